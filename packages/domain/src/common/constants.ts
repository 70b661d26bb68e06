// Every timing constant and limit of both specification documents (spec 000 §9, spec 001 §9 and the sections
// they summarise). Times are in milliseconds. The timing objects are plain values so the web app and the server
// can inject a faster copy into timers under test instead of waiting for real clocks.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Sign-in session, tokens, inactivity and sign-out (spec 000 §4 "Session timing"). */
export const SESSION_TIMING = {
  /** A signed-in session lasts 480 min (8 h). */
  sessionLifetimeMs: 480 * MINUTE,
  /** Lifetime of a refresh token. */
  refreshTokenDurationMs: 30 * MINUTE,
  /** The access token is refreshed this long before it expires. */
  accessTokenRefreshLeadMs: 1 * MINUTE,
  /** Soft automatic-logout warning (index screen only), this long before the session ends. */
  softLogoutWarningMs: 60 * MINUTE,
  /** Critical automatic-logout warning (any screen), this long before the session ends. */
  criticalLogoutWarningMs: 30 * MINUTE,
  /** The automatic-logout modal counts down this long, then logs out. */
  automaticLogoutCountdownMs: 60 * SECOND,
  /** 27 min without mouse move, click, wheel or key opens the inactivity countdown. */
  inactivityTimeoutMs: 1_620_000,
  /** "Due to inactivity your session will end in N seconds" counts down this long, then logs out. */
  inactivityCountdownMs: 60 * SECOND,
  /** Ending a session checks for unsaved patient data this often ... */
  endSessionSaveCheckIntervalMs: 100,
  /** ... at most this many times (600 x 100 ms = 60 s) before redirecting anyway. */
  endSessionSaveChecks: 600,
  /** Store selection set-up is retried after this time-out. */
  storeSelectionRetryMs: 10 * SECOND,
} as const;
export type SessionTiming = { readonly [K in keyof typeof SESSION_TIMING]: number };

/** Saving patient data and orders (spec 000 §4 "Session timing", "Reorder"; spec 001 §4 "Saving"). */
export const SAVE_TIMING = {
  /** Prescription and profile changes are saved this long after the last change. */
  autosaveDelayMs: 1 * SECOND,
  /** Landmark changes mark the patient dirty and are saved this long later. */
  landmarkSaveDelayMs: 2500,
  /** The first prescription save sends PRESCRIPTION_CREATED, waits this long, then sends the update. */
  prescriptionCreatedToUpdateMs: 1 * SECOND,
  /** A reorder waits this long after cloning before saving with PRESCRIPTION_CREATED. */
  reorderSaveDelayMs: 1 * SECOND,
  /** Order creation sends PRESCRIPTION_UPDATED, waits this long, then creates the order. */
  orderCreationWaitMs: 2 * SECOND,
  /** Wait before PDF creation. */
  pdfCreationWaitMs: 500,
} as const;
export type SaveTiming = { readonly [K in keyof typeof SAVE_TIMING]: number };

/** Screen timings (spec 000 §2, §4; spec 001 §2). */
export const UI_TIMING = {
  /** On arrival at the results or landmark routes the 3D (visualizer) modal opens this much later. */
  visualizerModalDelayMs: 1 * SECOND,
  /** The insole preview opens this long after its trigger. */
  insolePreviewDelayMs: 2 * SECOND,
  /** Scan loading polls this often until a valid scanning session id is known. */
  scanPollingIntervalMs: 100,
  /** The connectivity check marks the app offline after this long without success. */
  connectivityTimeoutMs: 5500,
  /** A lazily loaded screen chunk fails after this long. */
  chunkLoadTimeoutMs: 120 * SECOND,
  /**
   * A "long wait" of spec 000 §8 "Client behaviour": a request unanswered this long shows the System Error modal
   * (the spec names no figure; docs/decisions.md "Shell" says why 30 s). Wait gives it as long again.
   */
  longWaitMs: 30 * SECOND,
} as const;
export type UiTiming = { readonly [K in keyof typeof UI_TIMING]: number };

/** Snackbar display rule (spec 000 §5): 3.5 s plus 12.5 ms per character of the text cut to 250 characters. */
export const SNACKBAR = {
  baseDurationMs: 3500,
  perCharacterMs: 12.5,
  maxCharacters: 250,
} as const;

/** Local scanner agent and onboarding agent (spec 000 §4 "Scanner agent", §7, §9). */
export const AGENT = {
  /** REST and WebSocket port of the local scanner agent. */
  port: 5000,
  /** WebSocket path and REST prefix of the scanner agent. */
  path: "/hpagent",
  /** Port used when an agent address has none. */
  defaultAddressPort: 80,
  /** Opening the agent connection waits this long for "opened" or "disconnected". */
  openWaitMs: 100 * SECOND,
  /** After an agent update's installer runs, the page reloads after this countdown. */
  restartCountdownMs: 10 * SECOND,
  /** Port of the local onboarding agent (http and https are tried in parallel). */
  onboardingPort: 2381,
  /** Retries of each onboarding agent call. */
  onboardingRetries: 3,
} as const;

/**
 * Device onboarding timers (spec 000 §4 "Onboarding"; the spec fixes only the port and the retries above, the
 * rest are ours, see docs/decisions.md "Device onboarding").
 */
export const ONBOARDING_TIMING = {
  /** The /onboard page waits this long before retrying a failed onboarding-agent call. */
  agentRetryDelayMs: 1 * SECOND,
  /** An onboarding-agent call that has not answered after this long counts as failed. */
  agentRequestTimeoutMs: 5 * SECOND,
  /** Back from the verification page, /onboard asks the agent this often whether it now holds its token ... */
  authorizedPollMs: 1 * SECOND,
  /** ... for at most this long. */
  authorizedWaitMs: 30 * SECOND,
  /** The agent asks the token endpoint this often when the provider names no interval (RFC 8628 §3.2) ... */
  tokenPollIntervalMs: 5 * SECOND,
  /** ... and this much less often after each slow_down answer (RFC 8628 §3.5). */
  slowDownStepMs: 5 * SECOND,
} as const;
export type OnboardingTiming = { readonly [K in keyof typeof ONBOARDING_TIMING]: number };

/**
 * Bounds of what the API accepts (issue 17; the spec is silent; docs/security.md "Limits" lists each with its
 * test). One place: the contracts, the API's JSON guard and the web form read them from here.
 */
export const INPUT_LIMITS = {
  /** A patient's notes: about two printed pages; the Notes modal and the patient form stop here too. */
  notesMaxLength: 4000,
  /** A short machine or label text of a prescription (a choice's key, a style title, a special Rx line). */
  shortTextMaxLength: 200,
  /** Any string anywhere in a JSON body (the visualizer's leroyMeta is the longest legitimate one). */
  jsonMaxStringLength: 65_536,
  /** Objects and arrays inside one another in a JSON body; a medical profile needs 5. */
  jsonMaxDepth: 16,
  /** Bytes of a JSON request body. */
  jsonMaxBodyBytes: 1024 * 1024,
  /**
   * Triangles and vertices of a foot scan's mesh. A foot is about 300 x 120 x 100 mm, some 0.1 m2 of surface; at
   * the 0.5 mm detail a scanner resolves that is about 400,000 triangles (the mock scans have 100,000, a 0.8 mm
   * mesh). 500,000 leaves room; the largest STL is then 25 MB.
   */
  scanMaxTriangles: 500_000,
  scanMaxVertices: 500_000,
} as const;

/**
 * What an order may ask the lab to make (ours, issue 17 point 3; the spec gives none of these): an order body the
 * record could never have produced is refused rather than printed.
 */
export const ORDER_LIMITS = {
  /** Pairs (or single insoles) of one order line; a clinic orders more as another order. */
  maxQuantity: 10,
  /** One line, or one per foot when the sizes differ. */
  maxItems: 2,
  /** US sizes across the units the form offers (youth from 1, men's up to 16). */
  shoeSizeMin: 1,
  shoeSizeMax: 16,
  /** Pounds; above any patient's weight, and the shell thickness scales with it. */
  weightMaxLbs: 1000,
  /** Doctor name and store address. */
  shippingAddressMaxLength: 500,
} as const;

/** Field lengths, ranges and list sizes (spec 000 §5, §7, §9; spec 001 §7, §9). */
export const LIMITS = {
  /** First name, last name, reference ID and PO fields hold at most 25 characters. */
  nameMaxLength: 25,
  /** Earliest accepted birth year. */
  birthYearMin: 1900,
  /** Doctor names longer than this are shown truncated ... */
  doctorNameMaxLength: 42,
  /** ... to this many characters plus an ellipsis. */
  doctorNameTruncatedLength: 40,
  /** `limit` of GET /profile/patients/{storeID}. */
  patientFetchLimit: 100_000,
  /** `limit` of GET /store/doctors/{storeID}/{companyID}. */
  doctorFetchLimit: 10_000,
  /** Page size of GET /order/list/{storeID}. */
  ordersPageSize: 200,
  /** Embossed insole text: this many characters of the order id, then L or R. */
  embossedOrderIdLength: 8,
} as const;

/** Default values of patient data and of the prescription template (spec 000 §3, §9; spec 001 §3, §9). */
export const DEFAULTS = {
  /** Weight shown on the patient form (lbs). */
  formWeightLbs: 0,
  /** Weight stored when a patient is created (lbs). */
  createdPatientWeightLbs: 70,
  /** Weight of the default prescription template (lbs). */
  templateWeightLbs: 132,
  /** Shoe size of patient data and the patient form. */
  formShoeSize: 11,
  /** Shoe size of each side in the default prescription template. */
  templateShoeSize: 12,
  /** Order quantity of the default prescription template. */
  quantity: 1,
  /** Scan mode used when no scan says otherwise. */
  scanMode: "semi-weighted",
  /** Encoding asked of GET .../get3DScanSurfaceModel when none is given. */
  scanEncoding: "DRACO",
  /** Size system of order items. */
  orderSizeSystem: "us",
  /** Shoe size unit sent in the medical profile. */
  profileShoeSizeUnit: "US",
  /** File name of the downloaded prescription PDF. */
  pdfFileName: "presc.pdf",
} as const;

/** Pounds per kilogram; kg weights are converted to whole pounds with it. */
export const KG_TO_LBS_FACTOR = 2.2046;
