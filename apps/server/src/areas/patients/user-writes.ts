// Writes to a patient's user row and memberships: creating the patient user, its names, its stores, its doctor
// and a new scan session. Each goes through write() (record-write.ts) but creation, which has no version yet.
import type { Gender } from "@solerx/domain/common";
import type { UserDetails } from "@solerx/domain/patient";
import type { Db } from "../../db/database";
import { inScope, type WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { createSession } from "../sessions/index";
import { recordRefused } from "./record-refused";
import { auditRecord, type WriteContext, write } from "./record-write";

/** A store of the scope (its company), or undefined. */
async function storeInScope(trx: Db, scope: WriteScope, storeID: string) {
  if (!isUuid(storeID)) return undefined;
  return trx
    .selectFrom("stores as s")
    .select("s.company_id")
    .where("s.id", "=", storeID)
    .where(inScope(scope, { company: "s.company_id", store: "s.id" }))
    .executeTakeFirst();
}

/** The PO number as stored: "" clears it (a reorder clears the zebraID); undefined leaves it. */
function zebraColumn(zebraID: string | undefined) {
  return zebraID === undefined ? {} : { zebra_id: zebraID === "" ? null : zebraID };
}

export interface NewPatientUser {
  firstName: string;
  lastName: string;
  gender: Gender;
  referenceID?: string | undefined;
  zebraID?: string | undefined;
  doctorID?: string | undefined;
}

/**
 * A patient user of the store's company and its BASIC membership of the store, when the store is in the scope;
 * undefined otherwise. The one place a patient user is made (user/create and Get Started's create); the caller
 * runs it in its transaction and writes the audit entry.
 */
export async function insertPatientUser(
  trx: Db,
  scope: WriteScope,
  storeID: string,
  user: NewPatientUser,
): Promise<{ userID: string; version: number; companyID: string } | undefined> {
  const store = await storeInScope(trx, scope, storeID);
  if (!store) return undefined;
  const { id: userID, version } = await trx
    .insertInto("users")
    .values({
      company_id: store.company_id,
      user_type: "PATIENT",
      first_name: user.firstName,
      last_name: user.lastName,
      gender: user.gender,
      reference_id: user.referenceID || null,
      current_owner_id: user.doctorID ?? null,
      ...zebraColumn(user.zebraID),
    })
    .returning(["id", "version"])
    .executeTakeFirstOrThrow();
  await trx.insertInto("memberships").values({ user_id: userID, store_id: storeID, role: "BASIC" }).execute();
  return { userID, version, companyID: store.company_id };
}

/** POST /profile/user/create: a patient user of the store's company, a BASIC member of the store. */
export async function createUser(
  db: Db,
  context: WriteContext,
  user: UserDetails & { storeID: string },
): Promise<{ userID: string; version: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const created = await insertPatientUser(trx, context.scope, user.storeID, user);
    if (!created) return undefined;
    const { userID, version, companyID } = created;
    await auditRecord(trx, context, "create", userID, { version, storeID: user.storeID, companyID });
    return { userID, version };
  });
}

/** POST /profile/user/{userID}/update: names, gender, PO number. */
export function updateUser(db: Db, context: WriteContext, userID: string, user: UserDetails): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await trx
      .updateTable("users")
      .set({ first_name: user.firstName, last_name: user.lastName, gender: user.gender, ...zebraColumn(user.zebraID) })
      .where("id", "=", userID)
      .execute();
  });
}

/** POST /profile/addUserToSite: the patient becomes a BASIC member of another store of the scope. */
export async function addUserToSite(db: Db, context: WriteContext, userID: string, storeID: string): Promise<number> {
  return write(db, context, userID, async (trx, touched) => {
    const store = await storeInScope(trx, context.scope, storeID);
    if (!store || store.company_id !== touched.companyID) throw recordRefused("missing");
    await trx
      .insertInto("memberships")
      .values({ user_id: userID, store_id: storeID, role: "BASIC" })
      .onConflict((c) => c.doNothing())
      .execute();
  });
}

/** POST /profile/update/currentOwner: the doctor must be a MEDICAL_DOCTOR of one of the patient's stores. */
export function updateCurrentOwner(db: Db, context: WriteContext, userID: string, doctorID: string): Promise<number> {
  return write(db, context, userID, async (trx, touched) => {
    const doctor = isUuid(doctorID)
      ? await trx
          .selectFrom("memberships as d")
          .innerJoin("memberships as p", "p.store_id", "d.store_id")
          .innerJoin("users as du", "du.id", "d.user_id")
          .select("d.user_id")
          .where("d.user_id", "=", doctorID)
          .where("d.role", "=", "MEDICAL_DOCTOR")
          .where("du.company_id", "=", touched.companyID)
          .where("p.user_id", "=", userID)
          .where("p.role", "=", "BASIC")
          .where(
            inScope(
              { companyID: null, storeIDs: context.scope.storeIDs },
              { company: "du.company_id", store: "p.store_id" },
            ),
          )
          .executeTakeFirst()
      : undefined;
    if (!doctor) throw recordRefused("reassignDoctor");
    await trx.updateTable("users").set({ current_owner_id: doctorID }).where("id", "=", userID).execute();
  });
}

export interface NewSessionOwners {
  userID: string;
  companyID: string;
  storeID: string;
  operatorID: string;
}

/**
 * POST /profile/session/create: the owners must belong together (the company is the operator's, the site one of
 * its stores in the scope, the user a patient of that site, the employee an operator of that company); the new
 * session becomes the patient's latest.
 */
export async function createPatientSession(
  db: Db,
  context: WriteContext,
  owners: NewSessionOwners,
): Promise<{ sessionID: string; version: number }> {
  let sessionID = "";
  const version = await write(db, context, owners.userID, async (trx, touched) => {
    const ids = [owners.companyID, owners.storeID, owners.operatorID];
    if (!ids.every(isUuid) || owners.companyID !== touched.companyID) {
      throw recordRefused("inconsistentOwners", "The session's company is not the patient's");
    }
    const site = await trx
      .selectFrom("memberships as m")
      .innerJoin("stores as s", "s.id", "m.store_id")
      .select("m.store_id")
      .where("m.user_id", "=", owners.userID)
      .where("m.role", "=", "BASIC")
      .where("m.store_id", "=", owners.storeID)
      .where(inScope(context.scope, { company: "s.company_id", store: "s.id" }))
      .executeTakeFirst();
    if (!site) throw recordRefused("inconsistentOwners", "The patient is not a patient of the session's site");
    const employee = await trx
      .selectFrom("users")
      .select("id")
      .where("id", "=", owners.operatorID)
      .where("user_type", "=", "OPERATOR")
      .where("company_id", "=", touched.companyID)
      .executeTakeFirst();
    if (!employee)
      throw recordRefused("inconsistentOwners", "The session's employee is not an operator of the company");
    sessionID = await createSession(trx, owners, "SESSION_CREATED");
  });
  return { sessionID, version };
}
