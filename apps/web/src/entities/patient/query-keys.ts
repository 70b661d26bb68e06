// The cache keys of patient data.
export const patientKeys = {
  all: ["patients"] as const,
  ofStore: (storeId: string, companyId: string) => ["patients", "store", storeId, companyId] as const,
  record: (userId: string) => ["patients", "record", userId] as const,
};
