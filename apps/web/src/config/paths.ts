// Every route of the app (spec 000 §2 route table and "Shell") with what the shell shows on it and how the route
// guard treats it. The router, the shell, the top bar and the session clocks all read this one table.

export interface RouteMeta {
  path: string;
  /** The spec's screen name. */
  title: string;
  /** Inside the application shell (top bar, sign-in); /onboard stands alone. */
  shell: boolean;
  /** The patient list screen: store drop-down, doctor name, SIGN OUT, search and add patient. */
  listScreen: boolean;
  /** The open record's patient bar shows (when a record is open). */
  patientBar: boolean;
  /** The on-screen insole preview toggle shows. */
  previewToggle: boolean;
  /** The design inspection button may show (enough scans and a patient open). */
  designInspection: boolean;
  /** The PDF button shows (with a patient open, outside the mobile view). */
  pdf: boolean;
  /** Readable without signing in: the sign-in modal does not cover it. */
  public: boolean;
  /** The guard sends a visitor with no `id` and no open record to the patient list. */
  needsPatient: boolean;
}

type Flags = Partial<Omit<RouteMeta, "path" | "title">>;

const SHELL_SCREEN: Omit<RouteMeta, "path" | "title"> = {
  shell: true,
  listScreen: false,
  patientBar: false,
  previewToggle: false,
  designInspection: false,
  pdf: false,
  public: false,
  needsPatient: false,
};

/** A screen of the open record: the patient bar shows and the guard needs a record. */
const PATIENT_SCREEN: Flags = { patientBar: true, needsPatient: true, designInspection: true };

function route(path: string, title: string, flags: Flags = {}): RouteMeta {
  return { path, title, ...SHELL_SCREEN, ...flags };
}

export const ROUTES = {
  home: route("/", "Patients", { listScreen: true }),
  index: route("/index", "Patients", { listScreen: true }),
  patients: route("/patients", "Patients", { listScreen: true, previewToggle: true }),
  // Anatomical Markers: the patient list screen under another name, with the record's bar once one is open.
  landmark: route("/landmark", "Anatomical Markers", { listScreen: true, patientBar: true, needsPatient: true }),
  gettingStarted: route("/getting-started", "Get Started"),
  scanSettings: route("/scan-settings", "Scan settings", { ...PATIENT_SCREEN, previewToggle: true }),
  threed: route("/threed", "3D Scan", { ...PATIENT_SCREEN, previewToggle: true }),
  landmarks: route("/landmarks", "Landmark selection", { ...PATIENT_SCREEN, previewToggle: true }),
  results: route("/results", "Results", { ...PATIENT_SCREEN, previewToggle: true }),
  orderStyles: route("/order-styles", "Orthotic Styles", { ...PATIENT_SCREEN, designInspection: false }),
  prescription: route("/prescription", "Prescription", { ...PATIENT_SCREEN, previewToggle: true, pdf: true }),
  summary: route("/summary", "Order Review", { ...PATIENT_SCREEN, pdf: true }),
  endView: route("/end-view", "Order", { ...PATIENT_SCREEN, previewToggle: true, pdf: true }),
  savedRx: route("/saved-rx", "Saved Rx", { previewToggle: true }),
  savedRxList: route("/saved-rx-list", "Saved Rx List", { previewToggle: true }),
  // The fabrication lab's orders (ours, issue 11): a screen of the shell for lab staff, with no patient record.
  lab: route("/lab", "Fabrication lab"),
  privacyPolicy: route("/privacy-policy", "Privacy Policy", { public: true }),
  usbagent: route("/usbagent", "USB Agent", { public: true }),
  // Device onboarding is done by a customer with no patient at all, so it never needs one.
  onboard: route("/onboard", "Onboard", { shell: false, public: true }),
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof ROUTES;

/** The paths alone, for links and navigation: `paths.patients`. */
export const paths = Object.fromEntries(Object.entries(ROUTES).map(([name, meta]) => [name, meta.path])) as {
  [K in RouteName]: (typeof ROUTES)[K]["path"];
};

/** Without a trailing slash, so /patients/ counts as /patients. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

const BY_PATH = new Map<string, RouteMeta>(Object.values(ROUTES).map((meta) => [meta.path, meta]));

/** The route at an address, or null for an unknown one (the router sends those to the patient list). */
export function routeOf(pathname: string): RouteMeta | null {
  return BY_PATH.get(normalizePath(pathname)) ?? null;
}

/** list: store drop-down, operator, SIGN OUT. patient: the open record's bar. plain: the brand and the store. */
export type TopBarMode = "list" | "patient" | "plain";

export function topBarMode(pathname: string, patientOpen: boolean): TopBarMode {
  const meta = routeOf(pathname);
  if (!meta) return "plain";
  if (meta.patientBar && patientOpen) return "patient";
  return meta.listScreen ? "list" : "plain";
}

export function isPublicPath(pathname: string): boolean {
  return routeOf(pathname)?.public ?? false;
}

/** Screens of the patient list, where Search and Add patient appear (not / and /index, which redirect). */
export function isPatientListScreen(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === paths.patients || path === paths.landmark;
}
