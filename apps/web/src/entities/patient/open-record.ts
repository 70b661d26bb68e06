// The open patient record (spec 000 §2: `id`, optionally `order_id`, opens a record once signed in).
import { createSharedState } from "../../lib/shared-state";

export interface OpenPatient {
  id: string;
  orderId: string | null;
}

export const openRecord = createSharedState<{ patient: OpenPatient | null }>({ patient: null });

export function openPatientRecord(patient: OpenPatient): void {
  const current = openRecord.get().patient;
  if (current?.id === patient.id && current.orderId === patient.orderId) return;
  openRecord.set({ patient });
}

/** Closes the record: the shell shows the list again. Unsaved work is waited for by whoever ends the session. */
export function closePatientRecord(): void {
  openRecord.set({ patient: null });
}

export function useOpenPatient(): OpenPatient | null {
  return openRecord.use((state) => state.patient);
}

export function usePatientOpen(): boolean {
  return openRecord.use((state) => state.patient !== null);
}
