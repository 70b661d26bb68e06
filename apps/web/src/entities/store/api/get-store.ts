// GET /store/{storeID}: one store, e.g. the store of an open patient record.
import { Store } from "@solerx/domain/store";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "../query-keys";

export function getStore(storeId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/store/${encodeURIComponent(storeId)}`, schema: Store, signal });
}

export const storeQuery = (storeId: string) =>
  queryOptions({
    queryKey: storeKeys.one(storeId),
    queryFn: ({ signal }) => getStore(storeId, signal),
    staleTime: 5 * 60_000,
  });

export function useStore(storeId: string | null | undefined) {
  return useQuery({ ...storeQuery(storeId ?? ""), enabled: !!storeId });
}
