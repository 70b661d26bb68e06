// Synthetic patient summaries for the list's tests and the patients-list bench: names, Reference IDs and PO
// numbers that vary like real ones, patient 0 the most recently updated.

import type { SessionStatus } from "@solerx/domain/common";
import type { PatientSummary } from "@solerx/domain/patient";

const FIRST = ["Ada", "Grace", "José", "Amélie", "Noah", "Liam", "Olivia", "Emma", "Mateo", "Zoë", "Hiro", "Priya"];
const LAST = ["Lovelace", "Hopper", "Martínez", "Dubois", "Smith", "Nguyen", "O'Brien", "Kowalski", "Müller", "Rossi"];
const HISTORIES: SessionStatus[][] = [
  [],
  ["SESSION_CREATED"],
  ["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
  ["PRESCRIPTION_CREATED", "MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
  ["ORDER_CREATED", "PRESCRIPTION_UPDATED", "MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
];

/** A valid v4-shaped id per index, so the client's schema accepts the list. */
export const syntheticId = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`;

export function syntheticPatient(index: number, overrides: Partial<PatientSummary> = {}): PatientSummary {
  return {
    userID: syntheticId(index),
    firstName: `${FIRST[index % FIRST.length]}${index}`,
    lastName: LAST[Math.floor(index / FIRST.length) % LAST.length] as string,
    patientID: `REF-${String(index).padStart(6, "0")}`,
    zebraID: index % 3 === 0 ? `PO${String(900_000 + index)}` : null,
    gender: (["MALE", "FEMALE", "UNKNOWN"] as const)[index % 3] ?? "UNKNOWN",
    birthDate: { day: 1 + (index % 28), month: 1 + (index % 12), year: 1940 + (index % 70) },
    assignedToDoctor: null,
    sessionID: null,
    sessionsStatuses: HISTORIES[index % HISTORIES.length] ?? [],
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    ...overrides,
  };
}

export function syntheticPatients(count: number): PatientSummary[] {
  return Array.from({ length: count }, (_, index) => syntheticPatient(index));
}
