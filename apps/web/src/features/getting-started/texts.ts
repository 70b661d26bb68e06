// Texts of Get Started (spec 000 §2 "/getting-started", §5); the fields' texts are the patient form's
// (entities/patient/form/texts.ts).
import { VALIDATION_MESSAGES } from "@solerx/domain/common";

/** Get Started (spec 000 §2 "/getting-started", §5). */
export const GET_STARTED_TEXTS = {
  heading: "Get Started",
  intro: "Create a patient record. You can add scans and a prescription next.",
  submit: "Create patient",
  cancel: "Cancel",
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
  reassignDoctor: VALIDATION_MESSAGES.reassignDoctor,
} as const;
