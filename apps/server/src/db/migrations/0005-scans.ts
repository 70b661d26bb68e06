// Issue 10, scan storage: the scans of sessions (their files live in the blob store under blob_key) and the
// scanner agents' telemetry: devices per group (a site), the group's manifest, scan attempts and events.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("scans")
    .addColumn("id", "uuid", (c) => c.primaryKey())
    // Orders a session's scans oldest first, also those created in the same instant.
    .addColumn("seq", "bigint", (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn("session_id", "uuid", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    // The session's company and store, copied so every statement's scope filters the scan row itself.
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("subtype", "text", (c) =>
      c.notNull().check(sql`subtype in ('SCAN_SUBTYPE_FLAT_LEFT_FOOT', 'SCAN_SUBTYPE_FLAT_RIGHT_FOOT')`),
    )
    .addColumn("meta", "jsonb", (c) => c.notNull())
    // Where the agent PUTs the file (its signed address stays valid for a while) ...
    .addColumn("upload_key", "text", (c) => c.notNull().unique())
    // ... and where the file goes once complete_upload has checked it: a key of its own, which no handed-out
    // address can write, so a completed scan's file cannot be replaced.
    .addColumn("blob_key", "text", (c) => c.unique())
    .addColumn("is_complete", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("file_size", "bigint")
    .addColumn("properties", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .addCheckConstraint(
      "scans_complete_has_file",
      sql`not is_complete or (blob_key is not null and file_size is not null and properties is not null
        and completed_at is not null)`,
    )
    .execute();
  await sql`create index scans_session_idx on scans (session_id, seq)`.execute(db);

  await db.schema
    .createTable("telemetry_devices")
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("device", "jsonb", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("agent_version", "text")
    .addColumn("registered_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint("telemetry_devices_pk", ["store_id", "fingerprint"])
    .execute();

  await db.schema
    .createTable("telemetry_manifests")
    .addColumn("store_id", "uuid", (c) => c.primaryKey().references("stores.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("collect_scans", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("collect_events", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("upload_interval_seconds", "integer", (c) => c.notNull().defaultTo(300))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // GUIDs are the agent's and unique across the whole database (409 on a repeat, whoever sent the first).
  await db.schema
    .createTable("telemetry_scans")
    .addColumn("guid", "uuid", (c) => c.primaryKey())
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("side", "text", (c) => c.notNull())
    .addColumn("scan_mode", "text", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index telemetry_scans_store_idx on telemetry_scans (store_id, received_at desc)`.execute(db);

  await db.schema
    .createTable("telemetry_events")
    .addColumn("guid", "uuid", (c) => c.primaryKey())
    .addColumn("store_id", "uuid", (c) => c.notNull().references("stores.id").onDelete("cascade"))
    .addColumn("company_id", "uuid", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text")
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    .addColumn("data", "jsonb")
    .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index telemetry_events_store_idx on telemetry_events (store_id, received_at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["telemetry_events", "telemetry_scans", "telemetry_manifests", "telemetry_devices", "scans"]) {
    await db.schema.dropTable(table).execute();
  }
}
