// The cache keys of patient data.
export const patientKeys = {
  all: ["patients"] as const,
  /** Every list of one store, whatever the company: what a new patient of the store makes stale. */
  store: (storeId: string) => ["patients", "store", storeId] as const,
  ofStore: (storeId: string, companyId: string) => ["patients", "store", storeId, companyId] as const,
  /** The list's first page (shown at once) and the whole list (swapped in when it arrives), both under ofStore. */
  firstPage: (storeId: string, companyId: string) => ["patients", "store", storeId, companyId, "first-page"] as const,
  wholeList: (storeId: string, companyId: string) => ["patients", "store", storeId, companyId, "whole-list"] as const,
  record: (userId: string) => ["patients", "record", userId] as const,
  medicalProfile: (userId: string) => ["patients", "medical-profile", userId] as const,
  canDelete: (userId: string) => ["patients", "can-delete", userId] as const,
};
