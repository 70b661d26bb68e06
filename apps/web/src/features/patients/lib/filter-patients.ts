// The patient list's client-side search and paging.
import type { PatientSummary } from "@solerx/domain/contracts";

export const PAGE_SIZE = 50;

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Patients whose first name, last name, "first last", "last first" or Reference ID contain every word typed. */
export function filterPatients<T extends Pick<PatientSummary, "firstName" | "lastName" | "patientID">>(
  patients: readonly T[],
  search: string,
): readonly T[] {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return patients;
  return patients.filter((patient) => {
    const haystack = fold(`${patient.firstName} ${patient.lastName} ${patient.patientID ?? ""}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** Most recently updated first. */
export function sortByUpdated<T extends Pick<PatientSummary, "updatedAt">>(patients: readonly T[]): T[] {
  return [...patients].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0));
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): readonly T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}
