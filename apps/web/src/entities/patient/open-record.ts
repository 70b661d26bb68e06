// The open patient record (spec 000 §2: `id`, optionally `order_id`, opens a record once signed in).
import { createSharedState } from "../../lib/shared-state";

export interface OpenPatient {
  id: string;
  orderId: string | null;
  /**
   * Set by a reorder for its clone: the original order id. The clone's new scan session has none of the old scans,
   * which the 3D Scan screen says ("Rescan of old scans is needed…"). Not kept across a reload.
   */
  reorderOf?: string;
}

export const openRecord = createSharedState<{ patient: OpenPatient | null }>({ patient: null });

export function openPatientRecord(patient: OpenPatient): void {
  const current = openRecord.get().patient;
  // The address opening the same record again (it carries no reorderOf) keeps what the reorder said.
  const same = current?.id === patient.id && current.orderId === patient.orderId;
  if (same && (patient.reorderOf === undefined || patient.reorderOf === current.reorderOf)) return;
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
