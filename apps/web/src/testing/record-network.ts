// The calls an open record's screens make, answered by msw: the record, its medical profile, its session's scans
// and their measurements, its store and the store's doctors. Each test passes what it is about.

import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import type { Scan, ScanProperties } from "@solerx/domain/scan";
import type { Doctor, Store } from "@solerx/domain/store";
import { HttpResponse, http } from "msw";
import { medicalProfileFixture } from "./medical-profile";
import { server } from "./msw";
import { patientRecordFixture } from "./patient-record";
import { scanPropertiesFixture, testId } from "./scans";

export const LEFT_SCAN = testId(1);
export const RIGHT_SCAN = testId(2);

export function scanFixture(id: string, foot: "left" | "right", overrides: Partial<Scan> = {}): Scan {
  return {
    measurementID: id,
    subtype: foot === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
    isComplete: true,
    meta: { scanMode: "semi-weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" },
    createdAt: "2026-11-01T10:00:00.000Z",
    completedAt: "2026-11-01T10:00:05.000Z",
    ...overrides,
  };
}

export function storeFixture(record: PatientRecord = patientRecordFixture()): Store {
  return {
    storeID: record.storeID,
    name: "Springfield Clinic",
    company: "Demo Clinic",
    companyID: record.companyID,
    address: "1 Main Street, Springfield",
    hideSensitiveData: false,
  };
}

export interface OpenRecordData {
  record?: PatientRecord;
  profile?: MedicalProfile | null;
  scans?: Scan[];
  properties?: Record<string, ScanProperties>;
  store?: Store;
  doctors?: Doctor[];
}

/** Serves the record's reads; answers what it served. */
export function serveOpenRecord(data: OpenRecordData = {}) {
  const record = data.record ?? patientRecordFixture();
  const profile = data.profile === undefined ? medicalProfileFixture() : data.profile;
  const scans = data.scans ?? [scanFixture(LEFT_SCAN, "left"), scanFixture(RIGHT_SCAN, "right")];
  const properties = data.properties ?? {
    [LEFT_SCAN]: scanPropertiesFixture(LEFT_SCAN, { footLength: 261 }),
    [RIGHT_SCAN]: scanPropertiesFixture(RIGHT_SCAN, { subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT", footLength: 263 }),
  };
  const store = data.store ?? storeFixture(record);
  const doctors = data.doctors ?? [
    { userID: record.assignedToDoctor ?? testId(70), firstName: "Gregory", lastName: "House" },
  ];
  server.use(
    http.get("*/api/v1/profile/patient/:id", () => HttpResponse.json(record)),
    http.get("*/api/v1/profile/user/:id/fitStationMedicalProfile", () =>
      HttpResponse.json({ medicalProfile: profile, version: record.version }),
    ),
    http.get("*/api/v1/biometric/scans/:sessionID/getScans", () => HttpResponse.json(scans)),
    http.get("*/api/v1/biometric/scans/properties/:scanID", ({ params }) => {
      const found = properties[String(params.scanID)];
      return found ? HttpResponse.json(found) : new HttpResponse(null, { status: 404 });
    }),
    http.get("*/api/v1/store/doctors/:storeID/:companyID", () => HttpResponse.json(doctors)),
    http.get("*/api/v1/store/:storeID", () => HttpResponse.json(store)),
  );
  return { record, profile, scans, properties, store, doctors };
}
