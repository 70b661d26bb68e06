// Which of the top bar's right-hand buttons show (spec 000 §2 "Shell"), as one pure rule over the screen and
// the state, so each button appears exactly where the spec says.
import { paths, type RouteMeta, type TopBarMode } from "../../config/paths";

export interface RightButtonsInput {
  route: RouteMeta | null;
  mode: TopBarMode;
  signedIn: boolean;
  storeChosen: boolean;
  patientOpen: boolean;
  /** The store's patient list is not empty. */
  hasPatients: boolean;
  /** Scans enough for a design (one in one-foot mode, both otherwise). */
  enoughScans: boolean;
  mobileView: boolean;
}

export interface RightButtons {
  search: boolean;
  notes: boolean;
  designInspection: boolean;
  pdf: boolean;
  addPatient: boolean;
}

export function rightButtons(input: RightButtonsInput): RightButtons {
  const ready = input.signedIn && input.storeChosen;
  const route = input.route;
  // "Patients screen": the list itself (/patients, or /landmark without a record), not / and /index, which redirect.
  const patientsScreen =
    ready && route !== null && input.mode === "list" && route.path !== paths.home && route.path !== paths.index;
  const recordScreen = ready && input.patientOpen && route !== null;
  return {
    search: patientsScreen && input.hasPatients,
    // The notes are the open patient's: wherever the patient bar shows the record.
    notes: recordScreen && input.mode === "patient",
    designInspection: recordScreen && input.enoughScans && (route?.designInspection ?? false),
    pdf: recordScreen && (route?.pdf ?? false) && !input.mobileView,
    addPatient: patientsScreen,
  };
}
