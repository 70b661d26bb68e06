// The spec's pure rules: constants, timings and the functions over them. No I/O, no state; every app imports
// them from here, so a rule is written once. Only what an app uses is exported.
export {
  AGENT,
  DEFAULTS,
  LIMITS,
  ONBOARDING_TIMING,
  type OnboardingTiming,
  SESSION_TIMING,
  type SessionTiming,
  UI_TIMING,
} from "./rules/constants";
export { doctorDisplayName } from "./rules/doctor-name";
export {
  accessTokenRefreshAt,
  automaticSignOutAt,
  countdownSeconds,
  criticalLogoutWarningAt,
  inactivityLogoutAt,
  inactivityWarningAt,
  softLogoutWarningAt,
} from "./rules/session";
export { isDuplicateSnackbar, snackbarDuration, snackbarText } from "./rules/snackbar";
export { deriveStack } from "./rules/stack";
export { highestPriorityStatus } from "./rules/status";
export { hasSpecialCharacters, isValidText, limitLength, stripInvalidCharacters } from "./rules/text";
