// Migration 0007 on a database in use: templates saved under look-alike names before it (case, spaces, composed
// and decomposed accents) all keep their content, the first under its normalised name and the others numbered.
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/test-app";
import type { DatabaseHandle } from "../database";
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

it("keeps every template saved under look-alike names, numbering all but the first", async () => {
  const { db } = handle;
  const migrator = new Migrator({ db, provider: migrationProvider });
  expect((await migrator.migrateTo("0006-orders")).error).toBeUndefined();
  const { rows } = await sql<{ id: string }>`insert into companies (name) values ('Old Clinic') returning id`.execute(
    db,
  );
  const companyID = rows[0]?.id;
  const names = ["Flatfoot", "flatfoot ", "FLAT\u00a0FOOT", "Caf\u00e9", "Cafe\u0301", "Flat foot"];
  for (const [index, name] of names.entries()) {
    await sql`insert into saved_prescriptions (company_id, file_name, file_data, created_at)
      values (${companyID}, ${name}, ${JSON.stringify({ n: index })}::jsonb, now() + ${`${index} seconds`}::interval)`.execute(
      db,
    );
  }
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  const kept = await db
    .selectFrom("saved_prescriptions")
    .select(["file_name", "file_data"])
    .where("company_id", "=", companyID as string)
    .orderBy("created_at")
    .execute();
  expect(kept.map((row) => row.file_name)).toEqual([
    "Flatfoot",
    "flatfoot (2)",
    "FLAT FOOT",
    "Caf\u00e9",
    "Caf\u00e9 (2)",
    "Flat foot (2)",
  ]);
  expect(kept.map((row) => (row.file_data as { n: number }).n)).toEqual([0, 1, 2, 3, 4, 5]);
});
