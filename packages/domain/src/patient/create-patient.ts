// POST /profile/patient/{storeID}/create (Get Started). Apart from the list's schemas, because it carries the
// whole medical profile (and so the prescription's schemas), which the patient list must not download.
import { z } from "zod";
import { Gender } from "../common";
import { Id } from "../store";
import { PatientName, PatientText } from "./patient-fields";
import { MedicalProfileRequest } from "./profile";

/**
 * Get Started: create the patient user, add it to the store, open its first scan session, assign the doctor. The
 * spec's character rule (spec 000 §5) is part of the contract, so the form and the server refuse the same names.
 */
export const CreatePatientRequest = z.object({
  firstName: PatientName,
  lastName: PatientName,
  assignedToDoctor: Id,
  gender: Gender.default("UNKNOWN"),
  patientID: PatientText.optional(),
  zebraID: PatientText.optional(),
  /**
   * Everything else Get Started asks (birth date, weight, shoe sizes, notes), saved in the same transaction; its
   * patientID and birthDateTimestamp are the reference ID and birth date of the record. Without it the profile
   * starts with the spec's creation weight of 70 lbs. The one schema of a profile save, so the form and the
   * server refuse the same profiles.
   */
  medicalProfile: MedicalProfileRequest.optional(),
});
export type CreatePatientRequest = z.input<typeof CreatePatientRequest>;
export const CreatePatientResponse = z.object({ userID: Id, sessionID: Id });
export type CreatePatientResponse = z.infer<typeof CreatePatientResponse>;
