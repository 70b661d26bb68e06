// What the tests of the kept caches (plugins/access-cache.ts, plugins/owner-cache.ts) share: a fake of the
// database's change messages, and two server replicas on one real PostgreSQL database, to show that what one
// replica writes, the other hears.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { ACCESS_CHANNEL } from "../db/migrations/0012-access-notifications";
import { createPostgresDatabase, type TestApp, testConfig } from "./test-app";

/** Change messages sent by the test itself (`send`), always live. */
export function fakeChanges() {
  let listener: (payload: string) => void = () => {};
  return {
    live: true,
    subscribe(next: (payload: string) => void) {
      listener = next;
      return () => {};
    },
    send: (payload: string) => listener(payload),
  };
}

/**
 * Resolves once every change message sent before the call has reached the app by each way it hears them. On
 * PostgreSQL the writing connection hears its own at once and the listening connection later, in order: a copy
 * still on its way would land inside the test's next read and drop what that read keeps. The probe message names
 * a patient that does not exist, so it forgets nothing.
 */
export async function changesHeard(testApp: TestApp): Promise<void> {
  const probe = `patient:${randomUUID()}`;
  const copies = testApp.config.databaseUrl ? 2 : 1;
  let heard = 0;
  let unsubscribe = () => {};
  const done = new Promise<void>((resolve) => {
    unsubscribe = testApp.changes.subscribe((payload) => {
      if (payload === probe && ++heard === copies) resolve();
    });
  });
  await sql`select pg_notify(${ACCESS_CHANNEL}, ${probe})`.execute(testApp.db);
  await done;
  unsubscribe();
}

/** PostgreSQL for the replica tests: the suite's, or the local server's default; undefined when none answers. */
export async function reachablePostgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

export interface Replicas {
  apps: FastifyInstance[];
  handles: DatabaseHandle[];
}

/**
 * Two apps, each with its own connection to one fresh database on `serverUrl`, built before the describe block's
 * tests and closed after them. Call it inside the block.
 */
export function twoReplicas(serverUrl: string | undefined): Replicas {
  const replicas: Replicas = { apps: [], handles: [] };
  let database: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  beforeAll(async () => {
    database = await createPostgresDatabase(serverUrl ?? "", { seeded: true });
    const config = testConfig(database.settings);
    for (let replica = 0; replica < 2; replica += 1) {
      const handle = await openDatabase(config);
      replicas.handles.push(handle);
      const app = await buildApp(config, { database: handle });
      await app.ready();
      replicas.apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of replicas.apps) await app.close();
    for (const handle of replicas.handles) await handle.close();
    await database?.drop();
  });
  return replicas;
}
