// GET /profile/user/{userID}/canDelete: a patient with an order is kept; the Delete action shows only when true.
import { CanDeleteResponse } from "@solerx/domain/patient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { patientKeys } from "../query-keys";

export function getCanDelete(userId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/profile/user/${encodeURIComponent(userId)}/canDelete`,
    schema: CanDeleteResponse,
    signal,
  });
}

export const canDeleteQuery = (userId: string) =>
  queryOptions({
    queryKey: patientKeys.canDelete(userId),
    queryFn: ({ signal }) => getCanDelete(userId, signal),
  });

export function useCanDelete(userId: string | null | undefined) {
  return useQuery({ ...canDeleteQuery(userId ?? ""), enabled: !!userId });
}
