// Issue 17 point 8: every server replica keeps each caller's grant, operator, stores and roles in memory
// (plugins/access-cache.ts) instead of reading them on every request, and forgets them when the database says they
// changed: these triggers send a NOTIFY on ACCESS_CHANNEL, after commit, to every listening replica (PostgreSQL
// LISTEN; PGlite delivers it in-process). Payloads: "grant:<id>" (a sign-in's grant revoked, ended or rewritten),
// "user:<id>" (an operator, its memberships), "*" (anything wider: a store moved or removed, a large statement).
import { type Kysely, sql } from "kysely";

export const ACCESS_CHANNEL = "solerx_access";
/** Past this many operators in one statement, one "*" is sent instead of one message each. */
const MAX_NAMED_USERS = 100;

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // A grant row (sign-out and revocation delete it; a new sign-in's upsert rewrites it) or a row of its grant.
  await sql
    .raw(`create function access_grant_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${ACCESS_CHANNEL}', 'grant:' || case when old.type = 'Grant' then old.id else old.grant_id end);
      return null;
    end $$`)
    .execute(db);
  for (const event of ["delete", "update"]) {
    await sql
      .raw(`create trigger oidc_payloads_access_${event} after ${event} on oidc_payloads
        for each row when (old.type = 'Grant' or old.grant_id is not null) execute function access_grant_changed()`)
      .execute(db);
  }
  // Operators among the changed rows' users (a patient's membership changes no one's access).
  await sql
    .raw(`create function access_users_changed() returns trigger language plpgsql as $$
    declare
      changed uuid[];
    begin
      if tg_table_name = 'users' then
        select array_agg(distinct c.id) into changed from changed_rows c where c.user_type = 'OPERATOR';
      else
        select array_agg(distinct c.user_id) into changed
          from changed_rows c join users u on u.id = c.user_id where u.user_type = 'OPERATOR';
      end if;
      if coalesce(array_length(changed, 1), 0) > ${MAX_NAMED_USERS} then
        perform pg_notify('${ACCESS_CHANNEL}', '*');
      elsif changed is not null then
        perform pg_notify('${ACCESS_CHANNEL}', 'user:' || id) from unnest(changed) as id;
      end if;
      return null;
    end $$`)
    .execute(db);
  const sides = { insert: "new", delete: "old", update: "new" } as const;
  for (const [event, side] of Object.entries(sides)) {
    await sql
      .raw(`create trigger memberships_access_${event} after ${event} on memberships
        referencing ${side} table as changed_rows for each statement execute function access_users_changed()`)
      .execute(db);
  }
  for (const event of ["update", "delete"] as const) {
    await sql
      .raw(`create trigger users_access_${event} after ${event} on users
        referencing ${sides[event]} table as changed_rows for each statement execute function access_users_changed()`)
      .execute(db);
  }
  // A store moved to another company or removed: whose stores count is wider than one operator.
  await sql
    .raw(`create function access_all_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${ACCESS_CHANNEL}', '*');
      return null;
    end $$`)
    .execute(db);
  await sql`create trigger stores_access after update of company_id or delete on stores
    for each statement execute function access_all_changed()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger stores_access on stores`.execute(db);
  for (const event of ["insert", "delete", "update"]) {
    await sql.raw(`drop trigger memberships_access_${event} on memberships`).execute(db);
  }
  for (const event of ["update", "delete"]) {
    await sql.raw(`drop trigger users_access_${event} on users`).execute(db);
    await sql.raw(`drop trigger oidc_payloads_access_${event} on oidc_payloads`).execute(db);
  }
  await sql`drop function access_all_changed()`.execute(db);
  await sql`drop function access_users_changed()`.execute(db);
  await sql`drop function access_grant_changed()`.execute(db);
}
