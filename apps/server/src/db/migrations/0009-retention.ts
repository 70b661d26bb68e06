// Issue 17 point 9, the privacy policy's retention (retention/): when a patient's relationship with the clinic
// ended, the record is blocked (kept, no longer shown to or editable by the clinic), and three years later purged.
// A purged patient with orders still in their tax and commercial period keeps a row with no personal data, which
// those orders reference until they go too.
import { type Kysely, sql } from "kysely";

/**
 * Columns that reference users, sessions and scans with no index: deleting a patient made PostgreSQL scan each of
 * these tables for it and for each of its sessions and scans (a purge of 20,000 patients did not finish in 7
 * minutes; 18 s with these indexes). Indexed, a patient's delete checks them by index.
 */
const USER_REFERENCE_INDEXES = [
  ["users_current_owner_idx", "users", "current_owner_id"],
  ["sessions_operator_idx", "sessions", "operator_id"],
  ["orders_created_by_idx", "orders", "created_by"],
  ["orders_doctor_idx", "orders", "doctor_id"],
  ["order_events_by_user_idx", "order_events", "by_user_id"],
  // ... and sessions and scans, which go with them.
  ["users_latest_session_idx", "users", "latest_session_id"],
  ["profiles_last_valid_session_idx", "profiles", "last_valid_session_id"],
  ["orders_session_idx", "orders", "session_id"],
  ["orders_left_scan_idx", "orders", "left_scan_id"],
  ["orders_right_scan_idx", "orders", "right_scan_id"],
] as const;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("blocked_at", "timestamptz")
    .addColumn("purged_at", "timestamptz")
    .execute();
  for (const [name, table, column] of USER_REFERENCE_INDEXES) {
    await sql`create index ${sql.raw(name)} on ${sql.raw(table)} (${sql.raw(column)}) where ${sql.raw(column)} is not null`.execute(
      db,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of USER_REFERENCE_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.alterTable("users").dropColumn("purged_at").dropColumn("blocked_at").execute();
}
