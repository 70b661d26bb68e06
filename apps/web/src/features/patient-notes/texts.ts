// Texts of the Notes modal (spec 000 §2 "Modals": a textarea with Cancel and Save).
import { VALIDATION_MESSAGES } from "@solerx/domain/common";

export const NOTES_TEXTS = {
  button: "Notes",
  title: "Notes",
  label: "Notes about this patient",
  cancel: "Cancel",
  save: "Save",
  loading: "The patient record is loading; Save is available once it has.",
  /** The spec's invalid-characters message, the one it names for stripped characters (spec 000 §5). */
  invalidCharacters: VALIDATION_MESSAGES.invalidCharacters,
} as const;
