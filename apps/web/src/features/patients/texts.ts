// Texts of the patient list (spec 000 §2 "/patients"). The spec names the screen, its search (by name,
// Reference ID or PO number) and the fields; the words around them are ours.

/** The list's columns (sort-patients' SortColumn names them). */
const COLUMNS = {
  name: "Name",
  referenceId: "Reference ID",
  doctor: "Doctor",
  status: "Status",
  updated: "Last updated",
  birthDate: "Birth date",
  gender: "Gender",
} as const;

/** Patients screen (spec 000 §2 "/patients"). */
export const PATIENTS_TEXTS = {
  heading: "Patients",
  search: "Search by name, Reference ID or PO number",
  searchPlaceholder: "Name, Reference ID or PO number",
  columns: COLUMNS,
  /** Labels the phone's cards put before a value, where no column header shows. */
  cardLabels: { updated: "Updated", birthDate: "Born" },
  poNumber: (zebraId: string) => `PO ${zebraId}`,
  sortBy: "Sort by",
  sortOption: (column: keyof typeof COLUMNS, direction: "ascending" | "descending") =>
    `${PATIENTS_TEXTS.columns[column]} (${
      column === "updated" || column === "birthDate"
        ? direction === "descending"
          ? "newest first"
          : "oldest first"
        : column === "status"
          ? direction === "ascending"
            ? "earliest step first"
            : "furthest step first"
          : direction === "ascending"
            ? "A to Z"
            : "Z to A"
    })`,
  keyboardHint: "Up and down arrow keys move between patients; Enter opens one.",
  missing: "—",
  emptyTitle: "No patients yet",
  emptyBody: (store: string) => `Patients you create at ${store} appear here.`,
  createFirst: "Create the first patient",
  noMatches: "No patients match your search.",
  loadFailed: "The patient list could not be loaded.",
  restFailed: "Only the most recent patients are shown: the rest of the list could not be loaded.",
  retry: "Retry",
  loadingRest: "Loading the whole list…",
  count: (total: number) => `${total.toLocaleString()} ${total === 1 ? "patient" : "patients"}`,
  matches: (found: number, total: number) => `${found.toLocaleString()} of ${total.toLocaleString()} match`,
  firstOnly: (shown: number) => `The ${shown.toLocaleString()} most recent patients`,
} as const;
