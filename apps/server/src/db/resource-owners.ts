// Where a resource lives (its company, its stores, its patient), for the tenancy check that runs before every
// /api/v1 handler. Undefined: no such resource (404); a malformed id is never a database error.
import type { ResourceOwner } from "../access";
import type { Db } from "./database";
import { isUuid } from "./users";

export async function storeOwner(db: Db, storeID: string): Promise<ResourceOwner | undefined> {
  if (!isUuid(storeID)) return undefined;
  const row = await db.selectFrom("stores").select(["id", "company_id"]).where("id", "=", storeID).executeTakeFirst();
  return row && { companyID: row.company_id, storeIDs: [row.id], patientID: null };
}

/** A patient (user type PATIENT) and the stores it is a BASIC member of; operators are not patients. */
export async function patientOwner(db: Db, userID: string): Promise<ResourceOwner | undefined> {
  if (!isUuid(userID)) return undefined;
  const user = await db
    .selectFrom("users")
    .select(["id", "company_id"])
    .where("id", "=", userID)
    .where("user_type", "=", "PATIENT")
    .executeTakeFirst();
  if (!user) return undefined;
  const stores = await db
    .selectFrom("memberships")
    .select("store_id")
    .where("user_id", "=", user.id)
    .where("role", "=", "BASIC")
    .orderBy("store_id")
    .execute();
  return { companyID: user.company_id, storeIDs: stores.map((s) => s.store_id), patientID: user.id };
}

export async function sessionOwner(db: Db, sessionID: string): Promise<ResourceOwner | undefined> {
  if (!isUuid(sessionID)) return undefined;
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "company_id", "store_id"])
    .where("id", "=", sessionID)
    .executeTakeFirst();
  return row && { companyID: row.company_id, storeIDs: [row.store_id], patientID: row.user_id };
}

/** A company as a whole: no store of it in particular. */
export async function companyOwner(db: Db, companyID: string): Promise<ResourceOwner | undefined> {
  if (!isUuid(companyID)) return undefined;
  const row = await db.selectFrom("companies").select("id").where("id", "=", companyID).executeTakeFirst();
  return row && { companyID: row.id, storeIDs: null, patientID: null };
}
