// Issue 17 point 8: every server replica keeps each patient's owner (its company, the stores it is a BASIC member
// of, whether it has an order: db/resource-owners.ts) for the tenancy check (plugins/owner-cache.ts), so a record
// read is one round trip. These triggers announce a change of any of those on migration 0012's channel, to every
// replica: "patient:<id>", or "patient:*" past MAX_NAMED_PATIENTS in one statement. A patient's record writes
// (names, doctor, version, updated_at) change none of it and announce nothing.
import { type Kysely, sql } from "kysely";
import { ACCESS_CHANNEL } from "./0012-access-notifications";

/** Past this many patients in one statement (seeding, an import, a purge), one "patient:*" is sent instead. */
const MAX_NAMED_PATIENTS = 100;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // The users the changed rows are about: a membership's or an order's user_id, a user's id. Every membership
  // counts (not only BASIC ones): a role changed to or from BASIC moves a patient's stores.
  await sql
    .raw(`create function owner_patients_changed() returns trigger language plpgsql as $$
    declare
      changed uuid[];
    begin
      if tg_table_name = 'users' then
        select array_agg(distinct c.id) into changed from changed_rows c;
      else
        select array_agg(distinct c.user_id) into changed from changed_rows c;
      end if;
      if coalesce(array_length(changed, 1), 0) > ${MAX_NAMED_PATIENTS} then
        perform pg_notify('${ACCESS_CHANNEL}', 'patient:*');
      elsif changed is not null then
        perform pg_notify('${ACCESS_CHANNEL}', 'patient:' || id) from unnest(changed) as id;
      end if;
      return null;
    end $$`)
    .execute(db);
  // A membership added (addUserToSite, a new patient), removed (a move, a deletion's cascade) or rewritten: the
  // old rows and the new ones, so a membership moved to another user announces both.
  for (const table of ["memberships", "orders"]) {
    await sql
      .raw(`create trigger ${table}_owner_insert after insert on ${table}
        referencing new table as changed_rows for each statement execute function owner_patients_changed()`)
      .execute(db);
    await sql
      .raw(`create trigger ${table}_owner_delete after delete on ${table}
        referencing old table as changed_rows for each statement execute function owner_patients_changed()`)
      .execute(db);
  }
  await sql
    .raw(`create trigger memberships_owner_update_old after update on memberships
      referencing old table as changed_rows for each statement execute function owner_patients_changed()`)
    .execute(db);
  await sql
    .raw(`create trigger memberships_owner_update_new after update on memberships
      referencing new table as changed_rows for each statement execute function owner_patients_changed()`)
    .execute(db);
  // An order moved to another patient (not a path the API has, but the database allows it).
  await sql
    .raw(`create function owner_order_moved() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${ACCESS_CHANNEL}', 'patient:' || old.user_id);
      perform pg_notify('${ACCESS_CHANNEL}', 'patient:' || new.user_id);
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger orders_owner_update after update on orders for each row
      when (old.user_id is distinct from new.user_id) execute function owner_order_moved()`)
    .execute(db);
  // A user deleted (its memberships' cascade announces it too), moved to another company, blocked or unblocked
  // (retention/), or made another type of user. Row triggers with a WHEN for updates: a record write updates the
  // user's row and must announce nothing.
  await sql
    .raw(`create trigger users_owner_delete after delete on users
      referencing old table as changed_rows for each statement execute function owner_patients_changed()`)
    .execute(db);
  await sql
    .raw(`create function owner_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${ACCESS_CHANNEL}', 'patient:' || old.id);
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create trigger users_owner_update after update on users for each row
      when (old.company_id is distinct from new.company_id or old.user_type is distinct from new.user_type
        or old.blocked_at is distinct from new.blocked_at or old.id is distinct from new.id)
      execute function owner_user_changed()`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_owner_update on users`.execute(db);
  await sql`drop trigger users_owner_delete on users`.execute(db);
  await sql`drop trigger orders_owner_update on orders`.execute(db);
  await sql`drop trigger memberships_owner_update_new on memberships`.execute(db);
  await sql`drop trigger memberships_owner_update_old on memberships`.execute(db);
  for (const table of ["memberships", "orders"]) {
    await sql.raw(`drop trigger ${table}_owner_delete on ${table}`).execute(db);
    await sql.raw(`drop trigger ${table}_owner_insert on ${table}`).execute(db);
  }
  await sql`drop function owner_user_changed()`.execute(db);
  await sql`drop function owner_order_moved()`.execute(db);
  await sql`drop function owner_patients_changed()`.execute(db);
}
