// Texts of Prescription (spec 001 §2 "/prescription"): the categories are the spec's (PRESCRIPTION_CATEGORIES),
// the Menu of small screens too; the rest is ours.
export const PRESCRIPTION_TEXTS = {
  /** The spec's drop-down that replaces the jump buttons on small screens. */
  menu: "Menu",
  categories: "Prescription categories",
  summary: (style: string, order: string, quantity: number) => `${style} · ${order} · Quantity ${quantity}`,
  saveAsSavedRx: "Save as saved Rx",
  saveAsTitle: "Save as saved Rx",
  saveAsBody: "Keep this prescription as a template of your company. Patient details are not kept.",
  saveAsConfirm: "Save",
  savedAs: (name: string) => `Saved as “${name}”.`,
  back: "Orthotic styles",
  next: "Order review",
} as const;
