// Which top bar a screen gets (spec 000 §2 "Shell").
import { normalisePath } from "./route-guard";

/** list: store drop-down, operator, SIGN OUT. patient: the open record's bar. plain: the brand and the store. */
export type TopBarMode = "list" | "patient" | "plain";

const LIST_SCREENS = ["/", "/index", "/patients"];
/** Screens whose patient info bar is hidden (the list screens above hide it too). */
const NO_PATIENT_BAR = ["/getting-started", "/saved-rx", "/saved-rx-list", "/privacy-policy", "/usbagent"];

export function topBarMode(pathname: string, patientOpen: boolean): TopBarMode {
  const path = normalisePath(pathname);
  if (LIST_SCREENS.includes(path)) return "list";
  // /landmark is the patient list screen under another name; it shows a record only when one is open.
  if (path === "/landmark") return patientOpen ? "patient" : "list";
  if (NO_PATIENT_BAR.includes(path)) return "plain";
  return patientOpen ? "patient" : "plain";
}

/** Pages anyone may read without signing in; the sign-in modal does not cover them. */
export const PUBLIC_PATHS: readonly string[] = ["/privacy-policy", "/usbagent", "/onboard"];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(pathname));
}

/** Screens of the patient list, where Search and Add patient appear. */
export function isPatientListScreen(pathname: string): boolean {
  return ["/patients", "/landmark"].includes(normalisePath(pathname));
}
