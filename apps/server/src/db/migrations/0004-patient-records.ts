// Issue 9, patient records: the record's version (optimistic concurrency: every write adds one, a write naming an
// older version is refused), "delete" as an audit action (the log records who deleted whom), and each store's
// patient-list version, which the database itself moves on every write that can change the store's list, so the
// server may keep a large list's JSON until it changes (areas/patients/list-cache.ts).
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
  await createPatientListVersions(db);
}

/**
 * Tables with a store_id whose writes can change that store's patient list: memberships (a patient added to or
 * taken from the store, cascaded deletes included) and sessions (the list shows the latest session's statuses).
 */
const STORE_ROW_TABLES = ["memberships", "sessions"] as const;
const STORE_ROW_TRIGGERS = ["insert_new", "delete_old", "update_new", "update_old"] as const;

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function createPatientListVersions(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("stores")
    .addColumn("patients_version", "bigint", (c) => c.notNull().defaultTo(0))
    .execute();
  // Statement-level triggers over transition tables: one UPDATE per statement however many rows it wrote (seeding
  // 100,000 patients moves each store once), and a write path that forgets the list cannot leave it stale.
  await sql`create function patient_list_store_rows_changed() returns trigger language plpgsql as $$
    begin
      update stores s set patients_version = s.patients_version + 1
        where s.id in (select distinct store_id from changed_rows);
      return null;
    end $$`.execute(db);
  // A patient's own fields (names, reference, doctor, dates, latest session), in every store it belongs to.
  await sql`create function patient_list_users_changed() returns trigger language plpgsql as $$
    begin
      update stores s set patients_version = s.patients_version + 1
        where s.id in (select distinct m.store_id from memberships m
                       join changed_rows c on c.id = m.user_id where c.user_type = 'PATIENT');
      return null;
    end $$`.execute(db);
  await sql`create trigger users_patient_list after update on users
    referencing new table as changed_rows for each statement execute function patient_list_users_changed()`.execute(db);
  // A trigger with transition tables takes one event; an update is counted on both sides (a row may change store).
  for (const table of STORE_ROW_TABLES) {
    for (const name of STORE_ROW_TRIGGERS) {
      const [event, side] = name.split("_");
      await sql`create trigger ${sql.raw(`${table}_patient_list_${name}`)} after ${sql.raw(`${event}`)}
        on ${sql.raw(table)} referencing ${sql.raw(`${side}`)} table as changed_rows
        for each statement execute function patient_list_store_rows_changed()`.execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_patient_list on users`.execute(db);
  for (const table of STORE_ROW_TABLES) {
    for (const name of STORE_ROW_TRIGGERS) {
      await sql`drop trigger ${sql.raw(`${table}_patient_list_${name}`)} on ${sql.raw(table)}`.execute(db);
    }
  }
  await sql`drop function patient_list_store_rows_changed()`.execute(db);
  await sql`drop function patient_list_users_changed()`.execute(db);
  await db.schema.alterTable("stores").dropColumn("patients_version").execute();
  await sql`alter table audit_log drop constraint audit_log_action_check`.execute(db);
  // NOT VALID: the log is append-only, so "delete" entries written meanwhile stay; only new ones are refused.
  await sql`alter table audit_log add constraint audit_log_action_check
    check (action in ('read', 'create', 'update')) not valid`.execute(db);
  await db.schema.alterTable("users").dropColumn("version").execute();
}
