// The cache keys of store data: every key starts with "stores", so one invalidation reaches them all.
export const storeKeys = {
  all: ["stores"] as const,
  employee: (userId: string) => ["stores", "employee", userId] as const,
  one: (storeId: string) => ["stores", storeId] as const,
  doctors: (storeId: string, companyId: string) => ["stores", storeId, "doctors", companyId] as const,
};
