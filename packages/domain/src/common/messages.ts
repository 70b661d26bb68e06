// User-facing texts of both specification documents that a rule or several apps need, verbatim (including the
// typographic quotes). Apps keep their screen-only texts in their own messages module.
import { INPUT_LIMITS } from "./constants";

/** Validation messages of the patient form (spec 000 §5 "Messages"). */
export const VALIDATION_MESSAGES = {
  /** Shown when typed characters are stripped and when names or reference ID fail the save check. */
  invalidCharacters: "First name, last name and referenceID cannot contain following characters ,<>:“/|?*",
  nameInvalidCharacters: "Name field cannot contain the following characters: ,<>:“/|?*",
  onlyNumbers: "Date of birth can contain only numbers",
  incorrectMonth: "Please enter month as a number (1-12 allowed)",
  invalidYear: "Please enter year with 4 digits (example 1970)",
  futureDate: "Date of birth cannot be a future date",
  incorrectDay: "Please enter a day as a number (example: 6)",
  validBirthDate: "Enter a valid date of birth",
  rescanNeeded: "Rescan of old scans is needed when adding scans in new session",
  reassignDoctor: "Please, reassign doctor",
} as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/**
 * Saved Rx names have their own forbidden set (spec 001 §5) but the spec gives no message for it; this text is
 * ours, worded like the name-field message.
 */
export const SAVED_RX_NAME_INVALID_MESSAGE =
  "Prescription name cannot contain the following characters: <>:`/|?*&%~#^[],$+@!";

/** Default texts of non-OK HTTP answers (spec 000 §8, spec 001 §8). */
export const HTTP_STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/**
 * 412 of a write whose If-Match names an older version of the patient record: another tab or operator saved it
 * first. The spec has no text for it; ours.
 */
export const STALE_RECORD_MESSAGE = "This patient record was changed elsewhere. The newest data is shown.";
/**
 * A record write the server refused with a 4xx other than 412 (issue 17 point 7): sent again it would be refused
 * again, so it is not kept for the next page; the clinician is told once. Ours.
 */
export const SAVE_REFUSED_MESSAGE =
  "A change to this patient record was refused and not saved. It will not be sent again.";
/** 409 of DELETE /profile/user/{userID}/delete for a patient with an order (canDelete false); ours. */
export const PATIENT_HAS_ORDERS_MESSAGE = "A patient with an order cannot be deleted";

/**
 * Our texts of the scan upload where the spec gives none: a file that is not a mesh of the format its upload named
 * or is cut short (422 of complete_upload, issue 33), a file over the scan file limit (413), and a refused signed
 * address (403 of the blob PUT/GET).
 */
export const SCAN_UPLOAD_MESSAGES = {
  notDraco: "The uploaded file is not a valid Draco mesh",
  notStl: "The uploaded file is not a valid STL mesh",
  notObj: "The uploaded file is not a valid OBJ mesh",
  notPly: "The uploaded file is not a valid PLY mesh",
  /** A file whose header promises more than it holds, whose last line stops mid-face, or that names a missing vertex. */
  stlTruncated: "The uploaded STL file is cut short: upload the whole file",
  objTruncated: "The uploaded OBJ file is cut short: upload the whole file",
  plyTruncated: "The uploaded PLY file is cut short: upload the whole file",
  tooLarge: "The scan file is larger than the limit",
  /** INPUT_LIMITS.scanMaxTriangles and scanMaxVertices (issue 17): far more than a foot scan needs. */
  tooManyTriangles: `The scan has more triangles or vertices than a foot scan needs (at most ${INPUT_LIMITS.scanMaxTriangles.toLocaleString("en-US")} triangles and ${INPUT_LIMITS.scanMaxVertices.toLocaleString("en-US")} vertices); export it at a lower resolution`,
  emptyFile: "The scan file is empty",
  badSignature: "The upload address is not valid",
  expired: "The upload address has expired",
} as const;

/** Text of a cancelled request. */
export const REQUEST_ABORTED = "Request aborted";

/** Text of any non-OK status without a default text: "Generic Error: status; status text; body". */
export function genericErrorText(status: number, statusText: string, body: string): string {
  return `Generic Error: ${status}; ${statusText}; ${body}`;
}

/** The client's text for a non-OK answer: the default text of its status, else the generic text. */
export function httpErrorText(status: number, statusText: string, body: string): string {
  return HTTP_STATUS_TEXTS[status] ?? genericErrorText(status, statusText, body);
}

/** Sign-in, store choice, shell and modal texts (spec 000 §2, §4, §6, §8). */
export const APP_TEXTS = {
  loginError: "Login error. Not enough permissions.",
  noSites: "This account does not have any sites configured",
  storeSelectionTitle: "Which location would you like to use?",
  storeSelectionNext: "Next",
  errorBoundary:
    "The application encountered an issue. Please try again. If this problem persists please click “End Session” and then try again.",
  errorInitializingView: "Error during initializing view",
  endSession:
    "Patient record has been saved. You can continue where you left off later. Would you like to close this patient record?",
  noInternet: "No internet connection - Please check your internet connection.",
  systemError: "Something went wrong",
  savingData: "Please wait. Your data is being saved.",
  differentScanSettingsTitle: "Scans with different scan settings detected",
  differentScanSettingsBody: "Please set the same scan settings",
  staySignedIn: "Stay signed in",
  sameShoeSizeTab: "Both feet wear same size shoes",
  differentShoeSizeTab: "Different shoe sizes",
  genderUnknownLabel: "Prefer not to say",
  scannerConnecting: "Scanner connecting...",
  onboardingWrongStack: "Please make sure your device is onboarded to the right stack...",
  onboardingAlreadyAuthorized: "The device seems to already be authorized.",
} as const;

/** "Due to inactivity your session will end in N seconds". */
export function inactivityCountdownText(seconds: number): string {
  return `Due to inactivity your session will end in ${seconds} seconds`;
}

/** Order and scan texts of the client (spec 001 §7, §8). */
export const ORDER_TEXTS = {
  createFailed: "Something went wrong while creating order",
  flagsFailed: "Something went wrong while setting order flags",
  scansNotFound: "Scans not found",
} as const;

/**
 * The lab's refusals (ours; the spec has no lab side): a status change the order's life does not allow (409), a
 * shipment without a tracking link (400), and an order already placed for a scan session (400 of create).
 */
export const LAB_MESSAGES = {
  transitionNotAllowed: "The order cannot move from its current status to the one asked for",
  trackingLinkNeeded: "A shipped order needs a tracking link",
  repairNeedsShipped: "Only a shipped order can be repaired",
  labOnly: "This screen is for the fabrication lab",
  /** Ours (issue 17 point 3): what the lab makes from no longer changes under it. */
  flagsFrozen: "The order's PO number and expert review cannot change once the lab has started fabricating it",
} as const;

/**
 * Snackbar texts shown as they are; any other text is replaced by SNACKBAR_GENERIC_MESSAGE (spec 000 §5, §8).
 * The spec lists the validation messages; we add the order failure texts, which spec 001 says "the product
 * shows", so they are not swallowed by the generic text, and our patient-record texts (a stale write, a refused
 * one, a patient with an order that cannot be deleted): a generic "try again" would tell the operator the wrong thing.
 */
export const SNACKBAR_KNOWN_MESSAGES: readonly string[] = [
  ...Object.values(VALIDATION_MESSAGES),
  SAVED_RX_NAME_INVALID_MESSAGE,
  ORDER_TEXTS.createFailed,
  ORDER_TEXTS.flagsFailed,
  STALE_RECORD_MESSAGE,
  SAVE_REFUSED_MESSAGE,
  PATIENT_HAS_ORDERS_MESSAGE,
];
/** The generic try-again text; the spec does not give its words, these are ours. */
export const SNACKBAR_GENERIC_MESSAGE = "Something went wrong. Please try again.";

/**
 * Error messages of the API per endpoint and status (spec 000 §8 "Per-endpoint messages", spec 001 §8). The
 * server answers `{ message }` with these texts. Where the spec names a status but not its text, the entry is
 * left out and apiErrorMessage falls back to the default HTTP text.
 */
export const API_ERROR_MESSAGES = {
  getManifest: {
    404: "Manifest file not found",
    422: "Provided data is incorrect",
    500: "Error while communicating with database",
  },
  postTelemetryScan: {
    403: "Request forbidden",
    404: "There is no device with provided fingerprint",
    409: "scan with provided GUID already exist in DB",
    422: "Unprocessable entity",
    500: "Internal server error",
  },
  postTelemetryEvent: { 404: "Event not found", 409: "event with provided GUID already exist in DB" },
  putTelemetryDevice: { 404: "Device with given fingerprint not found" },
  uploadUrl: {
    400: "Malformed syntax of request body",
    403: "User is not allowed to make this request",
    404: "Not found",
    412: "Two or more owner types are duplicated",
  },
  completeUpload: {
    404: "measurement ID not registered in a session",
    409: "Scan was already completed",
    412: "Precondition Failed file was not uploaded",
  },
  surfaceModel: { 404: "Surface Model Not Found" },
  scanDownload: { 412: "upload of the scan file was not completed" },
  user: { 404: "User not found" },
  updateUser: { 400: "Failed to update user" },
  updateFitStationProfile: { 400: "Failed to update FitStation profile" },
  patient: { 404: "Patient not found", 500: "Error while communicating with DB" },
  session: { 404: "Session not found" },
  createPatient: {
    400: "Bad request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "NotFound",
    422: "Some of provided data are invalid due to defined schema",
  },
  store: { 404: "NotFound" },
  getOrder: { 404: "Not found" },
  createOrder: { 400: "Could not create Order", 404: "Company not found" },
  savedRxGet: { 404: "Prescription not found" },
  savedRxUpsert: { 404: "Company not found" },
  savedRxRenameAndSave: { 404: "A prescription by the given new file name already exists" },
} as const satisfies Record<string, Readonly<Record<number, string>>>;
export type ApiEndpoint = keyof typeof API_ERROR_MESSAGES;

/**
 * Reason phrases for statuses the spec names without a default text (409, 412, 422, 429): ours, the standard
 * HTTP phrases, so no answer goes out without a message.
 */
export const STANDARD_REASON_PHRASES: Readonly<Record<number, string>> = {
  409: "Conflict",
  412: "Precondition Failed",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
};

/** The message the server sends for `status` on `endpoint`. */
export function apiErrorMessage(endpoint: ApiEndpoint, status: number): string {
  const own: Readonly<Record<number, string>> = API_ERROR_MESSAGES[endpoint];
  return own[status] ?? HTTP_STATUS_TEXTS[status] ?? STANDARD_REASON_PHRASES[status] ?? "Error";
}
