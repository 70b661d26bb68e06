// The cache keys of patient data.
export const patientKeys = {
  all: ["patients"] as const,
  /** Every list of one store, whatever the company: what a new patient of the store makes stale. */
  store: (storeId: string) => ["patients", "store", storeId] as const,
  ofStore: (storeId: string, companyId: string) => ["patients", "store", storeId, companyId] as const,
  record: (userId: string) => ["patients", "record", userId] as const,
};
