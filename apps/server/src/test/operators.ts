// Test operators with a given role, written straight into the database (the demo data has employees only).
import type { Role } from "@solerx/domain/common";
import type { Db } from "../db/database";
import { hashPassword } from "../oidc/account";
import { DEMO_PASSWORD } from "../seed";

/** Adds an operator of the store's company with one membership of `role` in the store; signs in with DEMO_PASSWORD. */
export async function addOperator(db: Db, email: string, storeID: string, role: Role): Promise<string> {
  const store = await db.selectFrom("stores").select("company_id").where("id", "=", storeID).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto("users")
    .values({
      company_id: store.company_id,
      user_type: "OPERATOR",
      first_name: role,
      last_name: "Tester",
      email,
      password_hash: await hashPassword(DEMO_PASSWORD),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("memberships").values({ user_id: id, store_id: storeID, role }).execute();
  return id;
}
