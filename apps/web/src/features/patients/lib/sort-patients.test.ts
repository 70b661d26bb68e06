import { describe, expect, it } from "vitest";
import { syntheticPatient } from "../../../testing/synthetic-patients";
import { toRows } from "./patient-rows";
import { DEFAULT_SORT, nextSort, sortRows } from "./sort-patients";

const DOCTOR_A = "00000000-0000-4000-8000-0000000000aa";
const DOCTOR_B = "00000000-0000-4000-8000-0000000000bb";
const doctors = new Map([
  [DOCTOR_A, "Dr. Zed"],
  [DOCTOR_B, "Dr. Abel"],
]);
const rows = toRows([
  syntheticPatient(1, {
    firstName: "Ada",
    lastName: "Lovelace",
    patientID: "B-2",
    assignedToDoctor: DOCTOR_A,
    birthDate: { day: 10, month: 12, year: 1815 },
    sessionsStatuses: ["ORDER_CREATED", "PRESCRIPTION_UPDATED"],
    updatedAt: "2026-01-02T10:00:00.000Z",
  }),
  syntheticPatient(2, {
    firstName: "Émile",
    lastName: "Zola",
    patientID: null,
    assignedToDoctor: DOCTOR_B,
    birthDate: null,
    sessionsStatuses: [],
    updatedAt: "2026-03-01T10:00:00.000Z",
  }),
  syntheticPatient(3, {
    firstName: "Grace",
    lastName: "Hopper",
    patientID: "a-1",
    assignedToDoctor: null,
    birthDate: { day: 9, month: 12, year: 1906 },
    sessionsStatuses: ["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
    updatedAt: "2026-02-01T10:00:00+01:00",
  }),
]);
const firstNames = (sorted: readonly { patient: { firstName: string } }[]) =>
  sorted.map((row) => row.patient.firstName);

describe("patient list sorting", () => {
  it("lists the most recently updated first by default", () => {
    expect(firstNames(sortRows(rows, DEFAULT_SORT, doctors))).toEqual(["Émile", "Grace", "Ada"]);
  });

  it("sorts by name ignoring accents, and by Reference ID ignoring case, missing values last both ways", () => {
    expect(firstNames(sortRows(rows, { column: "name", direction: "ascending" }, doctors))).toEqual([
      "Ada",
      "Émile",
      "Grace",
    ]);
    expect(firstNames(sortRows(rows, { column: "referenceId", direction: "ascending" }, doctors))).toEqual([
      "Grace",
      "Ada",
      "Émile",
    ]);
    expect(firstNames(sortRows(rows, { column: "referenceId", direction: "descending" }, doctors))).toEqual([
      "Ada",
      "Grace",
      "Émile",
    ]);
  });

  it("sorts by the doctor's name, the workflow order of statuses and the birth date", () => {
    expect(firstNames(sortRows(rows, { column: "doctor", direction: "ascending" }, doctors))).toEqual([
      "Émile",
      "Ada",
      "Grace",
    ]);
    expect(firstNames(sortRows(rows, { column: "status", direction: "descending" }, doctors))).toEqual([
      "Ada",
      "Grace",
      "Émile",
    ]);
    expect(firstNames(sortRows(rows, { column: "birthDate", direction: "descending" }, doctors))).toEqual([
      "Grace",
      "Ada",
      "Émile",
    ]);
  });

  it("reverses a column on a second click and starts another at its natural direction", () => {
    expect(nextSort(DEFAULT_SORT, "updated")).toEqual({ column: "updated", direction: "ascending" });
    expect(nextSort(DEFAULT_SORT, "name")).toEqual({ column: "name", direction: "ascending" });
    expect(nextSort({ column: "name", direction: "ascending" }, "name")).toEqual({
      column: "name",
      direction: "descending",
    });
    expect(nextSort({ column: "name", direction: "ascending" }, "birthDate")).toEqual({
      column: "birthDate",
      direction: "descending",
    });
  });
});
