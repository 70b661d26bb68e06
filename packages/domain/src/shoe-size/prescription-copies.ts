// The prescription's uiContextData names a shoe size, a shoe standard ("uk-mens"), a width and a weight of its own
// (spec 001 §3), which nothing reads: a patient's are the medical profile's, an order's its items' and its weight.
// So they are not stored (issue 18 point 1): a write keeps the prescription without them, and a read answers the
// template's values (spec 001 §3 defaults), so the wire keeps the spec's shape and no second size disagrees with
// the first. Migration 0014 took them out of the rows stored before.
import { defaultPrescription } from "../prescription";

/** The uiContextData fields that copy the medical profile's sizes and weight. */
export const PRESCRIPTION_SIZE_COPIES = ["shoeSize", "shoeStandard", "shoeWidth", "weight"] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function withUi<T>(prescription: T, change: (ui: Json) => Json): T {
  if (!isObject(prescription) || !isObject(prescription.uiContextData)) return prescription;
  return { ...prescription, uiContextData: change(prescription.uiContextData) };
}

/** The prescription as it is stored: without the size and weight copies. Anything else is kept as it is. */
export function withoutSizeCopies<T>(prescription: T): T {
  return withUi(prescription, (ui) => {
    const kept = { ...ui };
    for (const field of PRESCRIPTION_SIZE_COPIES) delete kept[field];
    return kept;
  });
}

/** The prescription as it is answered: the template's size and weight copies, whatever was stored. */
export function withTemplateSizeCopies<T>(prescription: T): T {
  const template = defaultPrescription().uiContextData;
  return withUi(prescription, (ui) => {
    const filled = { ...ui };
    for (const field of PRESCRIPTION_SIZE_COPIES) filled[field] = template[field];
    return filled;
  });
}
