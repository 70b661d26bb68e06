// GET /profile/user/{userID}: the open patient's record (404 "User not found").
import { PatientRecord } from "@solerx/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export function getPatientRecord(userId: string, signal?: AbortSignal) {
  return apiRequest({ path: `/profile/user/${encodeURIComponent(userId)}`, schema: PatientRecord, signal });
}

export const patientRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: ["patient-record", userId],
    queryFn: ({ signal }) => getPatientRecord(userId, signal),
  });

export function usePatientRecord(userId: string | null | undefined, enabled = true) {
  return useQuery({ ...patientRecordQuery(userId ?? ""), enabled: !!userId && enabled });
}
