// Issue 17 point 8: which patients each move of a store's patient-list version was about, so a kept list
// (areas/patients/list-cache.ts) is patched with the changed patients instead of rebuilt whole. The triggers of
// migration 0004 move the version as before, and now also write one row per (store, version, patient) here; a
// statement touching more patients of a store than a patch is worth records one row with no patient ("rebuild").
// Each store keeps only its last MAX_KEPT_VERSIONS versions: a kept list further behind is rebuilt.
import { type Kysely, sql } from "kysely";

/** Above this many patients of one store in one statement, a patch would cost about what a rebuild does. */
export const MAX_LOGGED_PATIENTS = 1000;
const MAX_KEPT_VERSIONS = 1000;

/** The body of a trigger function: bump each touched store's version, log the touched patients, prune the log. */
function changeLogging(touched: string): string {
  return `
    begin
      with touched as (${touched}),
      sized as (select store_id, count(*) as n from touched group by store_id),
      bumped as (
        update stores s set patients_version = s.patients_version + 1
          where s.id in (select store_id from sized)
          returning s.id, s.patients_version),
      logged as (
        insert into patient_list_changes (store_id, version, user_id)
          select b.id, b.patients_version, t.user_id
            from bumped b join sized z on z.store_id = b.id join touched t on t.store_id = b.id
            where z.n <= ${MAX_LOGGED_PATIENTS}
          union all
          select b.id, b.patients_version, null
            from bumped b join sized z on z.store_id = b.id
            where z.n > ${MAX_LOGGED_PATIENTS})
      delete from patient_list_changes l using bumped b
        where l.store_id = b.id and l.version <= b.patients_version - ${MAX_KEPT_VERSIONS};
      return null;
    end`;
}

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table patient_list_changes (
    store_id uuid not null,
    version bigint not null,
    user_id uuid)`.execute(db);
  await sql`create index patient_list_changes_store_version on patient_list_changes (store_id, version)`.execute(db);
  // memberships and sessions rows name their store and patient (migration 0004's triggers pass them as changed_rows).
  await sql
    .raw(`create or replace function patient_list_store_rows_changed() returns trigger language plpgsql as $$
      ${changeLogging("select distinct store_id, user_id from changed_rows")} $$`)
    .execute(db);
  // A patient's own fields, in every store it belongs to.
  await sql
    .raw(`create or replace function patient_list_users_changed() returns trigger language plpgsql as $$
      ${changeLogging(`select distinct m.store_id, m.user_id from memberships m
        join changed_rows c on c.id = m.user_id where c.user_type = 'PATIENT'`)} $$`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create or replace function patient_list_store_rows_changed() returns trigger language plpgsql as $$
    begin
      update stores s set patients_version = s.patients_version + 1
        where s.id in (select distinct store_id from changed_rows);
      return null;
    end $$`.execute(db);
  await sql`create or replace function patient_list_users_changed() returns trigger language plpgsql as $$
    begin
      update stores s set patients_version = s.patients_version + 1
        where s.id in (select distinct m.store_id from memberships m
                       join changed_rows c on c.id = m.user_id where c.user_type = 'PATIENT');
      return null;
    end $$`.execute(db);
  await sql`drop table patient_list_changes`.execute(db);
}
