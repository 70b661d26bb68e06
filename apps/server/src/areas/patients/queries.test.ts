// A record read's statement is compiled once per scope and bound to each read's values (queries.ts,
// CompiledPerScope): later reads of the same scope, and reads of another scope, each get their own patient and
// their own audit entry, never the first read's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed";
import { firstStore } from "../../test/orders";
import { createPatient } from "../../test/patient-records";
import { signIn } from "../../test/sign-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findPatient } from "./queries";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe("record reads with a statement kept per scope", () => {
  it("answers and audits each read's own patient, in the same scope and in another", async () => {
    const demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const { store, doctor } = await firstStore(testApp.app, demo);
    const create = async () =>
      (await createPatient(testApp.app, demo, store.storeID, { assignedToDoctor: doctor.userID })).userID;
    const [a, b, c] = [await create(), await create(), await create()];
    const scope = { companyID: store.companyID, storeIDs: [store.storeID] };
    const reader = { userID: demo.sub, route: "GET /test/:a" };

    expect((await findPatient(testApp.db, scope, a, reader))?.userID).toBe(a);
    // Later reads bind the kept statement: alone, and two in one turn.
    expect((await findPatient(testApp.db, scope, b, { ...reader, route: "GET /test/:b" }))?.userID).toBe(b);
    const [both, other] = await Promise.all([
      findPatient(testApp.db, scope, c, { ...reader, route: "GET /test/:c" }),
      findPatient(testApp.db, scope, a.toUpperCase(), { ...reader, route: "GET /test/:a2" }),
    ]);
    expect([both?.userID, other?.userID]).toEqual([c, a]);
    // Another company's scope, and this company's other store: not found, and not audited.
    const elsewhere = { companyID: "00000000-0000-4000-8000-000000000001", storeIDs: null };
    expect(await findPatient(testApp.db, elsewhere, a, { ...reader, route: "GET /test/:none" })).toBeUndefined();
    const otherStore = { companyID: store.companyID, storeIDs: ["00000000-0000-4000-8000-000000000002"] };
    expect(await findPatient(testApp.db, otherStore, b, { ...reader, route: "GET /test/:none" })).toBeUndefined();

    const entries = await testApp.db
      .selectFrom("audit_log")
      .select(["patient_id", "route", "user_id"])
      .where("route", "like", "GET /test/%")
      .orderBy("route")
      .execute();
    expect(entries).toEqual([
      { patient_id: a, route: "GET /test/:a", user_id: demo.sub },
      { patient_id: a, route: "GET /test/:a2", user_id: demo.sub },
      { patient_id: b, route: "GET /test/:b", user_id: demo.sub },
      { patient_id: c, route: "GET /test/:c", user_id: demo.sub },
    ]);
  });
});
