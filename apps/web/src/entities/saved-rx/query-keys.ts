// The cache keys of saved prescriptions (saved Rx): templates of a company.
export const savedRxKeys = {
  list: (companyId: string) => ["saved-rx", companyId, "list"] as const,
  one: (companyId: string, fileName: string) => ["saved-rx", companyId, "one", fileName] as const,
};
