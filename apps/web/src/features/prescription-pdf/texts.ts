// Texts of the PDF button (spec 001 §2 "PDF button": it downloads presc.pdf). The words are ours.
export const PDF_TEXTS = {
  label: "Download prescription PDF",
  title: "Download the prescription as presc.pdf",
  preparing: "Preparing the PDF…",
  noSession: "no session id",
} as const;
