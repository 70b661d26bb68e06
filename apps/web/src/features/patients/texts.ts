// Texts of the patient list (spec 000 §2 "/patients").

/** Patients screen (spec 000 §2 "/patients"). */
export const PATIENTS_TEXTS = {
  heading: "Patients",
  tableName: "Patients",
  search: "Search by name or Reference ID",
  searchPlaceholder: "Name or Reference ID",
  columns: { name: "Name", referenceId: "Reference ID", doctor: "Doctor", status: "Status", updated: "Last updated" },
  emptyTitle: "No patients yet",
  emptyBody: (store: string) => `Patients you create at ${store} appear here.`,
  createFirst: "Create the first patient",
  noMatches: "No patients match your search.",
  loadFailed: "The patient list could not be loaded.",
  retry: "Retry",
  pager: "Patient list pages",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: (page: number) => `Page ${page}`,
  count: (total: number) => `${total.toLocaleString()} ${total === 1 ? "patient" : "patients"}`,
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString()}–${to.toLocaleString()} of ${total.toLocaleString()}`,
} as const;
