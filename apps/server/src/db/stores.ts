// Stores and their doctors, shaped as the /store calls return them.
import type { Doctor, Store } from "@solerx/domain";
import type { Db } from "./database";
import { isUuid } from "./users";

function storesQuery(db: Db) {
  return db
    .selectFrom("stores as s")
    .innerJoin("companies as c", "c.id", "s.company_id")
    .select(["s.id as storeID", "s.name", "c.name as company", "s.company_id as companyID", "s.address"]);
}

export async function findStore(db: Db, storeID: string): Promise<Store | undefined> {
  if (!isUuid(storeID)) return undefined;
  return storesQuery(db).where("s.id", "=", storeID).executeTakeFirst();
}

/** The stores a user is a member of (any role), by name. */
export async function listStoresOfUser(db: Db, userID: string): Promise<Store[]> {
  if (!isUuid(userID)) return [];
  return storesQuery(db)
    .where("s.id", "in", (eb) => eb.selectFrom("memberships").select("store_id").where("user_id", "=", userID))
    .orderBy("s.name")
    .orderBy("s.id")
    .execute();
}

/** The store's doctors (MEDICAL_DOCTOR members), by last then first name. */
export async function listDoctors(db: Db, storeID: string, page: { offset: number; limit: number }): Promise<Doctor[]> {
  return db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id as userID", "u.first_name as firstName", "u.last_name as lastName"])
    .where("m.store_id", "=", storeID)
    .where("m.role", "=", "MEDICAL_DOCTOR")
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function isDoctorOfStore(db: Db, userID: string, storeID: string): Promise<boolean> {
  if (!isUuid(userID)) return false;
  const row = await db
    .selectFrom("memberships")
    .select("user_id")
    .where("user_id", "=", userID)
    .where("store_id", "=", storeID)
    .where("role", "=", "MEDICAL_DOCTOR")
    .executeTakeFirst();
  return row !== undefined;
}
