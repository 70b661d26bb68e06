// Failed sign-ins per account, for the brute-force limit that holds across addresses, replicas and restarts.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_failures")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The e-mail as typed, trimmed and lower-cased: unknown addresses count too, so a limit reveals no account.
    .addColumn("account", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("sign_in_failures_account_at_idx")
    .on("sign_in_failures")
    .columns(["account", "at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_failures").execute();
}
