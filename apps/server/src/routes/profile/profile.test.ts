// /api/v1/profile: creating patients, the store's patient list, one record, and company boundaries.
import { randomUUID } from "node:crypto";
import { PatientList, type PatientRecord, PatientSummary } from "@solerx/domain/patient";
import type { Doctor, Store } from "@solerx/domain/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addSessionStatus, listSessionStatuses } from "../../areas/sessions/index";
import { addSyntheticPatients, DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let other: Tokens;
let downtown: Store;
let riverside: Store;
let lakeside: Store;
let doctor: Doctor;
let otherDoctor: Doctor;

function inject(tokens: Tokens, method: "GET" | "POST", url: string, payload?: unknown) {
  return testApp.app.inject({ method, url, headers: bearer(tokens.accessToken), ...(payload ? { payload } : {}) });
}

function listUrl(store: Store, query = "") {
  return `/api/v1/profile/patients/${store.storeID}?companyID=${store.companyID}${query}`;
}

async function patientCount() {
  const row = await testApp.db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_type", "=", "PATIENT")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  [downtown, riverside] = (await inject(demo, "GET", `/api/v1/store/employee/${demo.sub}`)).json();
  [lakeside] = (await inject(other, "GET", `/api/v1/store/employee/${other.sub}`)).json();
  [doctor] = (await inject(demo, "GET", `/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
  [otherDoctor] = (
    await inject(other, "GET", `/api/v1/store/doctors/${lakeside.storeID}/${lakeside.companyID}`)
  ).json();
});
afterAll(() => testApp?.close());

describe("POST /api/v1/profile/patient/:storeID/create", () => {
  it("creates the patient with its store, first session, profile and doctor, and lists it first", async () => {
    const created = await inject(demo, "POST", `/api/v1/profile/patient/${downtown.storeID}/create`, {
      firstName: "Ada",
      lastName: "Lovelace",
      assignedToDoctor: doctor.userID,
      patientID: "REF-1815",
    });
    expect(created.statusCode).toBe(201);
    const { userID, sessionID } = created.json();

    const list: PatientList = (await inject(demo, "GET", listUrl(downtown))).json();
    expect(list.patients[0]).toMatchObject({
      userID,
      firstName: "Ada",
      lastName: "Lovelace",
      patientID: "REF-1815",
      gender: "UNKNOWN",
      birthDate: null,
      assignedToDoctor: doctor.userID,
      sessionID,
      sessionsStatuses: ["SESSION_CREATED"],
    });

    const record = await inject(demo, "GET", `/api/v1/profile/user/${userID}`);
    expect(record.statusCode).toBe(200);
    expect(record.json()).toMatchObject({
      userID,
      storeID: downtown.storeID,
      companyID: downtown.companyID,
      zebraID: null,
      sessionID,
    } satisfies Partial<PatientRecord>);

    const session = await testApp.db.selectFrom("sessions").selectAll().where("id", "=", sessionID).executeTakeFirst();
    expect(session).toMatchObject({ user_id: userID, operator_id: demo.sub, store_id: downtown.storeID });
    const profile = await testApp.db
      .selectFrom("profiles")
      .selectAll()
      .where("user_id", "=", userID)
      .executeTakeFirst();
    expect(profile).toMatchObject({ weight: 70, last_valid_session_id: sessionID });
  });

  it("keeps each store's patients apart", async () => {
    const created = await inject(demo, "POST", `/api/v1/profile/patient/${riverside.storeID}/create`, {
      firstName: "Grace",
      lastName: "Hopper",
      gender: "FEMALE",
      assignedToDoctor: doctor.userID,
    });
    expect(created.statusCode).toBe(201);
    const riversideList: PatientList = (await inject(demo, "GET", listUrl(riverside))).json();
    expect(riversideList.patients.map((p) => p.lastName)).toEqual(["Hopper"]);
    const downtownList: PatientList = (await inject(demo, "GET", listUrl(downtown))).json();
    expect(downtownList.patients.map((p) => p.lastName)).not.toContain("Hopper");
  });

  it("refuses a create without a sign-in with 401 Unauthorized, creating nothing", async () => {
    const before = await patientCount();
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/profile/patient/${downtown.storeID}/create`,
      payload: { firstName: "Alan", lastName: "Turing", assignedToDoctor: doctor.userID },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("Unauthorized");
    expect(await patientCount()).toBe(before);
  });

  it("refuses invalid bodies with 422 and creates nothing", async () => {
    const before = await patientCount();
    const url = `/api/v1/profile/patient/${downtown.storeID}/create`;
    const valid = { firstName: "Alan", lastName: "Turing", assignedToDoctor: doctor.userID };
    for (const body of [
      {},
      { ...valid, firstName: "" },
      { ...valid, firstName: "   " },
      { ...valid, lastName: "x".repeat(26) },
      { ...valid, firstName: "Al<an>" },
      { ...valid, patientID: "A/B" },
      { ...valid, gender: "OTHER" },
      { ...valid, assignedToDoctor: "not-a-uuid" },
    ]) {
      const response = await inject(demo, "POST", url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({
        statusCode: 422,
        message: "Some of provided data are invalid due to defined schema",
        issues: expect.any(Array),
      });
    }
    const forbidden = await inject(demo, "POST", url, { ...valid, firstName: "Al*an" });
    expect(forbidden.json().issues[0].message).toBe(
      "First name, last name and referenceID cannot contain following characters ,<>:“/|?*",
    );
    expect(await patientCount()).toBe(before);
  });

  it("refuses malformed JSON with 400 Bad request", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/profile/patient/${downtown.storeID}/create`,
      headers: { ...bearer(demo.accessToken), "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Bad request");
  });

  it("asks to reassign a doctor of the company who is not one of the store's", async () => {
    const before = await patientCount();
    const riversideOnly = await addOperator(testApp.db, "rita.side@solerx.test", riverside.storeID, "MEDICAL_DOCTOR");
    const response = await inject(demo, "POST", `/api/v1/profile/patient/${downtown.storeID}/create`, {
      firstName: "Alan",
      lastName: "Turing",
      assignedToDoctor: riversideOnly,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Please, reassign doctor");
    expect(await patientCount()).toBe(before);
  });

  it("refuses another company's doctor (403) and a user who is no doctor (404), creating nothing", async () => {
    const before = await patientCount();
    for (const [assignedToDoctor, status] of [
      [otherDoctor.userID, 403],
      [randomUUID(), 404],
      [demo.sub, 404],
    ] as const) {
      const response = await inject(demo, "POST", `/api/v1/profile/patient/${downtown.storeID}/create`, {
        firstName: "Alan",
        lastName: "Turing",
        assignedToDoctor,
      });
      expect(response.statusCode).toBe(status);
      expect(response.body).not.toContain(otherDoctor.lastName);
    }
    expect(await patientCount()).toBe(before);
  });
});

describe("GET /api/v1/profile/patients/:storeID", () => {
  it("shows a session's new status first, and the patient as just updated", async () => {
    const created = await inject(demo, "POST", `/api/v1/profile/patient/${riverside.storeID}/create`, {
      firstName: "Rosalind",
      lastName: "Franklin",
      assignedToDoctor: doctor.userID,
    });
    const { userID, sessionID } = created.json();
    await addSessionStatus(testApp.db, sessionID, "MEASUREMENT_DATA_CAPTURED");
    const list: PatientList = (await inject(demo, "GET", listUrl(riverside))).json();
    expect(list.patients[0]).toMatchObject({
      userID,
      sessionsStatuses: ["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
    });
    expect(await listSessionStatuses(testApp.db, sessionID)).toEqual(list.patients[0]?.sessionsStatuses);
  });

  it("filters by the latest session's statuses", async () => {
    const created = await inject(demo, "GET", listUrl(downtown, "&sessionStatuses=SESSION_CREATED"));
    expect(created.json().total).toBeGreaterThan(0);
    const ordered = await inject(demo, "GET", listUrl(downtown, "&sessionStatuses=ORDER_CREATED,ORDER_DELIVERED"));
    expect(ordered.json()).toEqual({ total: 0, hasMore: false, patients: [] });
    expect((await inject(demo, "GET", listUrl(downtown, "&sessionStatuses=BOGUS"))).statusCode).toBe(400);
  });

  it("pages most recently updated first: hasMore until the last page, whose total is exact", async () => {
    await addSyntheticPatients(testApp.db, 250);
    const first: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=100"))).json();
    const second: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=100&offset=100"))).json();
    const last: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=100&offset=200"))).json();
    expect([first.total, first.hasMore, second.total, second.hasMore]).toEqual([null, true, null, true]);
    expect([last.total, last.hasMore, last.patients.length]).toEqual([251, false, 51]);
    const exact: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=51&offset=200"))).json();
    expect([exact.total, exact.hasMore]).toEqual([251, false]);
    const beyond: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=100&offset=300"))).json();
    expect(beyond).toEqual({ total: 300, hasMore: false, patients: [] });
    expect(first.patients).toHaveLength(100);
    // The database builds the list's JSON (areas/patients/queries.ts) and the route sends it unserialized: it must be the
    // contract's shape exactly, no field missing, none extra, birth dates and times in the contract's forms.
    for (const page of [first, second, last]) {
      expect(PatientList.safeParse(page).error).toBeUndefined();
      for (const patient of page.patients) expect(PatientSummary.strict().safeParse(patient).error).toBeUndefined();
    }
    const one = first.patients.find((p) => p.birthDate !== null);
    const record = (await inject(demo, "GET", `/api/v1/profile/patient/${one?.userID}`)).json();
    expect({ ...one, companyID: downtown.companyID, storeID: downtown.storeID, version: 0 }).toEqual(record);
    expect(first.patients[0]?.lastName).toBe("Lovelace");
    const all = [...first.patients, ...second.patients];
    expect(new Set(all.map((p) => p.userID)).size).toBe(200);
    const times = all.map((p) => Date.parse(p.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ordered = all.find((p) => p.sessionsStatuses.includes("ORDER_CREATED"));
    expect(ordered?.sessionsStatuses[0]).toBe("ORDER_CREATED");
    expect(ordered?.sessionsStatuses.at(-1)).toBe("SESSION_CREATED");
    expect((await inject(demo, "GET", listUrl(downtown, "&limit=100001"))).statusCode).toBe(400);
  });

  it("needs the store's company", async () => {
    const response = await inject(
      demo,
      "GET",
      `/api/v1/profile/patients/${downtown.storeID}?companyID=${randomUUID()}`,
    );
    expect(response.statusCode).toBe(403);
    expect((await inject(demo, "GET", `/api/v1/profile/patients/${downtown.storeID}`)).statusCode).toBe(400);
    const missing = await inject(
      demo,
      "GET",
      `/api/v1/profile/patients/${randomUUID()}?companyID=${downtown.companyID}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("NotFound");
  });
});

describe("GET /api/v1/profile/session/:sessionID", () => {
  it("answers the session with its owners and statuses, newest first", async () => {
    const created = await inject(demo, "POST", `/api/v1/profile/patient/${riverside.storeID}/create`, {
      firstName: "Marie",
      lastName: "Curie",
      assignedToDoctor: doctor.userID,
    });
    const { userID, sessionID } = created.json();
    await addSessionStatus(testApp.db, sessionID, "MEASUREMENT_DATA_CAPTURED");
    const response = await inject(demo, "GET", `/api/v1/profile/session/${sessionID}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sessionID,
      owners: [
        { type: "OPERATOR", id: demo.sub },
        { type: "USER", id: userID },
        { type: "COMPANY", id: riverside.companyID },
        { type: "SITE", id: riverside.storeID },
      ],
      sessionsStatuses: ["MEASUREMENT_DATA_CAPTURED", "SESSION_CREATED"],
      // No order placed in it yet.
      orderID: null,
    });
  });

  it("answers 404 Session not found for a session that does not exist, 400 for a malformed id", async () => {
    const missing = await inject(demo, "GET", `/api/v1/profile/session/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Session not found" });
    expect((await inject(demo, "GET", "/api/v1/profile/session/not-a-uuid")).statusCode).toBe(400);
  });
});

describe("another company's operator", () => {
  it("cannot list, read or create Demo Clinic's patients", async () => {
    const list: PatientList = (await inject(demo, "GET", listUrl(downtown, "&limit=1"))).json();
    const patient = list.patients[0];
    expect(patient).toBeDefined();
    const before = await patientCount();

    for (const url of [listUrl(downtown), listUrl(downtown).replace(downtown.companyID, lakeside.companyID)]) {
      const response = await inject(other, "GET", url);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(patient?.lastName);
    }
    const record = await inject(other, "GET", `/api/v1/profile/user/${patient?.userID}`);
    expect(record.statusCode).toBe(403);
    expect(record.json()).toEqual({ statusCode: 403, error: "Forbidden", message: "Forbidden" });
    const session = await inject(other, "GET", `/api/v1/profile/session/${patient?.sessionID}`);
    expect(session.statusCode).toBe(403);
    const create = await inject(other, "POST", `/api/v1/profile/patient/${downtown.storeID}/create`, {
      firstName: "Eve",
      lastName: "Intruder",
      assignedToDoctor: doctor.userID,
    });
    expect(create.statusCode).toBe(403);
    expect(await patientCount()).toBe(before);
  });

  it("sees operators and unknown ids as not found, too", async () => {
    expect((await inject(demo, "GET", `/api/v1/profile/user/${demo.sub}`)).statusCode).toBe(404);
    const unknown = await inject(demo, "GET", `/api/v1/profile/user/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("User not found");
  });
});
