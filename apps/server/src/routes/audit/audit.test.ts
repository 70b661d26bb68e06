// The audit log: append-only in the database, written for every patient create and read, read by company admins.
import { randomUUID } from "node:crypto";
import type { AuditEntry } from "@solerx/domain/audit";
import type { Doctor, Store } from "@solerx/domain/store";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { addOperator } from "../../test/operators";
import { bearer, signIn, type Tokens } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";

let testApp: TestApp;
let demo: Tokens;
let demoAdmin: Tokens;
let other: Tokens;
let otherAdmin: Tokens;
let otherSuper: Tokens;
let downtown: Store;
let riverside: Store;
let lakeside: Store;
let doctor: Doctor;

function inject(tokens: Tokens, url: string, method: "GET" | "POST" = "GET", payload?: unknown) {
  return testApp.app.inject({ method, url, headers: bearer(tokens.accessToken), ...(payload ? { payload } : {}) });
}

async function createPatient(lastName: string): Promise<string> {
  const response = await inject(demo, `/api/v1/profile/patient/${downtown.storeID}/create`, "POST", {
    firstName: "Audit",
    lastName,
    assignedToDoctor: doctor.userID,
  });
  expect(response.statusCode).toBe(201);
  return response.json().userID;
}

beforeAll(async () => {
  testApp = await createTestApp();
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
  [downtown, riverside] = (await inject(demo, `/api/v1/store/employee/${demo.sub}`)).json();
  [lakeside] = (await inject(other, `/api/v1/store/employee/${other.sub}`)).json();
  [doctor] = (await inject(demo, `/api/v1/store/doctors/${downtown.storeID}/${downtown.companyID}`)).json();
  // Demo Clinic's admin works at Riverside; the patients below are Downtown's: the role reaches company-wide.
  const { db } = testApp;
  await addOperator(db, "admin@demo.test", riverside.storeID, "COMPANY_ADMIN");
  await addOperator(db, "admin@other.test", lakeside.storeID, "COMPANY_ADMIN");
  await addOperator(db, "super@other.test", lakeside.storeID, "SUPER_ADMIN");
  demoAdmin = await signIn(testApp.app, "admin@demo.test", DEMO_PASSWORD);
  otherAdmin = await signIn(testApp.app, "admin@other.test", DEMO_PASSWORD);
  otherSuper = await signIn(testApp.app, "super@other.test", DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe("the audit_log table", () => {
  it("takes new entries but refuses UPDATE, DELETE and TRUNCATE", async () => {
    const { db } = testApp;
    const entry = {
      user_id: demo.sub,
      action: "read" as const,
      patient_id: randomUUID(),
      store_id: downtown.storeID,
      company_id: downtown.companyID,
      route: "GET /test",
    };
    await db.insertInto("audit_log").values(entry).execute();
    const mine = db.selectFrom("audit_log").select("route").where("patient_id", "=", entry.patient_id);
    await expect(
      db.updateTable("audit_log").set({ route: "GET /rewritten" }).where("patient_id", "=", entry.patient_id).execute(),
    ).rejects.toThrow("audit_log is append-only: UPDATE refused");
    await expect(db.deleteFrom("audit_log").where("patient_id", "=", entry.patient_id).execute()).rejects.toThrow(
      "audit_log is append-only: DELETE refused",
    );
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow("audit_log is append-only: TRUNCATE refused");
    expect(await mine.execute()).toEqual([{ route: "GET /test" }]);
  });
});

describe("GET /api/v1/audit?patientID", () => {
  it("answers the company admin who created and read the record, newest first", async () => {
    const patientID = await createPatient("Newest");
    await inject(demo, `/api/v1/profile/user/${patientID}`);
    await inject(demo, `/api/v1/profile/user/${patientID}`);
    const response = await inject(demoAdmin, `/api/v1/audit?patientID=${patientID}`);
    expect(response.statusCode).toBe(200);
    const base = { userID: demo.sub, patientID, storeID: downtown.storeID, companyID: downtown.companyID };
    const read = { ...base, action: "read" as const, route: "GET /api/v1/profile/user/:userID" };
    expect(response.json()).toEqual([
      { ...read, at: expect.any(String) },
      { ...read, at: expect.any(String) },
      {
        ...base,
        action: "create" as const,
        route: "POST /api/v1/profile/patient/:storeID/create",
        at: expect.any(String),
      },
    ] satisfies AuditEntry[]);
    const times = response.json().map((entry: AuditEntry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const page = await inject(demoAdmin, `/api/v1/audit?patientID=${patientID}&offset=2&limit=1`);
    expect(page.json().map((entry: AuditEntry) => entry.action)).toEqual(["create"]);
  });

  it("records each read of a store's patient list once, naming the store and no patient", async () => {
    const route = "GET /api/v1/profile/patients/:storeID";
    const count = async () =>
      (await testApp.db.selectFrom("audit_log").selectAll().where("route", "=", route).execute()).map((row) => ({
        patient: row.patient_id,
        store: row.store_id,
      }));
    const before = await count();
    await inject(demo, `/api/v1/profile/patients/${downtown.storeID}?companyID=${downtown.companyID}`);
    expect(await count()).toEqual([...before, { patient: null, store: downtown.storeID }]);
  });

  it("records the session read as a read of its patient", async () => {
    const created = await inject(demo, `/api/v1/profile/patient/${downtown.storeID}/create`, "POST", {
      firstName: "Audit",
      lastName: "Session",
      assignedToDoctor: doctor.userID,
    });
    const { userID, sessionID } = created.json();
    expect((await inject(demo, `/api/v1/profile/session/${sessionID}`)).statusCode).toBe(200);
    const [newest] = (await inject(demoAdmin, `/api/v1/audit?patientID=${userID}`)).json();
    expect(newest).toMatchObject({ action: "read", route: "GET /api/v1/profile/session/:sessionID" });
  });

  it("is refused to employees and to another company's admin; unknown patients are 404", async () => {
    const patientID = await createPatient("Private");
    for (const caller of [demo, other, otherAdmin]) {
      const response = await inject(caller, `/api/v1/audit?patientID=${patientID}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(patientID);
    }
    const missing = await inject(demoAdmin, `/api/v1/audit?patientID=${randomUUID()}`);
    expect(missing.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Patient not found" });
    expect((await inject(demoAdmin, "/api/v1/audit")).statusCode).toBe(400);
    expect((await inject(demoAdmin, `/api/v1/audit?patientID=${patientID}&limit=1001`)).statusCode).toBe(400);
  });

  it("is open to another company's SUPER_ADMIN, whose every read of that company is audited", async () => {
    const patientID = await createPatient("Watched");
    expect((await inject(otherSuper, `/api/v1/profile/user/${patientID}`)).statusCode).toBe(200);
    expect((await inject(otherSuper, `/api/v1/store/${downtown.storeID}`)).statusCode).toBe(200);
    const log = await inject(otherSuper, `/api/v1/audit?patientID=${patientID}`);
    expect(log.statusCode).toBe(200);
    // Reading the log from another company is a cross-company read too, recorded before the answer is made.
    expect(log.json().map((entry: AuditEntry) => [entry.userID, entry.action, entry.route])).toEqual([
      [otherSuper.sub, "read", "GET /api/v1/audit"],
      [otherSuper.sub, "read", "GET /api/v1/profile/user/:userID"],
      [demo.sub, "create", "POST /api/v1/profile/patient/:storeID/create"],
    ]);
    expect(log.json()[0]).toMatchObject({ patientID, storeID: downtown.storeID, companyID: downtown.companyID });
    const storeRead = await testApp.db
      .selectFrom("audit_log")
      .select(["patient_id", "store_id", "company_id"])
      .where("user_id", "=", otherSuper.sub)
      .where("route", "=", "GET /api/v1/store/:storeID")
      .execute();
    expect(storeRead).toEqual([{ patient_id: null, store_id: downtown.storeID, company_id: downtown.companyID }]);
  });
});
