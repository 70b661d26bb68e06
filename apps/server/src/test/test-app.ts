// Builds the server for API tests: on an in-memory PGlite seeded with the demo data, or, when TEST_DATABASE_URL
// is set, on a fresh PostgreSQL database made for the calling test file and dropped afterwards.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { type BuildOptions, buildApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import { type DatabaseHandle, type Db, openDatabase } from "../db/database";
import type { Notifications } from "../db/notifications";

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
 * initdb takes seconds in WebAssembly, loading the dump a fraction of that. Written under a temporary name and
 * renamed, so test files starting in parallel never read half a file.
 */
async function emptyClusterSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `solerx-pglite-${pgliteVersion()}-empty.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create("memory://");
    const dump = await pglite.dumpDataDir("none");
    await pglite.close();
    const partial = `${file}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `solerx_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return createPostgresDatabase(serverUrl);
  const settings = { databaseUrl: undefined, pgliteDataDir: "memory://" };
  return {
    settings,
    open: async () => openDatabase({ ...settings, pgliteInitialData: await emptyClusterSnapshot() }),
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
  const database = await createTestDatabase();
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
