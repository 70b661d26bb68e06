// GET /profile/patient/{patientID}: the open patient's record (its patientID is the patient user's id). An unknown
// id is a patient the operator asked for, so the app says "Patient not found" (spec 000 §8 "Internal errors").
import { API_ERROR_MESSAGES } from "@solerx/domain/common";
import { PatientRecord } from "@solerx/domain/patient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, isApiError } from "../../../lib/api-client";
import { withPendingRecord } from "../pending-edits";
import { patientKeys } from "../query-keys";

export const PATIENT_NOT_FOUND = API_ERROR_MESSAGES.patient[404];

export async function getPatientRecord(userId: string, signal?: AbortSignal) {
  try {
    return await apiRequest({ path: `/profile/patient/${encodeURIComponent(userId)}`, schema: PatientRecord, signal });
  } catch (error) {
    if (isApiError(error) && error.kind === "http" && error.status === 404) {
      throw new ApiError("http", 404, PATIENT_NOT_FOUND, error.defaultText, error.serverMessage, error.body, {
        cause: error,
      });
    }
    throw error;
  }
}

export const patientRecordQuery = (userId: string) =>
  queryOptions({
    queryKey: patientKeys.record(userId),
    // Shown with its edits not yet written (pending-edits.ts), so an edit is never made on older data.
    queryFn: async ({ signal }) => withPendingRecord(userId, await getPatientRecord(userId, signal)),
  });

export function usePatientRecord(userId: string | null | undefined, enabled = true) {
  return useQuery({ ...patientRecordQuery(userId ?? ""), enabled: !!userId && enabled });
}
