// Texts of the application shell: the top bar and its modals (spec 000 §2 "Shell").
import { APP_TEXTS, STALE_RECORD_MESSAGE } from "@solerx/domain/common";

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

/** The open record's save status in the top bar (ours: the spec has autosave but no words for its state). */
export const RECORD_STATUS_TEXTS = {
  prefix: "Patient record:",
  saving: "Saving…",
  saved: "Saved",
  offline: "Offline",
  offlineHint: "Not saved yet: it is saved as soon as the connection is back.",
  failed: "Not saved",
  failedHint: "The last change could not be saved.",
  retry: "Retry saving",
  stale: "Reloaded",
  staleHint: STALE_RECORD_MESSAGE,
} as const;

/** The fabrication lab's way in, for lab staff (ours, issue 11). */
export const LAB_LINK_TEXTS = {
  patients: "Patients",
  noticeBody: "Your account works at the fabrication lab: the orders of every clinic are on the lab screen.",
  openLab: "Open the fabrication lab",
} as const;
