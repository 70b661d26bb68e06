// Stores and their doctors, shaped as the /store calls return them, each read limited to a scope (db/scope.ts).
import type { Doctor, Store } from "@solerx/domain/store";
import type { Db } from "../../db/database";
import { PREPARED } from "../../db/prepared";
import { type DataScope, inScope } from "../../db/scope";
import { isUuid } from "../../db/users";

function storesQuery(db: Db, scope: DataScope) {
  return db
    .selectFrom("stores as s")
    .innerJoin("companies as c", "c.id", "s.company_id")
    .select([
      "s.id as storeID",
      "s.name",
      "c.name as company",
      "s.company_id as companyID",
      "s.address",
      "c.hide_sensitive_data as hideSensitiveData",
    ])
    .where(inScope(scope, { company: "s.company_id", store: "s.id" }));
}

export async function findStore(db: Db, scope: DataScope, storeID: string): Promise<Store | undefined> {
  if (!isUuid(storeID)) return undefined;
  return storesQuery(db, scope).where("s.id", "=", storeID).executeTakeFirst();
}

/** Every store of the scope, by name (an operator's scope: the stores it is a member of). */
export async function listStores(db: Db, scope: DataScope): Promise<Store[]> {
  return storesQuery(db, scope).orderBy("s.name").orderBy("s.id").modifyEnd(PREPARED).execute();
}

/** The store's doctors (MEDICAL_DOCTOR members), by last then first name; none when the store is out of scope. */
export async function listDoctors(
  db: Db,
  scope: DataScope,
  storeID: string,
  page: { offset: number; limit: number },
): Promise<Doctor[]> {
  if (!isUuid(storeID)) return [];
  return db
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .innerJoin("stores as s", "s.id", "m.store_id")
    .select(["u.id as userID", "u.first_name as firstName", "u.last_name as lastName"])
    .where("m.store_id", "=", storeID)
    .where("m.role", "=", "MEDICAL_DOCTOR")
    .where(inScope(scope, { company: "s.company_id", store: "s.id" }))
    .orderBy("u.last_name")
    .orderBy("u.first_name")
    .orderBy("u.id")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function isDoctorOfStore(db: Db, scope: DataScope, userID: string, storeID: string): Promise<boolean> {
  if (!isUuid(userID) || !isUuid(storeID)) return false;
  const row = await db
    .selectFrom("memberships as m")
    .innerJoin("stores as s", "s.id", "m.store_id")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select("m.user_id")
    .where("m.user_id", "=", userID)
    .where("m.store_id", "=", storeID)
    .where("m.role", "=", "MEDICAL_DOCTOR")
    // The doctor is the store's company's own user, so a stray membership never assigns another company's doctor.
    .whereRef("u.company_id", "=", "s.company_id")
    .where(inScope(scope, { company: "s.company_id", store: "s.id" }))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A user of the scope's company by id, with its name and company: a patient's assigned doctor, named on its
 * prescription. Company-wide (the doctor may work in a store the operator does not); undefined outside the scope.
 */
export async function findCompanyUser(
  db: Db,
  scope: DataScope,
  userID: string,
): Promise<(Doctor & { companyID: string }) | undefined> {
  if (!isUuid(userID)) return undefined;
  return db
    .selectFrom("users as u")
    .select(["u.id as userID", "u.first_name as firstName", "u.last_name as lastName", "u.company_id as companyID"])
    .where("u.id", "=", userID)
    .where(inScope({ companyID: scope.companyID, storeIDs: null }, { company: "u.company_id" }))
    .executeTakeFirst();
}
