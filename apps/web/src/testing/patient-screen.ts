// The network and client state of an open patient's screen for component tests: signed in with a store chosen,
// the record open, and msw answering the record, its medical profile, its session's scans, the operator's stores
// and the company's saved Rx. Medical profile writes are recorded as the server received them.
import type { MedicalProfile, PatientRecord } from "@solerx/domain/patient";
import type { SavedRx, SavedRxListItem } from "@solerx/domain/saved-rx";
import type { Scan } from "@solerx/domain/scan";
import type { Store } from "@solerx/domain/store";
import { HttpResponse, http } from "msw";
import { openPatientRecord, openRecord } from "../entities/patient/open-record";
import { signInState } from "../entities/session/session-state";
import { chosenStore } from "../entities/store/store-state";
import { server } from "./msw";
import { patientRecordFixture } from "./patient-record";
import { testId } from "./scans";

export const OPERATOR_ID = testId(900);

export function storeFixture(record: PatientRecord): Store {
  return {
    storeID: record.storeID,
    companyID: record.companyID,
    name: "Downtown",
    company: "Demo Clinic",
    address: "1 Main St",
    hideSensitiveData: false,
  };
}

/** Signed in as an operator of the store, which is chosen (no patient open). */
export function signInToStore(store: Store): void {
  signInState.set({
    authStatus: "signed-in",
    operator: { userId: OPERATOR_ID, email: null, givenName: "Grace", familyName: "Hopper" },
    signedInAt: Date.now(),
  });
  chosenStore.set({ storeId: store.storeID });
  server.use(http.get(`*/api/v1/store/employee/${OPERATOR_ID}`, () => HttpResponse.json([store])));
}

/** A complete scan of one foot. */
export function footScan(foot: "left" | "right", n: number): Scan {
  return {
    measurementID: testId(n),
    subtype: foot === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
    isComplete: true,
    meta: { scanMode: "weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" },
  };
}

export function scansOf(feet: { left: boolean; right: boolean }): Scan[] {
  return [...(feet.left ? [footScan("left", 101)] : []), ...(feet.right ? [footScan("right", 102)] : [])];
}

export interface ProfileWrite {
  action: string | null;
  update: string | null;
  ifMatch: string | null;
  body: MedicalProfile;
  /** When the server received it (Date.now()). */
  at: number;
}

export interface PatientScreenSetup {
  record?: PatientRecord;
  profile: MedicalProfile | null;
  scans: Scan[];
  savedRx?: SavedRx[];
}

/** Signs in, chooses the record's store, opens the record and answers its calls; returns the profile writes. */
export function openPatientScreen({
  record = patientRecordFixture(),
  profile,
  scans,
  savedRx = [],
}: PatientScreenSetup) {
  const writes: ProfileWrite[] = [];
  let version = record.version;
  let stored = profile;
  signInToStore(storeFixture(record));
  openPatientRecord({ id: record.userID, orderId: null });
  const list: SavedRxListItem[] = savedRx.map((rx) => ({
    fileName: rx.fileName,
    updatedAt: "2026-11-01T10:00:00.000Z",
  }));
  server.use(
    http.get(`*/api/v1/profile/patient/${record.userID}`, () => HttpResponse.json({ ...record, version })),
    http.get(`*/api/v1/profile/user/${record.userID}/fitStationMedicalProfile`, () =>
      HttpResponse.json({ medicalProfile: stored, version }),
    ),
    http.post(`*/api/v1/profile/${record.userID}/update/fitStationMedicalProfile`, async ({ request }) => {
      const url = new URL(request.url);
      const body = (await request.json()) as MedicalProfile;
      writes.push({
        action: url.searchParams.get("action"),
        update: url.searchParams.get("update"),
        ifMatch: request.headers.get("If-Match"),
        body,
        at: Date.now(),
      });
      if (url.searchParams.get("update") !== "false") stored = body;
      version += 1;
      return HttpResponse.json({ version });
    }),
    http.get(`*/api/v1/biometric/scans/${record.sessionID}/getScans`, () => HttpResponse.json(scans)),
    http.get("*/api/v1/savedrx/get/list", ({ request }) =>
      new URL(request.url).searchParams.get("companyID") === record.companyID
        ? HttpResponse.json(list)
        : HttpResponse.json([]),
    ),
    http.get("*/api/v1/savedrx/:fileName/get", ({ params }) => {
      const found = savedRx.find((rx) => rx.fileName === params.fileName);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ statusCode: 404, message: "Prescription not found" }, { status: 404 });
    }),
  );
  return { record, writes };
}

/** What openPatientScreen set, undone between tests. */
export function closePatientScreen(): void {
  openRecord.reset();
  signInState.reset();
  chosenStore.reset();
}
