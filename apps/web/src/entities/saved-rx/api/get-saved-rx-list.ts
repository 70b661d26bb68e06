// GET /savedrx/get/list?companyID: the company's saved prescriptions (spec 001 §7 "Saved prescriptions").
import { SavedRxList } from "@solerx/domain/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { savedRxKeys } from "../query-keys";

export function getSavedRxList(companyId: string, signal?: AbortSignal) {
  return apiRequest({ path: "/savedrx/get/list", query: { companyID: companyId }, schema: SavedRxList, signal });
}

export const savedRxListQuery = (companyId: string) =>
  queryOptions({
    queryKey: savedRxKeys.list(companyId),
    queryFn: ({ signal }) => getSavedRxList(companyId, signal),
  });

export function useSavedRxList(companyId: string | null | undefined) {
  return useQuery({ ...savedRxListQuery(companyId ?? ""), enabled: !!companyId });
}
