// Texts of a patient wherever it shows: the patient list and the patient form.
import { APP_TEXTS, type Gender } from "@solerx/domain/common";

/** A gender as the operator reads it; unknown reads as the spec's label ("Prefer not to say"). */
export const GENDER_LABELS: Record<Gender, string> = {
  MALE: "Male",
  FEMALE: "Female",
  UNKNOWN: APP_TEXTS.genderUnknownLabel,
};
