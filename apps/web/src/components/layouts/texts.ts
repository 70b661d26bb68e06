// Texts of the patient bar, shown in the top bar of every patient screen (spec 000 §2 "Shell").

export const PATIENT_BAR_TEXTS = {
  editPatient: "Edit patient",
  referenceId: "Reference ID",
  patientBar: "Open patient record",
} as const;
