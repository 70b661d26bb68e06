// Texts of the patient form (Get Started and Edit patient) and the Change shoe size modal (spec 000 §2, §3, §5).
import { APP_TEXTS, VALIDATION_MESSAGES } from "@solerx/domain/common";

export const PATIENT_FORM_TEXTS = {
  firstName: "First name",
  lastName: "Last name",
  referenceId: "Reference ID",
  poNumber: "PO number",
  poNumberOrdered: "The order was placed with this PO number.",
  optional: "Optional",
  birthDate: "Date of birth",
  day: "Day",
  month: "Month",
  year: "Year",
  dayPlaceholder: "DD",
  monthPlaceholder: "MM",
  yearPlaceholder: "YYYY",
  gender: "Gender",
  doctor: "Assigned doctor",
  doctorPlaceholder: "Choose the assigned doctor",
  noDoctors: "This location has no doctors yet.",
  weight: "Weight",
  weightUnit: "Weight unit",
  weightRequired: "Enter a weight above 0",
  weightMin: "Weight cannot be below 0",
  /** Shown beside a weight in kg: what is sent wherever pounds are needed. */
  inPounds: (lbs: number) => `${lbs} lbs`,
  shoeSize: "Shoe size",
  changeShoeSize: "Change shoe size",
  notes: "Notes",
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
  reassignDoctor: VALIDATION_MESSAGES.reassignDoctor,
} as const;

export const SHOE_SIZE_TEXTS = {
  title: "Change shoe size",
  sameTab: APP_TEXTS.sameShoeSizeTab,
  differentTab: APP_TEXTS.differentShoeSizeTab,
  both: "Both feet",
  left: "Left foot",
  right: "Right foot",
  size: "Size",
  unit: "Unit",
  width: "Width",
  pack: "Orthotics",
  packLabels: { Pair: "Pair of orthotics", "Left Only": "Left orthotic", "Right Only": "Right orthotic" },
  cancel: "Cancel",
  save: "Save",
} as const;
