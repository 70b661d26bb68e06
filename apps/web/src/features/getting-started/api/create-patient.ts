// Creating a patient from Getting started: the form's request, checked against the contract, then one call
// (entities/patient/api/create-patient.ts); the store's patient list reloads.
import { CreatePatientRequest } from "@solerx/domain/patient";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createPatient } from "../../../entities/patient/api/create-patient";
import { patientKeys } from "../../../entities/patient/query-keys";

export function useCreatePatient(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePatientRequest) => createPatient(storeId, CreatePatientRequest.parse(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.store(storeId) }),
  });
}
