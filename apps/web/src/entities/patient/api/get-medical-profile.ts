// GET /profile/user/{userID}/fitStationMedicalProfile: the open patient's medical profile (weight, shoe sizes,
// birth date, notes, prescription) and the record's version.
import { MedicalProfileResponse } from "@solerx/domain/patient";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { withPendingMedicalProfile } from "../pending-edits";
import { patientKeys } from "../query-keys";

export function getMedicalProfile(userId: string, signal?: AbortSignal) {
  return apiRequest({
    path: `/profile/user/${encodeURIComponent(userId)}/fitStationMedicalProfile`,
    schema: MedicalProfileResponse,
    signal,
  });
}

export const medicalProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: patientKeys.medicalProfile(userId),
    // Shown with its edits not yet written (pending-edits.ts), so an edit is never made on older data.
    queryFn: async ({ signal }) => withPendingMedicalProfile(userId, await getMedicalProfile(userId, signal)),
  });

export function useMedicalProfile(userId: string | null | undefined, enabled = true) {
  return useQuery({ ...medicalProfileQuery(userId ?? ""), enabled: !!userId && enabled });
}
