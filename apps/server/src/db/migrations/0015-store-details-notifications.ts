// Issue 17 point 8: an operator's kept scope (plugins/access-cache.ts) now carries its stores as the store list
// answers them (name, address, the company's name and hideSensitiveData flag), so that list needs no round trip.
// A change of any of those must reach every replica as migration 0012's messages do: "*" (its access_all_changed; rare
// changes, made by an administrator; forgetting every kept scope costs one query per sign-in).
import { type Kysely, sql } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  // Row triggers with a WHEN, not statement ones: the store's patients_version moves on every patient write, and
  // those updates must send nothing. pg_notify sends one "*" per transaction however many rows changed.
  await sql
    .raw(`create trigger stores_details_access after update on stores for each row
      when (old.name is distinct from new.name or old.address is distinct from new.address)
      execute function access_all_changed()`)
    .execute(db);
  await sql
    .raw(`create trigger companies_details_access after update on companies for each row
      when (old.name is distinct from new.name or old.hide_sensitive_data is distinct from new.hide_sensitive_data)
      execute function access_all_changed()`)
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger companies_details_access on companies`.execute(db);
  await sql`drop trigger stores_details_access on stores`.execute(db);
}
