// Every text of the web app that comes from the specification, in one module. Texts shared with the server and
// the agent live in @solerx/domain and are re-exported here; screen-only texts (labels, headings) follow them.
import {
  APP_TEXTS,
  inactivityCountdownText,
  REQUEST_ABORTED,
  SCANNER_TEXTS,
  VALIDATION_MESSAGES,
} from "@solerx/domain";

export { APP_TEXTS, REQUEST_ABORTED, SCANNER_TEXTS, VALIDATION_MESSAGES };

export const PRODUCT_NAME = "SoleRx";

export const LOADING_TEXT = "Loading…";

/** Sign-in modal (spec 000 §2 "Modals", §6). */
export const SIGN_IN_TEXTS = {
  title: "Sign in to SoleRx",
  intro: "Prescribe custom 3D-printed orthotic insoles.",
  eulaCheckbox: "I have read and accept the End User License Agreement",
  signIn: "Sign In",
  eulaLink: "End User License Agreement",
  contactLink: "Contact us",
  privacyLink: "Privacy Policy",
  connecting: "Signing you in…",
  loginErrorTitle: "Login error",
  loginError: APP_TEXTS.loginError,
  restart: "Restart",
} as const;

/** Store choice (spec 000 §2, §4 "Site selection"). */
export const STORE_TEXTS = {
  selectionTitle: APP_TEXTS.storeSelectionTitle,
  next: APP_TEXTS.storeSelectionNext,
  noSites: APP_TEXTS.noSites,
  noSitesTitle: "No locations available",
  noSitesHelp: "Ask your clinic administrator to add your account to a location, then sign in again.",
  loading: "Loading your locations…",
  storeLabel: "Store",
  loadFailed: "Your locations could not be loaded. SoleRx tries again in a few seconds.",
} as const;

/** The application shell (spec 000 §2 "Shell"). */
export const SHELL_TEXTS = {
  signOut: "SIGN OUT",
  editPatient: "Edit patient",
  referenceId: "Reference ID",
  endSession: "End session",
  endSessionTitle: "End session",
  endSessionBody: APP_TEXTS.endSession,
  no: "No",
  yes: "Yes",
  searchPatients: "Search patients",
  addPatient: "Add patient",
  signedInAs: "Signed in as",
  patientBar: "Open patient record",
} as const;

/** Error boundary, error screen and chunk loading (spec 000 §2, §8). */
export const ERROR_TEXTS = {
  boundary: APP_TEXTS.errorBoundary,
  initializingView: APP_TEXTS.errorInitializingView,
  tryAgain: "Try again",
  errorScreenTitle: APP_TEXTS.systemError,
  configFailed: "SoleRx could not load its settings. Please check your connection and try again.",
} as const;

/** Patients screen (spec 000 §2 "/patients"). */
export const PATIENTS_TEXTS = {
  heading: "Patients",
  tableName: "Patients",
  search: "Search by name or Reference ID",
  searchPlaceholder: "Name or Reference ID",
  columns: { name: "Name", referenceId: "Reference ID", doctor: "Doctor", status: "Status", updated: "Last updated" },
  emptyTitle: "No patients yet",
  emptyBody: (store: string) => `Patients you create at ${store} appear here.`,
  createFirst: "Create the first patient",
  noMatches: "No patients match your search.",
  loadFailed: "The patient list could not be loaded.",
  retry: "Retry",
  pager: "Patient list pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: (page: number) => `Page ${page}`,
  count: (total: number) => `${total.toLocaleString("en")} ${total === 1 ? "patient" : "patients"}`,
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString("en")}–${to.toLocaleString("en")} of ${total.toLocaleString("en")}`,
} as const;

/** Opening a patient record from `id` (spec 000 §2). */
export const RECORD_TEXTS = {
  opening: "Opening the patient record…",
  openFailed: "The patient record could not be opened.",
  backToPatients: "Back to patients",
  tryAgain: "Try again",
  editTitle: "Patient details",
  editLater: "Editing patient details arrives in a later release of SoleRx.",
  close: "Close",
  firstName: "First name",
  lastName: "Last name",
  referenceId: "Reference ID",
  doctor: "Assigned doctor",
  store: "Store",
  created: "Created",
} as const;

/** Get Started (spec 000 §2 "/getting-started", §5). */
export const GET_STARTED_TEXTS = {
  heading: "Get Started",
  intro: "Create a patient record. You can add scans and a prescription next.",
  firstName: "First name",
  lastName: "Last name",
  referenceId: "Reference ID",
  referenceIdHelp: "Optional",
  doctor: "Doctor",
  doctorPlaceholder: "Choose the assigned doctor",
  noDoctors: "This location has no doctors yet.",
  submit: "Create patient",
  cancel: "Cancel",
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
  reassignDoctor: VALIDATION_MESSAGES.reassignDoctor,
} as const;

/** Privacy policy and USB agent pages (spec 000 §1, §2). */
export const PAGE_TEXTS = {
  back: "Back",
  privacyHeading: "Privacy Policy",
  usbAgentHeading: "USB Agent",
  usbAgentIntro:
    "The SoleRx USB Agent connects your clinic PC's 3D laser foot scanner to SoleRx. Install it on the PC the scanner is plugged into.",
  usbAgentRedirecting: "Your download should start automatically. If it does not, use the button below.",
  usbAgentUnavailable: "The download is not configured for this installation. Please contact us.",
  downloadUsbAgent: "Download USB Agent",
  contactUs: "Contact Us",
  privacyPolicy: "Privacy Policy",
} as const;

/**
 * Device onboarding at /onboard (spec 000 §4 "Onboarding", §8 "User-facing texts"). Where the spec gives only the
 * gist of a text, the sentence is ours (docs/decisions.md "Device onboarding").
 */
export const ONBOARD_TEXTS = {
  heading: "Onboard this device",
  intro: "Connect this PC to SoleRx. You will sign in and confirm a code, then come back here.",
  steps: { find: "Find the agent", confirm: "Sign in and confirm", done: "Done" },
  searching: "Looking for the onboarding agent on this PC…",
  requesting: "Requesting a device code from the onboarding agent…",
  redirecting: "Taking you to sign in and confirm the device…",
  userCode: "Your device code",
  confirming: "Finishing onboarding. This takes a few seconds…",
  doneTitle: "Device onboarded",
  done: "This device is now onboarded to SoleRx. You can close this page.",
  tryAgain: "Try again",
  contactCustomerService: "Contact customer service",
  errors: {
    agentNotFound: {
      title: "Onboarding agent not found",
      body: "The onboarding agent could not be found on this PC. Please restart the PC and try again. If the problem persists, please contact customer service.",
    },
    agentConnection: {
      title: "Cannot connect to the onboarding agent",
      body: "There was an issue while connecting to the onboarding agent. Please try again.",
    },
    agentCommunication: {
      title: "Onboarding agent problem",
      body: "There was an issue while communicating with the onboarding agent. Please try again.",
    },
    wrongStack: { title: "Wrong stack", body: APP_TEXTS.onboardingWrongStack },
    alreadyAuthorized: { title: "Already onboarded", body: APP_TEXTS.onboardingAlreadyAuthorized },
  },
} as const;

/** Screen names of the route table (spec 000 §2, spec 001 §2), for the screens of later issues. */
export const SCREEN_TITLES = {
  scanSettings: "Scan settings",
  threed: "3D Scan",
  landmarks: "Landmark selection",
  results: "Results",
  orderStyles: "Orthotic Styles",
  prescription: "Prescription",
  summary: "Order Review",
  endView: "Order",
  savedRx: "Saved Rx",
  savedRxList: "Saved Rx List",
  onboard: "Onboard",
} as const;

/** Screens of later issues: the route exists and says so plainly. */
export function laterReleaseText(screen: string): string {
  return `The ${screen} screen arrives in a later release of SoleRx.`;
}

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
    `Your session ends at ${endTime}. Sign in again now to start a new 8-hour session, or continue and sign in later.`,
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
