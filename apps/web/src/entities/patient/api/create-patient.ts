// POST /profile/patient/{storeID}/create: the patient user, its store membership, first session and doctor, in
// one call (docs/decisions.md "Creating a patient is one call"). Getting started and Reorder both create with it.
import { type CreatePatientRequest, CreatePatientResponse } from "@solerx/domain/patient";
import { apiRequest } from "../../../lib/api-client";

export function createPatient(storeId: string, request: CreatePatientRequest) {
  return apiRequest({
    method: "POST",
    path: `/profile/patient/${encodeURIComponent(storeId)}/create`,
    json: request,
    schema: CreatePatientResponse,
  });
}
