// Issue 17 point 8: verified tokens and operator scopes are kept in memory (plugins/access-cache.ts), and every
// change the database announces (migrations 0012 and 0015) is forgotten at once: a sign-out, a revoked grant, a changed
// membership, on this server and on another replica of the same PostgreSQL database.
import type { Store } from "@solerx/domain/store";
import type { FastifyInstance } from "fastify";
import { type RawBuilder, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/database";
import type { Operator } from "../db/operator-scope";
import { DEMO_PASSWORD } from "../seed";
import { changesHeard, fakeChanges, reachablePostgresUrl, twoReplicas } from "../test/replicas";
import { bearer, revokeToken, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { AccessCache } from "./access-cache";

const operator: Operator = { userID: "u1", companyID: "c1", storeIDs: ["s1"], roles: ["BASIC"] };

describe("the access cache", () => {
  it("keeps a token's claims until the token expires, and no longer", () => {
    let now = 1_000_000;
    const cache = new AccessCache(fakeChanges(), () => now);
    cache.keepClaims("t", { sub: "u1", exp: 1_000_060 / 1000 + 1000 });
    expect(cache.claims("t")?.sub).toBe("u1");
    now = (1_000_060 / 1000 + 1000) * 1000;
    expect(cache.claims("t")).toBeUndefined();
  });

  it("forgets a scope on its grant's, its operator's or any wide change, and answers it to its own subject only", () => {
    const changes = fakeChanges();
    const cache = new AccessCache(changes);
    const keep = (grantID: string) =>
      cache.keepScope(cache.mark(), grantID, "u1", { operator, stores: [], grantExpiresAt: null });
    keep("g1");
    expect(cache.scope("g1", "u1")?.operator).toBe(operator);
    expect(cache.scope("g1", "someone else")).toBeUndefined();
    changes.send("grant:g1");
    expect(cache.scope("g1", "u1")).toBeUndefined();
    keep("g1");
    changes.send("user:u2");
    expect(cache.scope("g1", "u1")?.operator).toBe(operator);
    changes.send("user:u1");
    expect(cache.scope("g1", "u1")).toBeUndefined();
    keep("g1");
    changes.send("*");
    expect(cache.scope("g1", "u1")).toBeUndefined();
  });

  it("does not keep a scope read before a change was heard, past its grant's end, or while not listening", () => {
    const changes = fakeChanges();
    let now = 0;
    const cache = new AccessCache(changes, () => now);
    const mark = cache.mark();
    changes.send("user:u9");
    cache.keepScope(mark, "g1", "u1", { operator, stores: [], grantExpiresAt: null });
    expect(cache.scope("g1", "u1")).toBeUndefined();

    cache.keepScope(cache.mark(), "g2", "u1", { operator, stores: [], grantExpiresAt: new Date(1000) });
    expect(cache.scope("g2", "u1")?.operator).toBe(operator);
    now = 1000;
    expect(cache.scope("g2", "u1")).toBeUndefined();

    changes.live = false;
    cache.keepScope(cache.mark(), "g3", "u1", { operator, stores: [], grantExpiresAt: null });
    expect(cache.scope("g3", "u1")).toBeUndefined();
  });
});

/** The operator's store ids as the API answers them now. */
async function storeIDs(app: FastifyInstance, tokens: Tokens): Promise<string[] | number> {
  const response = await app.inject({
    url: `/api/v1/store/employee/${tokens.sub}`,
    headers: bearer(tokens.accessToken),
  });
  if (response.statusCode !== 200) return response.statusCode;
  return (response.json() as Store[]).map((store) => store.storeID);
}

describe("kept access on one server", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("ends at once with a sign-out (the refresh token revoked), though the token was kept", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    expect(await storeIDs(testApp.app, tokens)).toHaveLength(2);
    expect(await storeIDs(testApp.app, tokens)).toHaveLength(2);
    expect((await revokeToken(testApp.app, tokens.refreshToken, "refresh_token")).statusCode).toBe(200);
    expect(await storeIDs(testApp.app, tokens)).toBe(401);
  });

  it("ends at once when the grant is removed in the database", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    expect(await storeIDs(testApp.app, tokens)).toHaveLength(2);
    const { gid } = JSON.parse(Buffer.from(tokens.accessToken.split(".")[1] ?? "", "base64url").toString());
    expect(typeof gid).toBe("string");
    await testApp.db.deleteFrom("oidc_payloads").where("id", "=", gid).where("type", "=", "Grant").execute();
    expect(await storeIDs(testApp.app, tokens)).toBe(401);
  });

  it("keeps the scope (a change the database does not announce is not seen), and shows an announced one at once", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    // The sign-in's own messages, heard late, would drop the scope the next read keeps.
    await changesHeard(testApp);
    const [first, second] = (await storeIDs(testApp.app, tokens)) as string[];
    // With triggers off (replica mode) no message is sent: the kept scope still answers both stores.
    const silently = (statement: RawBuilder<unknown>) =>
      testApp.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await statement.execute(trx);
      });
    const membership = sql`memberships where user_id = ${tokens.sub}::uuid and store_id = ${second}::uuid`;
    await silently(sql`delete from ${membership}`);
    expect(await storeIDs(testApp.app, tokens)).toHaveLength(2);
    await silently(
      sql`insert into memberships (user_id, store_id, role) values (${tokens.sub}, ${second}, 'COMPANY_EMPLOYEE')`,
    );

    await sql`delete from ${membership}`.execute(testApp.db);
    expect(await storeIDs(testApp.app, tokens)).toEqual([first]);
    await sql`insert into memberships (user_id, store_id, role) values (${tokens.sub}, ${second}, 'COMPANY_EMPLOYEE')`.execute(
      testApp.db,
    );
    expect(await storeIDs(testApp.app, tokens)).toHaveLength(2);
  });
});

describe("the store list from the kept scope (issue 17 point 8)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("answers the kept stores, and shows a store renamed or its company's flag changed once the change is heard", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    // Each read follows every message sent before it: a change's message reaches the listener just after its
    // commit (on PostgreSQL, over its own connection), and one channel delivers in commit order, so hearing a probe
    // sent after the change means the change was heard. A change that announces nothing is then shown not to.
    const stores = async () => {
      await changesHeard(testApp);
      const answer = await testApp.app.inject({
        url: `/api/v1/store/employee/${tokens.sub}`,
        headers: bearer(tokens.accessToken),
      });
      return answer.json() as Store[];
    };
    const [first] = await stores();
    if (!first) throw new Error("the demo operator has no store");
    const updateStore = (set: RawBuilder<unknown>) => sql`update stores set ${set} where id = ${first.storeID}::uuid`;
    // With triggers off no message is sent: the kept scope still answers the old name, so it is what answers.
    await testApp.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await updateStore(sql`name = 'Renamed silently'`).execute(trx);
    });
    expect((await stores())[0]?.name).toBe(first.name);
    // A patient written in the store moves its patients_version: that announces nothing either.
    await updateStore(sql`patients_version = patients_version + 1`).execute(testApp.db);
    expect((await stores())[0]?.name).toBe(first.name);

    await updateStore(sql`name = ${`${first.name} (renamed)`}`).execute(testApp.db);
    expect((await stores()).map((kept) => kept.name)).toContain(`${first.name} (renamed)`);
    await sql`update companies set hide_sensitive_data = ${!first.hideSensitiveData}
      where id = ${first.companyID}::uuid`.execute(testApp.db);
    expect((await stores()).every((kept) => kept.hideSensitiveData === !first.hideSensitiveData)).toBe(true);
    await updateStore(sql`address = 'Elsewhere 1'`).execute(testApp.db);
    expect((await stores()).find((kept) => kept.storeID === first.storeID)?.address).toBe("Elsewhere 1");
  });
});

const serverUrl = await reachablePostgresUrl();

describe.skipIf(serverUrl === undefined)("kept access on two replicas of one PostgreSQL database", () => {
  const { apps, handles } = twoReplicas(serverUrl);

  it("hears on one replica a membership changed and a sign-out made on the other", async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [db, other] = handles as [DatabaseHandle, DatabaseHandle];
    const heard: string[] = [];
    other.accessChanges.subscribe((payload) => heard.push(payload));
    const tokens = await signIn(a, "demo@solerx.test", DEMO_PASSWORD);
    const [first, second] = (await storeIDs(b, tokens)) as string[];
    expect(await storeIDs(b, tokens)).toHaveLength(2);

    await db.db
      .deleteFrom("memberships")
      .where("user_id", "=", tokens.sub)
      .where("store_id", "=", second ?? "")
      .execute();
    // The other replica hears it when PostgreSQL delivers the message: waited for, not slept on.
    await vi.waitFor(async () => expect(await storeIDs(b, tokens)).toEqual([first]), { timeout: 10_000 });
    expect(heard).toContain(`user:${tokens.sub}`);

    expect((await revokeToken(a, tokens.refreshToken, "refresh_token")).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storeIDs(b, tokens)).toBe(401), { timeout: 10_000 });
    expect(heard.some((payload) => payload.startsWith("grant:"))).toBe(true);
  });
});
