// The list's rows: each patient with what the screen computes once per list rather than per keystroke or frame.
import type { PatientSummary } from "@solerx/domain/patient";
import { searchKeyOf } from "./filter-patients";

export interface PatientRow {
  patient: PatientSummary;
  /** Folded name, Reference ID and PO number (see filter-patients). */
  searchKey: string;
}

export function toRows(patients: readonly PatientSummary[]): PatientRow[] {
  return patients.map((patient) => ({ patient, searchKey: searchKeyOf(patient) }));
}
