// Every migration can be undone: up to the latest, all the way down one step at a time, and up again to the same
// schema, on the embedded database and (with TEST_DATABASE_URL) on PostgreSQL.
import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../seed";
import { createTestDatabase, type TestDatabase } from "../../test/test-app";
import type { DatabaseHandle, Db } from "../database";
import { migrationProvider } from "./index";

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await database.open();
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

function migrator(db: Db) {
  return new Migrator({ db, provider: migrationProvider });
}

/** Throws with the failing migration's name and cause, so a broken down() says which one. */
function check(outcome: Awaited<ReturnType<Migrator["migrateDown"]>>) {
  const failed = outcome.results?.find((result) => result.status === "Error");
  if (outcome.error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${String(outcome.error)}`, {
      cause: outcome.error,
    });
  }
}

/** Everything our migrations create in the public schema (Kysely's own bookkeeping tables aside). */
async function schemaSnapshot(db: Db): Promise<string[]> {
  const { rows } = await sql<{ item: string }>`
    select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
      || ' ' || coalesce(column_default, '') as item
      from information_schema.columns
      where table_schema = 'public' and table_name not like 'kysely_%'
    union all
    select 'index ' || indexname || ' ' || indexdef from pg_indexes
      where schemaname = 'public' and tablename not like 'kysely_%'
    union all
    select 'constraint ' || conname || ' ' || pg_get_constraintdef(c.oid) from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and conrelid::regclass::text not like 'kysely_%'
    union all
    select 'function ' || proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
    union all
    select 'trigger ' || tgname from pg_trigger where not tgisinternal
    order by item`.execute(db);
  return rows.map((row) => row.item);
}

describe("migrations", () => {
  it("go up to the latest, down one step at a time to nothing, and up again to the same schema", async () => {
    const { db } = handle;
    const all = await migrationProvider.getMigrations();
    check(await migrator(db).migrateToLatest());
    const latest = await schemaSnapshot(db);
    expect(latest.some((item) => item.startsWith("column users.id"))).toBe(true);
    // Undoing must work on a database in use, not only on empty tables.
    expect(await seedDemoData(db)).toBe(true);

    for (let step = Object.keys(all).length; step > 0; step -= 1) {
      const outcome = await migrator(db).migrateDown();
      check(outcome);
      expect(outcome.results?.map((result) => result.direction)).toEqual(["Down"]);
    }
    expect(await schemaSnapshot(db)).toEqual([]);
    check(await migrator(db).migrateTo(NO_MIGRATIONS));

    check(await migrator(db).migrateToLatest());
    expect(await schemaSnapshot(db)).toEqual(latest);
    expect(await seedDemoData(db)).toBe(true);
  });
});
