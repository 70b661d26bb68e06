// Issue 17 point 6, the lab reads orders, not the clinics' whole records: lab staff (SUPPORT_ADMIN) read across
// companies only what an order needs, the patient data and scans of patients with an order; a patient without one,
// a store's patient list, its doctors and the audit log of another company are refused (403), as for any clinic
// of another company. A SUPER_ADMIN (platform support, not the lab) still reads them, audited.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../../test/orders";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let lab: Tokens;
let ordered: ScannedPatient;
let unordered: ScannedPatient;

const read = (tokens: Tokens, url: string) =>
  testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(tokens.accessToken) });

/** Every read of a patient's data and scans the API has. */
function patientReads(patient: ScannedPatient): string[] {
  return [
    `/profile/user/${patient.userID}`,
    `/profile/patient/${patient.userID}`,
    `/profile/user/${patient.userID}/fitStationProfile`,
    `/profile/user/${patient.userID}/fitStationMedicalProfile`,
    `/profile/session/${patient.sessionID}`,
    `/biometric/scans/${patient.sessionID}/getScans`,
    `/biometric/scans/properties/${patient.leftScanID}`,
    `/biometric/scans/${patient.leftScanID}/get3DScanSurfaceModel`,
  ];
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
  const at = await firstStore(testApp.app, demo);
  ordered = await scannedPatient(testApp.app, demo, at, { firstName: "Has", lastName: "Order" });
  unordered = await scannedPatient(testApp.app, demo, at, { firstName: "No", lastName: "Order" });
  const placed = await placeOrder(testApp.app, demo, orderBody(ordered), randomUUID());
  expect(placed.statusCode, placed.body).toBe(201);
});
afterAll(() => testApp?.close());

describe("the lab's reach into the clinics' records", () => {
  it("reads the patient data and scans of a patient with an order", async () => {
    for (const url of patientReads(ordered)) expect((await read(lab, url)).statusCode, url).toBe(200);
  });

  it("is refused (403) the records and scans of a patient without an order", async () => {
    for (const url of patientReads(unordered)) expect((await read(lab, url)).statusCode, url).toBe(403);
  });

  it("is refused (403) a clinic's patient list, its doctors and its audit log", async () => {
    const { store } = ordered;
    for (const url of [
      `/profile/patients/${store.storeID}?companyID=${store.companyID}`,
      `/store/doctors/${store.storeID}/${store.companyID}`,
      `/store/${store.storeID}`,
      `/audit?patientID=${ordered.userID}`,
    ]) {
      expect((await read(lab, url)).statusCode, url).toBe(403);
    }
  });

  it("leaves a SUPER_ADMIN's audited reads as they were", async () => {
    const [labStore] = (await read(lab, `/store/employee/${lab.sub}`)).json() as { storeID: string }[];
    await addOperator(testApp.db, "support@solerx.test", labStore?.storeID ?? "", "SUPER_ADMIN");
    const support = await signIn(testApp.app, "support@solerx.test", DEMO_PASSWORD);
    expect((await read(support, `/profile/user/${unordered.userID}/fitStationMedicalProfile`)).statusCode).toBe(200);
  });
});
