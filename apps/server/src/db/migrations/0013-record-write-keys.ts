// Issue 17 point 7: writes to a patient record are idempotent by key. Per operator, the idempotency-key of each
// write made with one, the patient and route it wrote, and the version it answered: a retry of a write whose answer
// was lost (a dropped connection, a server restarted) gets that answer again instead of being applied twice or
// refused as stale by its own first attempt. Kept a week (areas/patients/record-write-keys.ts).
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("record_write_keys")
    .addColumn("operator_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("idempotency_key", "uuid", (c) => c.notNull())
    .addColumn("patient_id", "uuid", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("record_write_keys_pkey", ["operator_id", "idempotency_key"])
    .execute();
  await db.schema.createIndex("record_write_keys_age").on("record_write_keys").columns(["created_at"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("record_write_keys").execute();
}
