// The whole patient list is kept by the server between calls (areas/patients/list-cache.ts): every write that changes
// what the list shows must show in the next whole-list call, and a kept list never reaches another scope.
import type { PatientList, PatientSummary } from "@solerx/domain/patient";
import type { Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionStatus } from "../../areas/sessions/index";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { createPatient } from "../../test/patient-records";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let downtown: Store;
let riverside: Store;
let doctorID: string;

/** Above the first-page size, so the answer is one the server keeps. */
const WHOLE = 100_000;

function call(method: "GET" | "POST" | "DELETE", url: string, payload?: object, tokens: Tokens = demo) {
  return testApp.app.inject({
    method,
    url: `/api/v1/profile${url}`,
    headers: bearer(tokens.accessToken),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function wholeList(store: Store, tokens: Tokens = demo): Promise<PatientList> {
  const response = await call(
    "GET",
    `/patients/${store.storeID}?companyID=${store.companyID}&limit=${WHOLE}`,
    undefined,
    tokens,
  );
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function listed(store: Store, userID: string): Promise<PatientSummary | undefined> {
  return (await wholeList(store)).patients.find((patient) => patient.userID === userID);
}

async function listVersion(storeID: string): Promise<string> {
  const row = await testApp.db
    .selectFrom("stores")
    .select("patients_version")
    .where("id", "=", storeID)
    .executeTakeFirstOrThrow();
  return String(row.patients_version);
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  const get = (url: string) => testApp.app.inject({ url, headers: bearer(demo.accessToken) });
  [downtown, riverside] = (await get(`/api/v1/store/employee/${demo.sub}`)).json();
  [{ userID: doctorID }] = (await get(`/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
});
afterAll(() => testApp?.close());

describe("the kept whole list", () => {
  it("shows every kind of change in the next call: create, edit, doctor, session, status, second store, delete", async () => {
    await wholeList(downtown);
    const { userID } = await createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctorID });
    expect(await listed(downtown, userID)).toMatchObject({ firstName: "Test" });

    const edited = await call("POST", `/user/${userID}/update`, {
      firstName: "Edited",
      lastName: "Patient",
      gender: "MALE",
    });
    expect(edited.statusCode).toBe(200);
    expect(await listed(downtown, userID)).toMatchObject({ firstName: "Edited", gender: "MALE" });

    const secondDoctor = await addOperator(testApp.db, "second.doc@solerx.test", downtown.storeID, "MEDICAL_DOCTOR");
    expect((await call("POST", "/update/currentOwner", { userID, ownerID: secondDoctor })).statusCode).toBe(200);
    expect(await listed(downtown, userID)).toMatchObject({ assignedToDoctor: secondDoctor });

    const owners = [
      { type: "OPERATOR", id: demo.sub },
      { type: "USER", id: userID },
      { type: "COMPANY", id: downtown.companyID },
      { type: "SITE", id: downtown.storeID },
    ];
    const session = await call("POST", "/session/create", { owners });
    expect(session.statusCode).toBe(201);
    const { sessionID } = session.json();
    expect(await listed(downtown, userID)).toMatchObject({ sessionID, sessionsStatuses: ["SESSION_CREATED"] });

    // A status written straight to the session (as the scan and order flows do), not through the patient.
    await addSessionStatus(testApp.db, sessionID, "MEASUREMENT_DATA_CAPTURED");
    expect((await listed(downtown, userID))?.sessionsStatuses).toContain("MEASUREMENT_DATA_CAPTURED");

    await wholeList(riverside);
    expect((await call("POST", "/addUserToSite", { userID, storeID: riverside.storeID })).statusCode).toBe(200);
    expect(await listed(riverside, userID)).toBeDefined();

    expect((await call("DELETE", `/user/${userID}/delete`)).statusCode).toBe(204);
    expect(await listed(downtown, userID)).toBeUndefined();
    expect(await listed(riverside, userID)).toBeUndefined();
  });

  it("is answered again while nothing changed, and an operator's own sign-in changes nothing", async () => {
    const before = await listVersion(downtown.storeID);
    const first = await wholeList(downtown);
    await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    expect(await listVersion(downtown.storeID)).toBe(before);
    expect(await wholeList(downtown)).toEqual(first);
  });

  it("moves only the changed store's version", async () => {
    const downtownBefore = await listVersion(downtown.storeID);
    const riversideBefore = await listVersion(riverside.storeID);
    const riversideDoctor = await addOperator(testApp.db, "r.doc@solerx.test", riverside.storeID, "MEDICAL_DOCTOR");
    await createPatient(testApp.app, demo, riverside.storeID, { assignedToDoctor: riversideDoctor });
    expect(await listVersion(downtown.storeID)).toBe(downtownBefore);
    expect(Number(await listVersion(riverside.storeID))).toBeGreaterThan(Number(riversideBefore));
  });

  it("never answers a kept list to another company's operator", async () => {
    await createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctorID, firstName: "Kept" });
    expect((await wholeList(downtown)).patients.map((patient) => patient.firstName)).toContain("Kept");
    const foreign = await call(
      "GET",
      `/patients/${downtown.storeID}?companyID=${downtown.companyID}&limit=${WHOLE}`,
      undefined,
      other,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).not.toContain("Kept");
  });
});
