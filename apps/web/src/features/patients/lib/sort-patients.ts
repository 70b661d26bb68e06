// Sorting the list by a column. The keys are computed once per sort (not once per comparison), text compared
// folded, so sorting 100,000 patients stays a fraction of a second. Missing values go last in either direction;
// equal keys keep the list's order (most recently updated first, as the server sends it).
import type { PatientSummary } from "@solerx/domain/patient";
import { fold } from "./filter-patients";
import { genderLabel } from "./patient-display";
import { patientStatus, STATUS_ORDER } from "./patient-status";

export const SORT_COLUMNS = ["name", "referenceId", "doctor", "status", "updated", "birthDate", "gender"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = "ascending" | "descending";
export interface SortOrder {
  column: SortColumn;
  direction: SortDirection;
}

/** Most recently updated first. */
export const DEFAULT_SORT: SortOrder = { column: "updated", direction: "descending" };

/** The first click on a column: dates newest first, everything else A to Z. */
function firstDirection(column: SortColumn): SortDirection {
  return column === "updated" || column === "birthDate" ? "descending" : "ascending";
}

/** The order after a click on a column's header: the same column reverses, another starts at its first direction. */
export function nextSort(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column !== column) return { column, direction: firstDirection(column) };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

type Key = string | number | null;

function keyOf(column: SortColumn, patient: PatientSummary, doctorNames: ReadonlyMap<string, string>): Key {
  switch (column) {
    case "name":
      return fold(`${patient.firstName} ${patient.lastName}`);
    case "referenceId":
      return patient.patientID ? fold(patient.patientID) : null;
    case "doctor": {
      const name = patient.assignedToDoctor ? doctorNames.get(patient.assignedToDoctor) : undefined;
      return name ? fold(name) : null;
    }
    case "status":
      return STATUS_ORDER.indexOf(patientStatus(patient.sessionsStatuses).status ?? "SESSION_CREATED");
    case "updated":
      return Date.parse(patient.updatedAt);
    case "birthDate": {
      const birth = patient.birthDate;
      return birth ? birth.year * 10_000 + birth.month * 100 + birth.day : null;
    }
    case "gender":
      return genderLabel(patient.gender);
  }
}

export function sortRows<T extends { patient: PatientSummary }>(
  rows: readonly T[],
  order: SortOrder,
  doctorNames: ReadonlyMap<string, string>,
): T[] {
  const keys = rows.map((row) => keyOf(order.column, row.patient, doctorNames));
  const sign = order.direction === "ascending" ? 1 : -1;
  const indexes = rows.map((_, index) => index);
  indexes.sort((a, b) => {
    const left = keys[a] ?? null;
    const right = keys[b] ?? null;
    if (left === right) return a - b;
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
  return indexes.map((index) => rows[index] as T);
}
