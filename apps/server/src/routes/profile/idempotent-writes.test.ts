// Issue 17 point 7: a patient record write sent again with its idempotency-key (a retry whose answer was lost) is
// answered with the version it got the first time, and made once: one version step, one audit entry, the record
// as the first attempt left it, even when another write came between. Per operator; a key is one write of one
// patient and route; a key that is not a UUID is refused with 400.
import { randomUUID } from "node:crypto";
import { RECORD_IDEMPOTENCY_HEADER } from "@solerx/domain/patient";
import type { Doctor, Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { createPatient, medicalProfile } from "../../test/patient-records";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let downtown: Store;
let doctor: Doctor;

function newPatient() {
  return createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctor.userID });
}

function write(tokens: Tokens, url: string, payload: object, headers: Record<string, string>) {
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/profile${url}`,
    headers: { ...bearer(tokens.accessToken), ...headers },
    payload,
  });
}

async function updates(patientID: string): Promise<number> {
  const rows = await testApp.db
    .selectFrom("audit_log")
    .select("id")
    .where("patient_id", "=", patientID)
    .where("action", "=", "update")
    .execute();
  return rows.length;
}

async function record(userID: string) {
  const response = await testApp.app.inject({
    url: `/api/v1/profile/user/${userID}/fitStationMedicalProfile`,
    headers: bearer(demo.accessToken),
  });
  return response.json() as { version: number; medicalProfile: { notes: string } };
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  const stores = await testApp.app.inject({
    url: `/api/v1/store/employee/${demo.sub}`,
    headers: bearer(demo.accessToken),
  });
  [downtown] = stores.json();
  const doctors = await testApp.app.inject({
    url: `/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`,
    headers: bearer(demo.accessToken),
  });
  [doctor] = doctors.json();
});
afterAll(() => testApp?.close());

describe("patient record writes with an idempotency-key", () => {
  it("answers a retry with the first attempt's version and makes the write once", async () => {
    const { userID, sessionID } = await newPatient();
    const { version } = await record(userID);
    const url = `/${userID}/update/fitStationMedicalProfile?sessionID=${sessionID}`;
    const key = randomUUID();
    const headers = { "if-match": `"${version}"`, [RECORD_IDEMPOTENCY_HEADER]: key };
    const first = await write(demo, url, medicalProfile({ notes: "first attempt" }), headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ version: version + 1 });
    const before = await updates(userID);

    // The retry names the version the first attempt was made on: without the key it would be a 412.
    const retry = await write(demo, url, medicalProfile({ notes: "first attempt" }), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ version: version + 1 });
    expect(retry.headers.etag).toBe(`"${version + 1}"`);
    expect(await updates(userID)).toBe(before);
    expect(await record(userID)).toMatchObject({ version: version + 1, medicalProfile: { notes: "first attempt" } });

    // Another write came between: a late retry of the first still changes nothing.
    const next = await write(demo, url, medicalProfile({ notes: "a later write" }), {
      "if-match": `"${version + 1}"`,
      [RECORD_IDEMPOTENCY_HEADER]: randomUUID(),
    });
    expect(next.statusCode).toBe(200);
    const late = await write(demo, url, medicalProfile({ notes: "first attempt" }), headers);
    expect(late.json()).toEqual({ version: version + 1 });
    expect(await record(userID)).toMatchObject({ version: version + 2, medicalProfile: { notes: "a later write" } });
  });

  it("makes two attempts sent at once one write", async () => {
    const { userID } = await newPatient();
    const { version } = await record(userID);
    const headers = { "if-match": `"${version}"`, [RECORD_IDEMPOTENCY_HEADER]: randomUUID() };
    const body = { firstName: "Twice", lastName: "Sent", gender: "FEMALE" };
    const answers = await Promise.all([
      write(demo, `/user/${userID}/update`, body, headers),
      write(demo, `/user/${userID}/update`, body, headers),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual([
      [200, { version: version + 1 }],
      [200, { version: version + 1 }],
    ]);
    expect((await record(userID)).version).toBe(version + 1);
  });

  it("keeps keys per operator: another operator's same key is a write of its own", async () => {
    const { userID } = await newPatient();
    await addOperator(testApp.db, "keys-second@solerx.test", downtown.storeID, "SITE_ADMIN");
    const second = await signIn(testApp.app, "keys-second@solerx.test", DEMO_PASSWORD);
    const key = randomUUID();
    const body = { firstName: "Per", lastName: "Operator", gender: "MALE" };
    const mine = await write(demo, `/user/${userID}/update`, body, { [RECORD_IDEMPOTENCY_HEADER]: key });
    const theirs = await write(second, `/user/${userID}/update`, body, { [RECORD_IDEMPOTENCY_HEADER]: key });
    expect(theirs.json().version).toBe(mine.json().version + 1);
  });

  it("refuses a key reused for another patient or route with 422, and a key that is not a UUID with 400", async () => {
    const { userID } = await newPatient();
    const other = await newPatient();
    const key = randomUUID();
    const body = { firstName: "Key", lastName: "Once", gender: "MALE" };
    expect((await write(demo, `/user/${userID}/update`, body, { [RECORD_IDEMPOTENCY_HEADER]: key })).statusCode).toBe(
      200,
    );
    const elsewhere = await write(demo, `/user/${other.userID}/update`, body, { [RECORD_IDEMPOTENCY_HEADER]: key });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().message).toBe("The idempotency-key was used for another write");
    const before = await record(other.userID);
    const bad = await write(demo, `/user/${other.userID}/update`, body, { [RECORD_IDEMPOTENCY_HEADER]: "again" });
    expect(bad.statusCode).toBe(400);
    expect((await record(other.userID)).version).toBe(before.version);
  });
});
