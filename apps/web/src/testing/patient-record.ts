// A complete patient record for tests, as the server answers it; each test overrides what it is about.
import type { PatientRecord } from "@solerx/domain/patient";

export function patientRecordFixture(overrides: Partial<PatientRecord> = {}): PatientRecord {
  return {
    userID: "4fad5e6a-7b8c-4d9e-9fa0-2b3c4d5e6f7a",
    firstName: "Ada",
    lastName: "Lovelace",
    patientID: "REF-1",
    zebraID: "PO-9",
    gender: "FEMALE",
    birthDate: { day: 10, month: 12, year: 1985 },
    assignedToDoctor: "2d8b3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e",
    sessionID: "5abe6f7b-8c9d-4eaf-8ab1-3c4d5e6f7a8b",
    sessionsStatuses: ["SESSION_CREATED"],
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    storeID: "0b6f1e2a-3c4d-4e5f-8a6b-7c8d9e0f1a2b",
    companyID: "1c7a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    version: 3,
    ...overrides,
  };
}
