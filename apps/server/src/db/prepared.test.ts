// Marked statements (db/prepared.ts) are prepared once per PostgreSQL connection and answer as unmarked ones do.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/test-app";
import type { DatabaseHandle } from "./database";
import { PREPARED } from "./prepared";

describe.skipIf(!process.env.TEST_DATABASE_URL)("prepared statements on PostgreSQL", () => {
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

  it("prepares a marked statement once per connection, and leaves an unmarked one unnamed", async () => {
    const prepared = await handle.db.transaction().execute(async (trx) => {
      for (const value of [1, 2, 3]) {
        const { rows } = await sql<{ n: number }>`select ${value}::int + 1 as n${PREPARED}`.execute(trx);
        expect(rows[0]?.n).toBe(value + 1);
      }
      await sql`select ${4}::int as unmarked`.execute(trx);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where name like 'solerx_%'`.execute(trx);
      return rows.map((row) => row.statement);
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toContain("/* prepared */");
  });
});
