import { describe, expect, it } from "vitest";
import { filterPatients, PAGE_SIZE, pageCount, pageOf, sortByUpdated } from "./filter-patients";
import { patientLandingPath, patientStatus } from "./patient-status";

const patients = [
  { firstName: "Ada", lastName: "Lovelace", patientID: "REF-001", updatedAt: "2026-01-02T10:00:00Z" },
  { firstName: "José", lastName: "Martínez", patientID: null, updatedAt: "2026-03-01T10:00:00Z" },
  { firstName: "Grace", lastName: "Hopper", patientID: "x-42", updatedAt: "2026-02-01T10:00:00Z" },
];

describe("patient search", () => {
  it("finds by first name, last name, full name or Reference ID, ignoring case and accents", () => {
    expect(filterPatients(patients, "ada").map((p) => p.lastName)).toEqual(["Lovelace"]);
    expect(filterPatients(patients, "hopper grace").map((p) => p.lastName)).toEqual(["Hopper"]);
    expect(filterPatients(patients, "jose martinez").map((p) => p.lastName)).toEqual(["Martínez"]);
    expect(filterPatients(patients, "ref-001").map((p) => p.lastName)).toEqual(["Lovelace"]);
    expect(filterPatients(patients, "  ")).toHaveLength(3);
    expect(filterPatients(patients, "nobody")).toHaveLength(0);
  });

  it("lists the most recently updated first", () => {
    expect(sortByUpdated(patients).map((p) => p.firstName)).toEqual(["José", "Grace", "Ada"]);
  });

  it("cuts 100,000 patients into 2,000 pages of 50 and keeps the page number in range", () => {
    const many = Array.from({ length: 100_000 }, (_, i) => i);
    expect(pageCount(many.length)).toBe(2000);
    expect(pageOf(many, 1)).toHaveLength(PAGE_SIZE);
    expect(pageOf(many, 2000)[0]).toBe(99_950);
    expect(pageOf(many, 99_999)[0]).toBe(99_950);
    expect(pageCount(0)).toBe(1);
    expect(pageOf([], 1)).toEqual([]);
  });
});

describe("patient status", () => {
  it("shows the highest-priority status of the latest session", () => {
    expect(patientStatus(["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"]).label).toBe("Scanned");
    expect(patientStatus(["ORDER_CREATED", "PRESCRIPTION_UPDATED"]).label).toBe("Ordered");
    expect(patientStatus([]).label).toBe("New");
  });

  it("opens a patient on the screen of its progress", () => {
    expect(patientLandingPath(["SESSION_CREATED"])).toBe("/scan-settings");
    expect(patientLandingPath(["MEASUREMENT_DATA_CAPTURED"])).toBe("/results");
    expect(patientLandingPath(["PRESCRIPTION_UPDATED"])).toBe("/prescription");
    expect(patientLandingPath(["ORDER_CREATED"])).toBe("/end-view");
  });
});
