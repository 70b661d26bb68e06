// GET /store/doctors/{storeID}/{companyID}?offset&limit: the doctors of a store (limit 10000).

import { LIMITS } from "@solerx/domain/common";
import { DoctorList } from "@solerx/domain/store";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { storeKeys } from "../query-keys";

export function getDoctors(storeId: string, companyId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/store/doctors/${encodeURIComponent(storeId)}/${encodeURIComponent(companyId)}`,
    query: { offset: 0, limit: LIMITS.doctorFetchLimit },
    schema: DoctorList,
    signal,
  });
}

export const doctorsQuery = (storeId: string, companyId: string) =>
  queryOptions({
    queryKey: storeKeys.doctors(storeId, companyId),
    queryFn: ({ signal }) => getDoctors(storeId, companyId, signal),
    staleTime: 5 * 60_000,
  });

export function useDoctors(store: { storeID: string; companyID: string } | null | undefined) {
  return useQuery({ ...doctorsQuery(store?.storeID ?? "", store?.companyID ?? ""), enabled: !!store });
}
