// Opens the database: PostgreSQL when a connection string is given, otherwise the embedded PGlite (on disk, or
// in memory for tests), and brings its schema up to date.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { ACCESS_CHANNEL } from "./migrations/0012-access-notifications";
import { migrationProvider } from "./migrations/index";
import { type Notifications, pgliteNotifications, postgresNotifications } from "./notifications";
import { prepareMarkedStatements } from "./prepared";
import type { Database } from "./schema";

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, pgliteDataDir is ignored. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or "memory://". */
  pgliteDataDir: string;
  /** A dumped PGlite data directory to start from instead of running initdb (tests: seconds saved per start). */
  pgliteInitialData?: Blob | undefined;
}

export interface DatabaseHandle {
  db: Db;
  kind: "postgres" | "pglite";
  /** PostgreSQL's connection pool, for the metrics (the embedded database has none). */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /** The database's messages that kept access data changed (migration 0012), heard by every replica. */
  accessChanges: Notifications;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection (server restart, fail-over) must not crash the process.
    pool.on("error", () => {});
    pool.on("connect", prepareMarkedStatements);
    const accessChanges = await postgresNotifications(options.databaseUrl, pool, ACCESS_CHANNEL);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const close = async () => {
      await accessChanges.close();
      await db.destroy();
    };
    return { db, kind: "postgres", pool, accessChanges, close };
  }
  const dataDir = options.pgliteDataDir;
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(
    dataDir,
    options.pgliteInitialData ? { loadDataDir: options.pgliteInitialData } : {},
  );
  const accessChanges = await pgliteNotifications(pglite, ACCESS_CHANNEL);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(yieldingBetweenQueries(pglite)) });
  const close = async () => {
    await accessChanges.close();
    await db.destroy();
  };
  return { db, kind: "pglite", accessChanges, close };
}

/**
 * PGlite runs each query on the event loop's thread, and queries queued back to back (a request's Promise.all, or
 * many requests' behind its one connection) follow each other by promise alone: they ran in one turn of the loop,
 * every other request (another clinic's, /check.txt) waiting for the sum (issue 17 point 1). Each query first
 * lets the loop turn, so a waiting request is served between two queries.
 */
function yieldingBetweenQueries(pglite: PGlite): PGlite {
  const query: PGlite["query"] = async (...args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return pglite.query(...args);
  };
  // PGlite keeps its state in private fields: every other member is the instance's own, bound to it.
  return new Proxy(pglite, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The migrations the database has not run yet (none: its schema is current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrations = await new Migrator({ db, provider: migrationProvider }).getMigrations();
  return migrations.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/** Runs every pending migration; throws (and so stops the start) when one fails. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}

/**
 * Refreshes the planner's statistics. PostgreSQL's autovacuum does this by itself; the embedded database has no
 * autovacuum, so the server calls this at start there, or the patient list would be planned for empty tables.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
