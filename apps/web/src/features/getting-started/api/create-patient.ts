// POST /profile/patient/{storeID}/create: the patient user, its store membership, first session and doctor, in
// one call (docs/decisions.md "Creating a patient is one call").
import { CreatePatientRequest, CreatePatientResponse } from "@solerx/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { patientKeys } from "../../../entities/patient/query-keys";
import { apiRequest } from "../../../lib/api-client";

export function createPatient(storeId: string, body: CreatePatientRequest) {
  return apiRequest({
    method: "POST",
    path: `/profile/patient/${encodeURIComponent(storeId)}/create`,
    json: CreatePatientRequest.parse(body),
    schema: CreatePatientResponse,
  });
}

export function useCreatePatient(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePatientRequest) => createPatient(storeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.store(storeId) }),
  });
}
