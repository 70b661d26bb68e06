// The tenancy check's database lookups (plugins/tenancy.ts, databaseLookups): the refs of every request of one turn
// are resolved in one statement, and each request still gets the owners of its own refs, in its order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { databaseLookups } from "./tenancy";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe("databaseLookups", () => {
  it("answers each request of a turn the owners of its own refs, in its order", async () => {
    const stores = await testApp.db.selectFrom("stores").select(["id", "company_id"]).orderBy("name").execute();
    const [a] = stores;
    const other = stores.find((store) => store.company_id !== a?.company_id);
    if (!a || !other) throw new Error("the seed has no two companies' stores");
    const missing = "00000000-0000-4000-8000-0000000000ff";
    const { owners } = databaseLookups(testApp.db);
    const [first, second, third] = await Promise.all([
      owners([{ kind: "store", id: a.id ?? "" }]),
      owners([
        { kind: "company", id: other.company_id ?? "" },
        { kind: "store", id: missing },
        { kind: "store", id: other.id ?? "" },
      ]),
      owners([
        { kind: "patient", id: "not a uuid" },
        { kind: "store", id: a.id ?? "" },
      ]),
    ]);
    expect(first).toEqual([{ companyID: a.company_id, storeIDs: [a.id], ordered: false }]);
    expect(second).toEqual([
      { companyID: other.company_id, storeIDs: null, ordered: false },
      undefined,
      { companyID: other.company_id, storeIDs: [other.id], ordered: false },
    ]);
    expect(third).toEqual([undefined, { companyID: a.company_id, storeIDs: [a.id], ordered: false }]);
  });
});
