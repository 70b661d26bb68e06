// Texts of opening and editing a patient record (spec 000 §2).
import { PATIENT_BAR_TEXTS } from "../../components/layouts/texts";

/** Opening a patient record from `id` (spec 000 §2) and the Edit patient modal. */
export const RECORD_TEXTS = {
  opening: "Opening the patient record…",
  openFailed: "The patient record could not be opened.",
  backToPatients: "Back to patients",
  tryAgain: "Try again",
  editTitle: PATIENT_BAR_TEXTS.editPatient,
  loading: "Loading the patient's details",
  cancel: "Cancel",
  save: "Save",
} as const;
