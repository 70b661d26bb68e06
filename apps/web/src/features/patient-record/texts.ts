// Texts of opening and showing a patient record (spec 000 §2).

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
