// The open record's data, loaded once the operator is signed in.
import { useSignedIn } from "../session/session-state";
import { usePatientRecord } from "./api/get-patient-record";
import { useOpenPatient } from "./open-record";

export function useOpenPatientRecord() {
  const patient = useOpenPatient();
  const signedIn = useSignedIn();
  return usePatientRecord(patient?.id, signedIn);
}
