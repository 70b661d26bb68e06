// Texts of the Notes modal (spec 000 §2 "Modals": a textarea with Cancel and Save).
export const NOTES_TEXTS = {
  button: "Notes",
  title: "Notes",
  label: "Notes about this patient",
  cancel: "Cancel",
  save: "Save",
  saveLater: "Saving notes arrives with the patient record's medical profile in a later release of SoleRx.",
} as const;
