// The audit log of patient records: who read or changed which record, when, from which store. Append-only: the
// database itself refuses UPDATE, DELETE and TRUNCATE, so no code path (ours or a future one) can rewrite history.
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // No foreign keys: an entry outlives the user, store or patient it names (a cascade would have to delete it).
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("user_id", "uuid", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('read', 'create', 'update')`))
    .addColumn("patient_id", "uuid")
    .addColumn("store_id", "uuid")
    .addColumn("company_id", "uuid", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // GET /audit?patientID reads one patient's entries, newest first.
  await sql`create index audit_log_patient_idx on audit_log (patient_id, at desc, id desc)
    where patient_id is not null`.execute(db);

  await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
  $$`.execute(db);
  await sql`create trigger audit_log_no_update_or_delete before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
  // Row triggers do not see TRUNCATE; a statement trigger does.
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_refuse_change()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  // Dropping the table drops its triggers; the function they called goes after them.
  await db.schema.dropTable("audit_log").execute();
  await sql`drop function audit_log_refuse_change()`.execute(db);
}
