// GET /savedrx/get/list?companyID: the company's saved prescriptions (spec 001 §7 "Saved prescriptions").
import { SavedRxList } from "@solerx/domain/saved-rx";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { isTaken } from "../lib/name";
import { savedRxKeys } from "../query-keys";
import { SAVED_RX_TEXTS } from "../texts";

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

/**
 * Refuses (SAVED_RX_TEXTS.nameTaken) a name a saved Rx of the company has now, as the server answers it rather than
 * as a list on screen shows it: an upsert under that name would replace the other saved Rx without a word.
 */
export async function assertSavedRxNameFree(queryClient: QueryClient, companyId: string, name: string): Promise<void> {
  const list = await queryClient.fetchQuery({ ...savedRxListQuery(companyId), staleTime: 0 });
  if (
    isTaken(
      name,
      list.map((item) => item.fileName),
    )
  )
    throw new Error(SAVED_RX_TEXTS.nameTaken);
}
