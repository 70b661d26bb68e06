// Texts of the session clocks' modals.
import { APP_TEXTS, inactivityCountdownText } from "@solerx/domain/common";

/**
 * The session clocks' Security Notification modals and the Saving data popup (spec 000 §2 "Modals", §4 "Session
 * timing"). The compliance message is ours: the spec only says the modal carries one about maximum continuous use.
 */
export const SESSION_TEXTS = {
  title: "Security Notification",
  inactivity: inactivityCountdownText,
  staySignedIn: APP_TEXTS.staySignedIn,
  compliance:
    "To protect patient information, SoleRx limits each sign-in to a maximum of 8 hours of continuous use. When the limit is reached you are signed out automatically.",
  softWarning: (endTime: string) =>
    `You will be signed out automatically at ${endTime}. Sign in again now to start a new 8-hour session, or continue and sign in later.`,
  criticalWarning: "Your session is about to reach this limit. Sign in again to continue working.",
  criticalCountdown: (seconds: number) => `You will be signed out in ${seconds} seconds`,
  savedFirst: "Any unsaved patient data is saved first.",
  signIn: "Sign in",
  continue: "Continue",
  signingOut: "Signing you out…",
  leavingForSignIn: "Taking you to sign in…",
  savingTitle: "Saving data",
  saving: APP_TEXTS.savingData,
} as const;
