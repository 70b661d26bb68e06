// The patient list's search: by name, Reference ID or PO number, ignoring case and accents. Each row's search key
// is folded once when the list arrives, so a keystroke over 100,000 patients is one `includes` per word and row
// (well under a 16 ms frame; `npm run bench -- patients-list` reports filter_keystroke_ms).
import type { PatientSummary } from "@solerx/domain/patient";

type Searchable = Pick<PatientSummary, "firstName" | "lastName" | "patientID" | "zebraID">;

/** Lower case without accents: "José" and "jose" read the same. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII; only the others pay for Unicode normalization.
  return /[\u0080-\uffff]/.test(lower) ? lower.normalize("NFD").replace(/[\u0300-\u036f]/g, "") : lower;
}

/** The text a search looks in: "first last", the Reference ID and the PO number (zebraID). */
export function searchKeyOf(patient: Searchable): string {
  return fold(`${patient.firstName} ${patient.lastName} ${patient.patientID ?? ""} ${patient.zebraID ?? ""}`);
}

/** The words typed, folded; none for an empty or blank search. */
export function searchWords(search: string): string[] {
  return fold(search).split(/\s+/).filter(Boolean);
}

/** Rows whose search key contains every word typed, in the order given. */
export function filterRows<T extends { searchKey: string }>(rows: readonly T[], search: string): readonly T[] {
  const words = searchWords(search);
  if (words.length === 0) return rows;
  if (words.length === 1) {
    const [word] = words as [string];
    return rows.filter((row) => row.searchKey.includes(word));
  }
  return rows.filter((row) => words.every((word) => row.searchKey.includes(word)));
}

/**
 * The search as the screen runs it, over one list: it remembers its last answer, and a search that only extends
 * the last one (the next keystroke) looks among the last matches rather than every row. That is safe because a
 * row matching the longer search has every word of the shorter one in its key.
 */
export function createRowSearch<T extends { searchKey: string }>(rows: readonly T[]): (search: string) => readonly T[] {
  let lastQuery = "";
  let lastResult: readonly T[] = rows;
  return (search) => {
    const query = searchWords(search).join(" ");
    const result = filterRows(lastQuery !== "" && query.startsWith(lastQuery) ? lastResult : rows, search);
    lastQuery = query;
    lastResult = result;
    return result;
  };
}
