// Failed sign-ins per account (see oidc/sign-in-limits.ts for the rule that reads them).
import type { Db } from "./database";

export async function countFailuresSince(db: Db, account: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("sign_in_failures")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("account", "=", account)
    .where("at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Records a failure and forgets the account's failures older than `forgetBefore`, keeping the table small. */
export async function recordFailure(db: Db, account: string, address: string, forgetBefore: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sign_in_failures").where("account", "=", account).where("at", "<", forgetBefore).execute();
    await trx.insertInto("sign_in_failures").values({ account, address, at: new Date() }).execute();
  });
}

export async function clearFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom("sign_in_failures").where("account", "=", account).execute();
}
