// GET /profile/patients/{storeID}?companyID&offset&limit, read in two steps so the list shows at once: the first
// page of the most recently updated patients, then, only when there are more, the whole list (the spec's limit
// 100000), which replaces the page when it arrives. Both live under the store's keys, so a new patient of the
// store makes both stale.

import { LIMITS } from "@solerx/domain/common";
import { PatientList, type PatientSummary } from "@solerx/domain/patient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patientKeys } from "../query-keys";

/** A screenful and more at any width, small enough for the server to answer in a few milliseconds. */
export const FIRST_PAGE_SIZE = 100;

export function getPatients(storeId: string, companyId: string, limit: number, signal?: AbortSignal) {
  return apiRequest({
    path: `/profile/patients/${encodeURIComponent(storeId)}`,
    query: { companyID: companyId, offset: 0, limit },
    schema: PatientList,
    signal,
  });
}

export const patientsFirstPageQuery = (storeId: string, companyId: string) =>
  queryOptions({
    queryKey: patientKeys.firstPage(storeId, companyId),
    queryFn: ({ signal }) => getPatients(storeId, companyId, FIRST_PAGE_SIZE, signal),
  });

export const patientsWholeListQuery = (storeId: string, companyId: string) =>
  queryOptions({
    queryKey: patientKeys.wholeList(storeId, companyId),
    queryFn: ({ signal }) => getPatients(storeId, companyId, LIMITS.patientFetchLimit, signal),
  });

type StoreRef = { storeID: string; companyID: string } | null | undefined;

/** The first page only: enough to know whether the store has patients (the top bar's search button). */
export function usePatientsFirstPage(store: StoreRef) {
  return useQuery({ ...patientsFirstPageQuery(store?.storeID ?? "", store?.companyID ?? ""), enabled: !!store });
}

export interface PatientListState {
  /** The whole list once it arrived, the first page until then; undefined before either. */
  patients: readonly PatientSummary[] | undefined;
  /** Every patient of the store is in `patients`. */
  complete: boolean;
  isPending: boolean;
  /** The first page failed: there is nothing to show. */
  error: Error | null;
  /** The whole list failed after the first page was shown. */
  restError: Error | null;
  retry: () => void;
}

export function usePatientList(store: StoreRef): PatientListState {
  const first = usePatientsFirstPage(store);
  const more = first.data?.hasMore === true;
  const whole = useQuery({
    ...patientsWholeListQuery(store?.storeID ?? "", store?.companyID ?? ""),
    enabled: !!store && more,
  });
  const patients = whole.data?.patients ?? first.data?.patients;
  return {
    patients,
    complete: whole.data !== undefined || (first.data !== undefined && !more),
    isPending: patients === undefined && first.error === null,
    error: patients === undefined ? first.error : null,
    restError: whole.data === undefined && more ? whole.error : null,
    retry: () => {
      if (first.error) void first.refetch();
      else if (whole.error) void whole.refetch();
    },
  };
}
