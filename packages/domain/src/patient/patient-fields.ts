// Fields that several patient calls share: the name and ID texts with the spec's character rule.
import { z } from "zod";
import { hasSpecialCharacters, isValidText, VALIDATION_MESSAGES } from "../common";

/**
 * A name or ID field of a patient (first and last name, reference ID, PO number): trimmed, at most 25 characters,
 * and the spec's character rule (spec 000 §5), so the form and the server refuse the same texts.
 */
export const PatientText = z
  .string()
  .trim()
  .max(25)
  .refine((value) => isValidText(value) && !hasSpecialCharacters(value), {
    message: VALIDATION_MESSAGES.invalidCharacters,
  });
export const PatientName = PatientText.pipe(z.string().min(1));
