// The scoped repository on its own, on the real database: whatever a route declares, another company's records
// are "not found" through it, and a cross-company reader's reads are written to the audit log or not made at all.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlobStore } from "../blobs/blob-store";
import { createBlobStore } from "../blobs/index";
import type { Db } from "../db/database";
import type { Operator } from "../db/operator-scope";
import { createTestApp, type TestApp } from "../test/test-app";
import { createRepository } from "./repository";

let testApp: TestApp;
/** A store like the app's own: on testApp's DATA_DIR, with the signing secrets in its database. */
let blobs: BlobStore;
let demoOperator: Operator;
let otherOperator: Operator;
let demoDoctorID: string;
let created: { userID: string; sessionID: string };

/** The demo login of the company with the given e-mail, scoped to its first store, as an employee. */
async function operatorOf(db: Db, email: string): Promise<Operator> {
  const row = await db
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .innerJoin("stores as s", "s.id", "m.store_id")
    .select(["u.id", "u.company_id", "s.id as store_id"])
    .where("u.email", "=", email)
    .orderBy("s.name")
    .executeTakeFirstOrThrow();
  return { userID: row.id, companyID: row.company_id, storeIDs: [row.store_id], roles: ["COMPANY_EMPLOYEE"] };
}

const repo = (operator: Operator, db: Db = testApp.db) => createRepository(db, { operator, route: "GET /test", blobs });

beforeAll(async () => {
  testApp = await createTestApp();
  blobs = await createBlobStore(testApp.config, testApp.db);
  demoOperator = await operatorOf(testApp.db, "demo@solerx.test");
  otherOperator = await operatorOf(testApp.db, "other@solerx.test");
  const [doctor] = await repo(demoOperator).stores.doctors(demoOperator.storeIDs[0] ?? "", { offset: 0, limit: 1 });
  demoDoctorID = doctor?.userID ?? "";
  const patient = await repo(demoOperator).patients.create({
    storeID: demoOperator.storeIDs[0] ?? "",
    firstName: "Scoped",
    lastName: "Record",
    gender: "UNKNOWN",
    referenceID: undefined,
    doctorID: demoDoctorID,
  });
  if (!patient) throw new Error("the demo operator could not create a patient in its own store");
  created = patient;
});
afterAll(() => testApp?.close());

describe("the scoped repository", () => {
  it("gives another company's operator nothing of Demo Clinic's, read or write", async () => {
    const other = repo(otherOperator);
    const demoStore = demoOperator.storeIDs[0] ?? "";
    expect(await other.stores.find(demoStore)).toBeUndefined();
    expect(await other.stores.doctors(demoStore, { offset: 0, limit: 100 })).toEqual([]);
    expect(await other.stores.isDoctor(demoDoctorID, demoStore)).toBe(false);
    expect(await other.stores.doctor(demoDoctorID)).toBeUndefined();
    expect(await other.patients.find(created.userID)).toBeUndefined();
    expect(JSON.parse(String(await other.patients.listJson({ storeID: demoStore, offset: 0, limit: 100 })))).toEqual({
      total: 0,
      hasMore: false,
      patients: [],
    });
    expect(await other.sessions.find(created.sessionID)).toBeUndefined();
    expect(await other.audit.forPatient(created.userID, { offset: 0, limit: 100 })).toEqual([]);
    const intruder = { storeID: demoStore, firstName: "Eve", lastName: "X", gender: "UNKNOWN" as const };
    expect(
      await other.patients.create({ ...intruder, referenceID: undefined, doctorID: demoDoctorID }),
    ).toBeUndefined();
    expect(
      JSON.parse(String(await repo(demoOperator).patients.listJson({ storeID: demoStore, offset: 0, limit: 100 }))),
    ).toMatchObject({
      total: 1,
      hasMore: false,
    });
  });

  it("serves the company's own operator (so the refusals above are about the company)", async () => {
    const own = repo(demoOperator);
    expect(await own.patients.find(created.userID)).toMatchObject({ lastName: "Record" });
    expect(await own.sessions.find(created.sessionID)).toMatchObject({ sessionID: created.sessionID });
    expect(await own.stores.find(demoOperator.storeIDs[0] ?? "")).toMatchObject({ company: "Demo Clinic" });
    expect(await own.stores.doctor(demoDoctorID)).toMatchObject({ userID: demoDoctorID, lastName: expect.any(String) });
  });

  it("lets a SUPPORT_ADMIN read across companies, writing each read to the audit log, and never write", async () => {
    const support = { ...otherOperator, roles: ["SUPPORT_ADMIN" as const] };
    const reads = () =>
      testApp.db
        .selectFrom("audit_log")
        .select(["route", "patient_id"])
        .where("user_id", "=", support.userID)
        .execute();
    expect(await repo(support).patients.find(created.userID)).toMatchObject({ lastName: "Record" });
    expect(await repo(support).stores.find(demoOperator.storeIDs[0] ?? "")).toMatchObject({ company: "Demo Clinic" });
    expect(await repo(support).stores.doctor(demoDoctorID)).toMatchObject({ userID: demoDoctorID });
    expect(await reads()).toEqual([
      { route: "GET /test", patient_id: created.userID },
      { route: "GET /test", patient_id: null },
      { route: "GET /test", patient_id: null },
    ]);
    const intruder = {
      storeID: demoOperator.storeIDs[0] ?? "",
      firstName: "Eve",
      lastName: "X",
      gender: "UNKNOWN" as const,
    };
    expect(
      await repo(support).patients.create({ ...intruder, referenceID: undefined, doctorID: demoDoctorID }),
    ).toBeUndefined();
  });

  it("answers each read of one turn its own scope's record and writes each its own audit entry (batched reads)", async () => {
    // The reads below start in one turn of the event loop, so they go as one statement per scope (db/batch.ts).
    const support = { ...otherOperator, roles: ["SUPPORT_ADMIN" as const] };
    const route = `GET /batched/${Date.now()}`;
    const as = (operator: Operator) => createRepository(testApp.db, { operator, route, blobs });
    const [own, other, again, cross, missing] = await Promise.all([
      as(demoOperator).patients.find(created.userID),
      as(otherOperator).patients.find(created.userID),
      as(demoOperator).patients.find(created.userID.toUpperCase()),
      as(support).patients.find(created.userID),
      as(demoOperator).patients.find("00000000-0000-4000-8000-0000000000ff"),
    ]);
    expect(own).toMatchObject({ userID: created.userID, lastName: "Record" });
    expect(other).toBeUndefined();
    expect(again).toEqual(own);
    expect(cross).toEqual(own);
    expect(missing).toBeUndefined();
    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["user_id", "patient_id"])
      .where("route", "=", route)
      .orderBy("user_id")
      .execute();
    // One per record answered (two by the demo operator, one by the support admin), none for what was not found.
    expect(entries).toHaveLength(3);
    expect(entries.filter((entry) => entry.user_id === demoOperator.userID)).toHaveLength(2);
    expect(entries.filter((entry) => entry.user_id === support.userID)).toHaveLength(1);
    expect(entries.every((entry) => entry.patient_id === created.userID)).toBe(true);
  });

  it("fails a cross-company read that cannot be audited, instead of answering it", async () => {
    const support = { ...otherOperator, roles: ["SUPPORT_ADMIN" as const] };
    // The audit log refuses this route's entries, in the database itself: a record read writes its entry in the
    // statement that reads it (patients/queries.ts), other reads in an insert of their own.
    const route = "GET /audit-down";
    await sql`create function refuse_audit_down() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(testApp.db);
    await sql`create trigger refuse_audit_down before insert on audit_log for each row
      when (new.route = 'GET /audit-down') execute function refuse_audit_down()`.execute(testApp.db);
    try {
      const auditDown = createRepository(testApp.db, { operator: support, route, blobs });
      await expect(auditDown.patients.find(created.userID)).rejects.toThrow("audit log unavailable");
      await expect(auditDown.stores.find(demoOperator.storeIDs[0] ?? "")).rejects.toThrow("audit log unavailable");
      // The same reads on another route are answered: the refusal above is the audit log's.
      expect(await repo(support).patients.find(created.userID)).toMatchObject({ lastName: "Record" });
    } finally {
      await sql`drop trigger refuse_audit_down on audit_log`.execute(testApp.db);
      await sql`drop function refuse_audit_down()`.execute(testApp.db);
    }
  });
});
