// GET /profile/patients/{storeID}?companyID&offset&limit: every patient of a store (limit 100000).
import { PatientList } from "@solerx/domain/contracts";
import { LIMITS } from "@solerx/domain/rules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patientKeys } from "../query-keys";

export function getPatients(storeId: string, companyId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/profile/patients/${encodeURIComponent(storeId)}`,
    query: { companyID: companyId, offset: 0, limit: LIMITS.patientFetchLimit },
    schema: PatientList,
    signal,
  });
}

export const patientsQuery = (storeId: string, companyId: string) =>
  queryOptions({
    queryKey: patientKeys.ofStore(storeId, companyId),
    queryFn: ({ signal }) => getPatients(storeId, companyId, signal),
  });

export function usePatients(store: { storeID: string; companyID: string } | null | undefined) {
  return useQuery({ ...patientsQuery(store?.storeID ?? "", store?.companyID ?? ""), enabled: !!store });
}
