// GET /store/employee/{userID}: the stores the signed-in operator works at.

import { SESSION_TIMING } from "@solerx/domain/common";
import { StoreList } from "@solerx/domain/store";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api-client";
import { withTimeout } from "../../../lib/timeout-signal";
import { storeKeys } from "../query-keys";

export function getEmployeeStores(userId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/store/employee/${encodeURIComponent(userId)}`, schema: StoreList, signal });
}

/**
 * Store selection set-up is retried after a 10 s time-out (spec 000 §4 "Site selection"): a request that has
 * not answered by then is abandoned, and it or any other failure is tried again 10 s later. Access problems are
 * answers, not failures.
 */
export function retryStoreSetup(_failureCount: number, error: unknown): boolean {
  return !(isApiError(error) && error.kind === "http" && error.status >= 400 && error.status < 500);
}

export const employeeStoresQuery = (userId: string) =>
  queryOptions({
    queryKey: storeKeys.employee(userId),
    queryFn: ({ signal }) => getEmployeeStores(userId, withTimeout(signal, SESSION_TIMING.storeSelectionRetryMs)),
    staleTime: 5 * 60_000,
    retry: retryStoreSetup,
    retryDelay: SESSION_TIMING.storeSelectionRetryMs,
  });

export function useEmployeeStores(userId: string | null) {
  return useQuery({ ...employeeStoresQuery(userId ?? ""), enabled: userId !== null });
}
