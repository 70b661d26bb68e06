// The open patient record (spec 000 §2: `id`, optionally `order_id`, opens a record once signed in).
import { setAppState, useAppState } from "../../stores/app-state";
import { usePatientRecord } from "./api/get-patient-record";

export function useOpenPatientRecord() {
  const patient = useAppState((state) => state.openPatient);
  const signedIn = useAppState((state) => state.authStatus === "signed-in");
  return usePatientRecord(patient?.id, signedIn);
}

/** Closes the record: the shell shows the list again. Issue 3 adds the wait for unsaved data. */
export function closePatientRecord(): void {
  setAppState({ openPatient: null });
}
