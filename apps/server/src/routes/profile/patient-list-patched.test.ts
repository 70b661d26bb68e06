// Issue 17 point 8: a kept whole patient list is patched with the patients a change was about, not built again
// (areas/patients/list-cache.ts). After every kind of change, the patched answer must be byte for byte the list a fresh
// build gives (order included), and no change of another store or company may enter it.
import type { Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptListCounts } from "../../areas/patients/index";
import { addSessionStatus } from "../../areas/sessions/index";
import { MAX_LOGGED_PATIENTS } from "../../db/migrations/0011-patient-list-changes";
import { addSyntheticPatients, DEMO_PASSWORD } from "../../seed";
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

/** The whole list, kept and patched. */
const WHOLE = 100_000;
/** Each fresh build asks for a page size no call asked before, so no kept copy can answer it. */
let freshLimit = WHOLE - 1;

function call(method: "GET" | "POST" | "DELETE", url: string, payload?: object, tokens: Tokens = demo) {
  return testApp.app.inject({
    method,
    url: `/api/v1/profile${url}`,
    headers: bearer(tokens.accessToken),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function listBody(store: Store, limit: number, statuses?: string): Promise<string> {
  const filter = statuses ? `&sessionStatuses=${statuses}` : "";
  const response = await call("GET", `/patients/${store.storeID}?companyID=${store.companyID}&limit=${limit}${filter}`);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The kept list after a change: patched (never rebuilt), and equal to a fresh build. */
async function expectPatchedAsFresh(store: Store, statuses?: string): Promise<{ userID: string }[]> {
  const before = { ...keptListCounts(testApp.db) };
  const patched = await listBody(store, WHOLE, statuses);
  expect(keptListCounts(testApp.db)).toEqual({ built: before.built, patched: before.patched + 1 });
  freshLimit -= 1;
  const fresh = await listBody(store, freshLimit, statuses);
  expect(patched).toBe(fresh);
  return JSON.parse(patched).patients;
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  const get = (url: string) => testApp.app.inject({ url, headers: bearer(demo.accessToken) });
  [downtown, riverside] = (await get(`/api/v1/store/employee/${demo.sub}`)).json();
  [{ userID: doctorID }] = (await get(`/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
  for (const name of ["Ada", "Bea", "Cy"]) {
    await createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctorID, firstName: name });
  }
});
afterAll(() => testApp?.close());

describe("the kept whole list, patched from the change", () => {
  it("equals a fresh build after a create, an edit, a doctor, a session, a status, a second store and a delete", async () => {
    await listBody(downtown, WHOLE);
    const { userID } = await createPatient(testApp.app, demo, downtown.storeID, { assignedToDoctor: doctorID });
    const afterCreate = await expectPatchedAsFresh(downtown);
    expect(afterCreate[0]?.userID).toBe(userID);

    // An older patient edited moves to the top.
    const oldest = afterCreate.at(-1)?.userID ?? "";
    const edited = await call("POST", `/user/${oldest}/update`, {
      firstName: "Edited",
      lastName: "Old",
      gender: "MALE",
    });
    expect(edited.statusCode).toBe(200);
    expect((await expectPatchedAsFresh(downtown))[0]?.userID).toBe(oldest);

    const secondDoctor = await addOperator(testApp.db, "patched.doc@solerx.test", downtown.storeID, "MEDICAL_DOCTOR");
    expect((await call("POST", "/update/currentOwner", { userID, ownerID: secondDoctor })).statusCode).toBe(200);
    await expectPatchedAsFresh(downtown);

    // Kept before the session and its status (each fresh build below is kept too, and the cache holds 8 lists).
    await listBody(downtown, WHOLE, "MEASUREMENT_DATA_CAPTURED");
    const owners = [
      { type: "OPERATOR", id: demo.sub },
      { type: "USER", id: userID },
      { type: "COMPANY", id: downtown.companyID },
      { type: "SITE", id: downtown.storeID },
    ];
    const session = await call("POST", "/session/create", { owners });
    expect(session.statusCode).toBe(201);
    await expectPatchedAsFresh(downtown);

    // A status brings the patient into the filtered list (kept since before the session: two changes behind).
    await addSessionStatus(testApp.db, session.json().sessionID, "MEASUREMENT_DATA_CAPTURED");
    expect((await expectPatchedAsFresh(downtown, "MEASUREMENT_DATA_CAPTURED")).map((p) => p.userID)).toContain(userID);
    await expectPatchedAsFresh(downtown);

    await listBody(riverside, WHOLE);
    expect((await call("POST", "/addUserToSite", { userID, storeID: riverside.storeID })).statusCode).toBe(200);
    expect((await expectPatchedAsFresh(riverside)).map((p) => p.userID)).toContain(userID);

    expect((await call("DELETE", `/user/${userID}/delete`)).statusCode).toBe(204);
    expect((await expectPatchedAsFresh(downtown)).map((p) => p.userID)).not.toContain(userID);
    expect((await expectPatchedAsFresh(riverside)).map((p) => p.userID)).not.toContain(userID);
  });

  it("takes in no patient of another store or company", async () => {
    const before = (await listBody(downtown, WHOLE)).length;
    const riversideDoctor = await addOperator(testApp.db, "patched.r@solerx.test", riverside.storeID, "MEDICAL_DOCTOR");
    const { userID } = await createPatient(testApp.app, demo, riverside.storeID, { assignedToDoctor: riversideDoctor });
    // Downtown's version did not move: its kept list is answered as it was.
    expect((await listBody(downtown, WHOLE)).length).toBe(before);
    expect(await listBody(downtown, WHOLE)).not.toContain(userID);

    const [otherStore] = (
      await testApp.app.inject({ url: `/api/v1/store/employee/${other.sub}`, headers: bearer(other.accessToken) })
    ).json() as Store[];
    const [{ userID: otherDoctor }] = (
      await testApp.app.inject({
        url: `/api/v1/store/doctors/${otherStore?.storeID}/${otherStore?.companyID}`,
        headers: bearer(other.accessToken),
      })
    ).json();
    const foreign = await createPatient(testApp.app, other, otherStore?.storeID ?? "", {
      assignedToDoctor: otherDoctor,
    });
    expect(await listBody(downtown, WHOLE)).not.toContain(foreign.userID);
  });

  it("patches a statement changing several patients, and builds again after one changing more than a patch is worth", async () => {
    const patients = JSON.parse(await listBody(downtown, WHOLE)).patients as { userID: string }[];
    await testApp.db
      .updateTable("users")
      .set({ updated_at: new Date() })
      .where(
        "id",
        "in",
        patients.slice(1).map((patient) => patient.userID),
      )
      .execute();
    await expectPatchedAsFresh(downtown);

    const before = { ...keptListCounts(testApp.db) };
    await addSyntheticPatients(testApp.db, MAX_LOGGED_PATIENTS + 1);
    const rebuilt = await listBody(downtown, WHOLE);
    expect(keptListCounts(testApp.db)).toEqual({ built: before.built + 1, patched: before.patched });
    expect(JSON.parse(rebuilt).patients).toHaveLength(patients.length + MAX_LOGGED_PATIENTS + 1);
    freshLimit -= 1;
    expect(rebuilt).toBe(await listBody(downtown, freshLimit));
  });
});
