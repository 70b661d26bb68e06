// Texts of the prescription summary (ours; the choices' own labels come from the domain's prescriptionSections).
export const RX_SUMMARY_TEXTS = {
  title: "Prescription",
  choice: "Option",
  left: "Left",
  right: "Right",
  diagnosis: "Diagnosis",
  noDiagnosis: "None chosen",
  notes: "Notes",
  noNotes: "No notes",
} as const;
