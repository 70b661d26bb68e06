// Issue 9, patient records: the record's version (optimistic concurrency: every write adds one, a write naming an
// older version is refused), and "delete" as an audit action (the log records who deleted whom).
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table audit_log drop constraint audit_log_action_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_action_check
    check (action in ('read', 'create', 'update', 'delete'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log drop constraint audit_log_action_check`.execute(db);
  // NOT VALID: the log is append-only, so "delete" entries written meanwhile stay; only new ones are refused.
  await sql`alter table audit_log add constraint audit_log_action_check
    check (action in ('read', 'create', 'update')) not valid`.execute(db);
  await db.schema.alterTable("users").dropColumn("version").execute();
}
