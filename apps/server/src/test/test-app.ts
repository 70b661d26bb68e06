// Builds the server for API tests: on an in-memory PGlite seeded with the demo data, or, when TEST_DATABASE_URL
// is set, on a fresh PostgreSQL database made for the calling test file and dropped afterwards.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { type BuildOptions, buildApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import { type DatabaseHandle, type Db, migrateToLatest, openDatabase, refreshStatistics } from "../db/database";
import type { Notifications } from "../db/notifications";
import type { Database } from "../db/schema";
import { seedDemoData } from "../seed";
import { SEEDED_DUMP_PREFIX, seededTemplateName, testRunId } from "./test-run";

/** The address tests use: app.inject sends Host: localhost:80, so the provider's URLs and the issuer agree. */
export const TEST_PUBLIC_URL = "http://localhost";

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({ LOG_LEVEL: "silent", PUBLIC_URL: TEST_PUBLIC_URL }),
    pgliteDataDir: "memory://",
    databaseUrl: undefined,
    // No built web app unless a test brings its own.
    webDist: join(tmpdir(), "solerx-no-web-dist"),
    // Nor a USB agent package (whatever npm run build left in apps/agent/dist).
    agentPackage: join(tmpdir(), "solerx-no-agent-package.zip"),
    // A test file signs in often from one address; interactions.test.ts asks for the real limit.
    signInRateLimit: 1000,
    ...overrides,
  };
}

/** A database for one test file: PostgreSQL when TEST_DATABASE_URL is set, otherwise in-memory PGlite. */
export interface TestDatabase {
  settings: Pick<ServerConfig, "databaseUrl" | "pgliteDataDir">;
  /** Opens it (in-memory PGlite starts from a cached empty cluster instead of running initdb each time). */
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

/** PGlite's version (its exports hide package.json, so it is found beside the resolved entry point). */
function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const marker = `${join("@electric-sql", "pglite")}${sep}`;
  const root = entry.slice(0, entry.lastIndexOf(marker) + marker.length);
  return JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version;
}

/**
 * An empty PGlite cluster, dumped once per PGlite version into the temp folder and shared by every test file:
 * initdb takes seconds in WebAssembly, loading the dump a fraction of that (written whole: writeWhole).
 */
async function emptyClusterSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `solerx-pglite-${pgliteVersion()}-empty.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create("memory://");
    const dump = await pglite.dumpDataDir("none");
    await pglite.close();
    await writeWhole(file, dump);
  }
  return new Blob([readFileSync(file)]);
}

/** The migrations and the demo data on a database, as the app's start makes them (app.ts). */
async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedDemoData(db);
}

/**
 * PGlite's cluster migrated and seeded, dumped once per run of the suite (test-run.ts) into the temp folder, as
 * emptyClusterSnapshot: the migrations and the seed take seconds in WebAssembly, and nearly every server test file
 * starts an app on them.
 */
async function seededClusterSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `${SEEDED_DUMP_PREFIX}${pgliteVersion()}-seeded-${testRunId()}.tar`);
  // One test file makes it (the one that takes the lock file); the others wait for the file to appear, which
  // is the state they need (not a time).
  while (!existsSync(file)) {
    if (takeLock(`${file}.lock`)) {
      const pglite = await PGlite.create("memory://", { loadDataDir: await emptyClusterSnapshot() });
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
      await migrateAndSeed(db);
      await refreshStatistics(db);
      const dump = await pglite.dumpDataDir("none");
      await db.destroy();
      await writeWhole(file, dump);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return new Blob([readFileSync(file)]);
}

/** Writes the dump under a temporary name, then renames it: a test file starting meanwhile never reads half of it. */
async function writeWhole(file: string, dump: Blob): Promise<void> {
  const partial = `${file}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** Creates `file` if nobody has: true for the one caller that did. */
function takeLock(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes this run's seeded template on the server once: under an advisory lock, so the first test file makes it
 * and the others wait and find it. It is marked a template, which no session may connect to while it is copied.
 */
async function ensureSeededTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = seededTemplateName();
  await admin.query("select pg_advisory_lock(hashtext('solerx-test-template'))");
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${template}`);
      const url = new URL(serverUrl);
      url.pathname = `/${template}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDataDir: "memory://" });
      try {
        await migrateAndSeed(handle.db);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${template} is_template true`);
    }
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('solerx-test-template'))");
  }
  return template;
}

/**
 * A fresh database on the server: empty, or (`seeded`) a copy of this run's migrated and seeded template, which
 * the server copies in a fraction of the migrations' time.
 */
export async function createPostgresDatabase(serverUrl: string, { seeded = false } = {}): Promise<TestDatabase> {
  const name = `solerx_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = seeded ? await ensureSeededTemplate(admin, serverUrl) : undefined;
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const settings = { databaseUrl: url.toString(), pgliteDataDir: "memory://" };
  return {
    settings,
    open: () => openDatabase(settings),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** `seeded`: migrated and holding the demo data, as the app's first start leaves it (otherwise empty). */
export async function createTestDatabase({ seeded = false } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl, { seeded });
  const settings = { databaseUrl: undefined, pgliteDataDir: "memory://" };
  const snapshot = seeded ? seededClusterSnapshot : emptyClusterSnapshot;
  return {
    settings,
    open: async () => openDatabase({ ...settings, pgliteInitialData: await snapshot() }),
    drop: async () => {},
  };
}

/** A temporary DATA_DIR with a file-backed PGlite, for tests that restart the server on the same files. */
export function createTempDataDir(): {
  dataDir: string;
  settings: Pick<ServerConfig, "dataDir" | "pgliteDataDir" | "databaseUrl">;
  remove(): void;
} {
  const dataDir = mkdtempSync(join(tmpdir(), "solerx-data-"));
  return {
    dataDir,
    settings: { dataDir, pgliteDataDir: join(dataDir, "pglite"), databaseUrl: undefined },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's database, for tests to arrange and inspect (the app itself hands it to no route). */
  db: Db;
  /** The database's change messages the app's kept data listens to (db/notifications.ts). */
  changes: Notifications;
  config: ServerConfig;
  close(): Promise<void>;
}

/** The app on a fresh, seeded database (with testConfig's settings). */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  // The app migrates and seeds at its start (app.ts): a database that already is so saves that time, and the
  // app's own steps then find nothing to do.
  const database = await createTestDatabase({ seeded: testConfig(overrides).seedDemoData });
  // Files the app writes (the local blob store's) go to a folder of this app's own, removed on close.
  const ownDataDir = overrides.dataDir === undefined ? mkdtempSync(join(tmpdir(), "solerx-test-data-")) : undefined;
  const removeDataDir = () => {
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  const config = testConfig({ ...database.settings, ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...overrides });
  let handle: DatabaseHandle | undefined;
  try {
    handle = await database.open();
    const app = await buildApp(config, { database: handle, ...options });
    await app.ready();
    const opened = handle;
    return {
      app,
      db: opened.db,
      changes: opened.accessChanges,
      config,
      async close() {
        await app.close();
        await opened.close();
        await database.drop();
        removeDataDir();
      },
    };
  } catch (error) {
    await handle?.close();
    await database.drop();
    removeDataDir();
    throw error;
  }
}
