// The provider's storage contract (example/my_adapter.js) on our database.
import { sql } from "kysely";
import type { AdapterPayload } from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, migrateToLatest } from "../db/database";
import { createTestDatabase, type TestDatabase } from "../test/test-app";
import { KyselyAdapter, purgeExpiredOidcPayloads } from "./adapter";
import { loadProviderKeys } from "./keys";

let testDatabase: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  handle = await testDatabase.open();
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle?.close();
  await testDatabase?.drop();
});

const adapter = (type: string) => new KyselyAdapter(handle.db, type);

describe("KyselyAdapter", () => {
  it("upserts and finds a payload by id, per model", async () => {
    const payload: AdapterPayload = { jti: "a1", kind: "AccessToken", accountId: "u1", scope: "openid" };
    await adapter("AccessToken").upsert("a1", payload, 60);
    expect(await adapter("AccessToken").find("a1")).toEqual(payload);
    expect(await adapter("RefreshToken").find("a1")).toBeUndefined();
    await adapter("AccessToken").upsert("a1", { ...payload, scope: "openid email" }, 60);
    expect(await adapter("AccessToken").find("a1")).toMatchObject({ scope: "openid email" });
  });

  it("finds nothing for a key holding NUL, where the database would fail the query", async () => {
    expect(await adapter("RefreshToken").find("abc\u0000def")).toBeUndefined();
    expect(await adapter("Session").findByUid("\u0000")).toBeUndefined();
    expect(await adapter("DeviceCode").findByUserCode("ABCD\u0000EFGH")).toBeUndefined();
  });

  it("finds sessions by uid and device codes by user code", async () => {
    await adapter("Session").upsert("s1", { jti: "s1", uid: "uid-1", kind: "Session" }, 60);
    await adapter("DeviceCode").upsert("d1", { jti: "d1", userCode: "ABCD-EFGH", kind: "DeviceCode" }, 60);
    expect(await adapter("Session").findByUid("uid-1")).toMatchObject({ jti: "s1" });
    expect(await adapter("DeviceCode").findByUserCode("ABCD-EFGH")).toMatchObject({ jti: "d1" });
    expect(await adapter("Session").findByUid("nope")).toBeUndefined();
  });

  it("marks a payload consumed", async () => {
    await adapter("AuthorizationCode").upsert("c1", { jti: "c1", grantId: "g9" }, 60);
    await adapter("AuthorizationCode").consume("c1");
    const found = await adapter("AuthorizationCode").find("c1");
    expect(typeof found?.consumed).toBe("number");
  });

  it("destroys one payload, or every token of a grant", async () => {
    await adapter("RefreshToken").upsert("r1", { jti: "r1", grantId: "g1" }, 60);
    await adapter("AccessToken").upsert("a2", { jti: "a2", grantId: "g1" }, 60);
    await adapter("AccessToken").upsert("a3", { jti: "a3", grantId: "g2" }, 60);
    await adapter("AccessToken").destroy("a3");
    expect(await adapter("AccessToken").find("a3")).toBeUndefined();
    await adapter("RefreshToken").revokeByGrantId("g1");
    expect(await adapter("RefreshToken").find("r1")).toBeUndefined();
    expect(await adapter("AccessToken").find("a2")).toBeUndefined();
  });

  it("ignores expired payloads and purges them", async () => {
    await adapter("Interaction").upsert("i1", { jti: "i1" }, 60);
    await sql`update oidc_payloads set expires_at = now() - interval '1 second' where id = 'i1'`.execute(handle.db);
    expect(await adapter("Interaction").find("i1")).toBeUndefined();
    expect(await purgeExpiredOidcPayloads(handle.db)).toBeGreaterThanOrEqual(1);
  });

  it("keeps payloads without an expiry", async () => {
    await adapter("Grant").upsert("g5", { jti: "g5", accountId: "u1" });
    expect(await adapter("Grant").find("g5")).toMatchObject({ accountId: "u1" });
  });
});

describe("provider keys", () => {
  it("are generated once and read back the same", async () => {
    const first = await loadProviderKeys(handle.db);
    const second = await loadProviderKeys(handle.db);
    expect(second).toEqual(first);
    expect(first.signing[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig" });
    expect(first.signing[0]?.d).toBeTruthy();
    expect(first.cookies[0]?.length).toBeGreaterThanOrEqual(32);
  });
});
