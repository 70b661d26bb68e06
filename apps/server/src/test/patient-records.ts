// Test helpers of the patient record calls: a valid medical profile, a patient created through Get Started, and
// a medical profile saved in one of its sessions.

import type { MedicalProfile } from "@solerx/domain/patient";
import { defaultPrescription } from "@solerx/domain/prescription";
import type { FastifyInstance } from "fastify";
import { bearer, type Tokens } from "./sign-in";

/** A medical profile the server accepts; override any field. */
export function medicalProfile(overrides: Partial<MedicalProfile> = {}): MedicalProfile {
  return {
    patientID: "REF-7",
    weight: 150,
    weightUnit: "LBS",
    shoeSize: 11,
    shoeWidth: "standard",
    birthDateTimestamp: Date.UTC(1970, 4, 17),
    shoeSizeUnit: "US",
    leftShoeSize: 11,
    leftShoeWidth: "standard",
    rightShoeSize: 11,
    rightShoeWidth: "standard",
    leftGenderShoeSize: "MEN'S",
    rightGenderShoeSize: "MEN'S",
    notes: " ",
    leroyMeta: "{}",
    // The prescription as the server reads it back: its schema fills every default.
    prescriptionObj: defaultPrescription(),
    ...overrides,
  } as MedicalProfile;
}

/** Creates a patient in the store with the doctor; its user and first session ids. */
export async function createPatient(
  app: FastifyInstance,
  tokens: Tokens,
  storeID: string,
  body: Record<string, unknown>,
): Promise<{ userID: string; sessionID: string }> {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/profile/patient/${storeID}/create`,
    headers: bearer(tokens.accessToken),
    payload: { firstName: "Test", lastName: "Patient", ...body },
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Saves the patient's medical profile in the session (POST /profile/{userID}/update/fitStationMedicalProfile). */
export async function saveMedicalProfile(
  app: FastifyInstance,
  tokens: Tokens,
  ids: { userID: string; sessionID: string },
  profile: MedicalProfile,
): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url: `/api/v1/profile/${ids.userID}/update/fitStationMedicalProfile?sessionID=${ids.sessionID}`,
    headers: bearer(tokens.accessToken),
    payload: profile,
  });
  if (response.statusCode !== 200) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
}
