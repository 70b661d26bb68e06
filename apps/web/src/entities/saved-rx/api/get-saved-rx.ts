// GET /savedrx/{fileName}/get?companyID: one saved prescription; 404 "Prescription not found" (spec 001 §8),
// which the api client keeps as the error's message.
import { SavedRx } from "@solerx/domain/saved-rx";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export function getSavedRx(companyId: string, fileName: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/savedrx/${encodeURIComponent(fileName)}/get`,
    query: { companyID: companyId },
    schema: SavedRx,
    signal,
  });
}

export const savedRxQuery = (companyId: string, fileName: string) =>
  queryOptions({
    queryKey: savedRxKeys.one(companyId, fileName),
    queryFn: ({ signal }) => getSavedRx(companyId, fileName, signal),
  });

export function useSavedRx(companyId: string | null | undefined, fileName: string | null | undefined) {
  return useQuery({ ...savedRxQuery(companyId ?? "", fileName ?? ""), enabled: !!companyId && !!fileName });
}
