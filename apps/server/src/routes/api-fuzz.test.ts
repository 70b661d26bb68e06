// Issue 17 point 2: every operation of the OpenAPI document fuzzed from its own schema (test/api-fuzz.ts) as the
// demo operator, with ids of real records: no answer is a 5xx, and everything stored reads back through the API
// and within the JSON bounds. A bounded run (FUZZ_RUNS, 400 by default); `npm run fuzz` runs a long one.
import { defaultPrescription } from "@solerx/domain/prescription";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { fuzzApi } from "../test/api-fuzz";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../test/orders";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { storedProblems } from "../test/stored-data";
import { createTestApp, type TestApp } from "../test/test-app";

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

let testApp: TestApp;
let demo: Tokens;
let patient: ScannedPatient;
let ids: string[];

beforeAll(async () => {
  testApp = await createTestApp({ logLevel: "silent" });
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  const at = await firstStore(testApp.app, demo);
  patient = await scannedPatient(testApp.app, demo, at);
  const placed = await placeOrder(testApp.app, demo, orderBody(patient));
  await testApp.app.inject({
    method: "POST",
    url: "/api/v1/savedrx/upsert",
    headers: bearer(demo.accessToken),
    payload: { fileName: "Fuzz template", fileData: defaultPrescription(), companyID: at.store.companyID },
  });
  ids = [
    demo.sub,
    at.store.storeID,
    at.store.companyID,
    at.doctor.userID,
    patient.userID,
    patient.sessionID,
    patient.leftScanID,
    patient.rightScanID,
    placed.json().orderID,
  ];
}, 120_000);
afterAll(() => testApp?.close());

describe("the API under fuzzing", () => {
  it("answers every operation of the OpenAPI document without a 5xx, and stores nothing invalid", async () => {
    const headers = bearer(demo.accessToken);
    const report = await fuzzApi(testApp.app, { headers, ids, runs: RUNS });
    console.info(`api fuzz: ${report.requests} requests, ${JSON.stringify(report.statuses)}`);
    expect(report.failures).toEqual([]);
    expect(report.requests).toBe(RUNS);
    const problems = await storedProblems(testApp.app, testApp.db, {
      headers,
      storeID: patient.store.storeID,
      companyID: patient.store.companyID,
    });
    expect(problems).toEqual([]);
  }, 240_000);
});
