// Issue 16 point 5: an order keeps the patient's notes it was placed with, so the lab, the Order screen and the
// order's PDF show the notes as placed, not the record's since. Orders placed before keep "" (no notes kept).
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("orders")
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("notes").execute();
}
