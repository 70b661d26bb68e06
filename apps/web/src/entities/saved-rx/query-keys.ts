// The cache keys of saved prescriptions (saved Rx): templates of a company.
export const savedRxKeys = {
  all: ["saved-rx"] as const,
  /** Everything saved of one company: what a write makes stale. */
  company: (companyId: string) => ["saved-rx", companyId] as const,
  list: (companyId: string) => ["saved-rx", companyId, "list"] as const,
  one: (companyId: string, fileName: string) => ["saved-rx", companyId, "one", fileName] as const,
};
