// Failed sign-ins per account (see oidc/sign-in-limits.ts for the rule that reads them).
import { sql } from "kysely";
import type { Db } from "./database";

/**
 * The first key of the account's advisory lock, so it cannot collide with an advisory lock taken for another
 * purpose on the same database (the second key is the account's hash).
 */
const SIGN_IN_LOCK_SPACE = 0x51_6e_49_6e;

/**
 * Takes one attempt for the account unless it already has `limit` failures since `since`, and returns whether it
 * did. The attempt is written as a failure at once, before the password is checked: checking takes long enough
 * that parallel attempts would otherwise all pass the count before any is recorded. The count and the write run
 * under a transaction lock on the account, so attempts from many addresses or replicas are counted one by one.
 * Failures older than `since` are forgotten on the way, keeping the table small.
 */
export async function takeAttempt(db: Db, account: string, address: string, since: Date, limit: number) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SIGN_IN_LOCK_SPACE)}, hashtext(${account}))`.execute(trx);
    await trx.deleteFrom("sign_in_failures").where("account", "=", account).where("at", "<=", since).execute();
    const { n } = await trx
      .selectFrom("sign_in_failures")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("account", "=", account)
      .executeTakeFirstOrThrow();
    if (Number(n) >= limit) return false;
    await trx.insertInto("sign_in_failures").values({ account, address, at: new Date() }).execute();
    return true;
  });
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("account", "=", account).execute();
}
