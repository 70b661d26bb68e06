// The medical profile a prescription change sends: the profile is written whole (spec 001 §3 "Medical profile
// sent with a save"), so the change goes into the stored one, or, before the first save of the profile, into the
// one the record's own data and the form's defaults make.
import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import type { Prescription } from "@solerx/domain/prescription";
import { fromPatientRecord, toMedicalProfile } from "../../patient/form/patient-form";

export function profileWithPrescription(
  record: PatientRecord,
  stored: MedicalProfile | null,
  prescription: Prescription,
  today: Date = new Date(),
): MedicalProfile {
  const base = stored ?? toMedicalProfile(fromPatientRecord(record, null, undefined).values, null, today);
  return { ...base, prescriptionObj: prescription };
}
