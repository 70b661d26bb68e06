// The database's change messages on PostgreSQL (db/notifications.ts): a change this process makes is heard before
// its statement returns, and every change once more by the listening connection, never once per pooled connection
// (each copy drops the reads of kept data under way: access-cache.ts, owner-cache.ts).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reachablePostgresUrl } from "../test/replicas";
import { type Notifications, postgresNotifications } from "./notifications";

const serverUrl = await reachablePostgresUrl();

describe.skipIf(serverUrl === undefined)("change messages on PostgreSQL", () => {
  const channel = `solerx_test_${randomUUID().replaceAll("-", "")}`;
  const pool = new pg.Pool({ connectionString: serverUrl, max: 4 });
  let changes: Notifications;
  beforeAll(async () => {
    changes = await postgresNotifications(serverUrl ?? "", pool, channel);
  });
  afterAll(async () => {
    await changes.close();
    await pool.end();
  });

  /** A round trip on each of the pool's four connections: whatever each had been sent before is read by then. */
  const everyConnection = async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => pool.connect()));
    await Promise.all(clients.map((client) => client.query("select 1")));
    for (const client of clients) client.release();
  };

  it("hears its own change before the statement returns, and each change once more, not once per connection", async () => {
    await everyConnection();
    const heard: string[] = [];
    changes.subscribe((payload) => heard.push(payload));
    await pool.query("select pg_notify($1, 'mine')", [channel]);
    expect(heard).toContain("mine");

    const other = new pg.Client({ connectionString: serverUrl });
    await other.connect();
    await other.query("select pg_notify($1, 'theirs')", [channel]);
    await other.end();
    await vi.waitFor(() => expect(heard.filter((payload) => payload === "theirs")).toHaveLength(1));
    await vi.waitFor(() => expect(heard.filter((payload) => payload === "mine")).toHaveLength(2));
    await everyConnection();
    expect(heard.filter((payload) => payload === "mine")).toHaveLength(2);
    expect(heard.filter((payload) => payload === "theirs")).toHaveLength(1);
  });
});
