// A change of a prescription as the screens make it: an update of the whole object, applied by whoever holds it
// (the open patient's prescription, fitted to the scans and saved; a saved Rx's draft, kept until Save), and the
// commonest update, new values for some fields of one group.
import type { Prescription } from "@solerx/domain/prescription";

export type PrescriptionUpdate = (prescription: Prescription) => Prescription;

type Group = "shellModifications" | "topCovers" | "accommodations" | "uiContextData";

/** The update that lays the patch over one group of the prescription, keeping the group's other fields. */
export function patchGroup<K extends Group>(group: K, patch: Partial<Prescription[K]>): PrescriptionUpdate {
  return (rx) => ({ ...rx, [group]: { ...rx[group], ...patch } });
}
