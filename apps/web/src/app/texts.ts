// Texts of the application shell: the top bar and its modals (spec 000 §2 "Shell").
import { APP_TEXTS } from "@solerx/domain/contracts";

export const LOADING_TEXT = "Loading…";

/** The application shell (spec 000 §2 "Shell"). */
export const SHELL_TEXTS = {
  endSession: "End session",
  endSessionTitle: "End session",
  endSessionBody: APP_TEXTS.endSession,
  no: "No",
  yes: "Yes",
  searchPatients: "Search patients",
  addPatient: "Add patient",
} as const;
