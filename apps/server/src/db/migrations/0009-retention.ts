// Issue 17 point 9, the privacy policy's retention (retention/): when a patient's relationship with the clinic
// ended, the record is blocked (kept, no longer shown to or editable by the clinic), and three years later purged.
// A purged patient with orders still in their tax and commercial period keeps a row with no personal data, which
// those orders reference until they go too.
import type { Kysely } from "kysely";

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("blocked_at", "timestamptz")
    .addColumn("purged_at", "timestamptz")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("purged_at").dropColumn("blocked_at").execute();
}
