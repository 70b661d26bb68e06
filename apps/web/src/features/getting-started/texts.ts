// Texts of Get Started (spec 000 §2 "/getting-started", §5).
import { VALIDATION_MESSAGES } from "@solerx/domain/contracts";

/** Get Started (spec 000 §2 "/getting-started", §5). */
export const GET_STARTED_TEXTS = {
  heading: "Get Started",
  intro: "Create a patient record. You can add scans and a prescription next.",
  firstName: "First name",
  lastName: "Last name",
  referenceId: "Reference ID",
  referenceIdHelp: "Optional",
  doctor: "Doctor",
  doctorPlaceholder: "Choose the assigned doctor",
  noDoctors: "This location has no doctors yet.",
  submit: "Create patient",
  cancel: "Cancel",
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
  reassignDoctor: VALIDATION_MESSAGES.reassignDoctor,
} as const;
