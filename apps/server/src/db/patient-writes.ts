// Writes to a patient record (issue 9): the user, its stores, its doctor, its sessions, its FitStation profile and
// medical profile, the reorder copy and the delete. Every write is one transaction that starts by adding one to
// the patient's version (touchPatient): the UPDATE carries the operator's scope and the If-Match version in its
// WHERE, so the check and the write are one atomic step and its row lock orders concurrent writers; then the
// change; then the audit entry. A failed step rolls the whole write back.
import {
  birthDateToTimestamp,
  type FitStationProfile,
  type Gender,
  type MedicalProfile,
  type MedicalProfileResponse,
  PATIENT_HAS_ORDERS_MESSAGE,
  type SessionStatus,
  STALE_RECORD_MESSAGE,
  timestampToBirthDate,
  type UserDetails,
  VALIDATION_MESSAGES,
  weightInLbs,
} from "@solerx/domain";
import { DomainError } from "@solerx/domain/errors";
import { withoutSizeCopies, withTemplateSizeCopies } from "@solerx/domain/shoe-size";
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { appendAudit } from "./audit";
import { scanFilesOf } from "./blob-owners";
import type { Db } from "./database";
import { parseJsonColumn } from "./json-column";
import { findWriteKey, storeWriteKey } from "./record-write-keys";
import { type DataScope, inScope, type WriteScope } from "./scope";
import { addSessionStatus, createSession } from "./sessions";
import { isUuid } from "./users";

/** Why a write was refused; recordRefused gives each its status and the spec's (or our) message. */
export type RecordRefusal =
  /** If-Match names an older version (412). */
  | "stale"
  /** No such patient in the operator's scope (404). */
  | "missing"
  /** The doctor is not one of the patient's store's (422 "Please, reassign doctor"). */
  | "reassignDoctor"
  /** The scan session is not the patient's (400 "Failed to update FitStation profile"). */
  | "foreignSession"
  /** The patient has an order (409). */
  | "hasOrders"
  /** A new session's owners do not belong together (422). */
  | "inconsistentOwners"
  /** The idempotency-key was used by another write of the operator (another patient or route: 422). */
  | "keyReused";

/** The refusal as the API answers it; `message` is ours, for the refusals the spec has no text for (422). */
export function recordRefused(reason: RecordRefusal, message: string = reason): DomainError {
  switch (reason) {
    case "stale":
      return new DomainError(412, STALE_RECORD_MESSAGE);
    case "missing":
      // The call's own 404 text, else the user call's ("User not found").
      return DomainError.ofCall(404, "user");
    case "reassignDoctor":
      return new DomainError(422, VALIDATION_MESSAGES.reassignDoctor);
    case "foreignSession":
      return DomainError.of("updateFitStationProfile", 400);
    case "hasOrders":
      return new DomainError(409, PATIENT_HAS_ORDERS_MESSAGE);
    case "inconsistentOwners":
    case "keyReused":
      return new DomainError(422, message);
  }
}

/** What a write names besides its body: the version it was based on (If-Match) and its idempotency-key. */
export interface WritePrecondition {
  ifMatch?: number | undefined;
  idempotencyKey?: string | undefined;
}

/** Who writes and through which route, for the audit entry each write appends. */
export interface WriteContext {
  scope: WriteScope;
  operatorID: string;
  route: string;
  /** The version the writer last read (If-Match); undefined: no precondition. */
  ifMatch?: number | undefined;
  /** The write's idempotency-key (RECORD_IDEMPOTENCY_HEADER): a retry of a write made answers its version. */
  idempotencyKey?: string | undefined;
}

/** The version a keyed write answered when it was made before (a retry); undefined when it was not. */
async function replayedVersion(db: Db, context: WriteContext, userID: string): Promise<number | undefined> {
  if (context.idempotencyKey === undefined) return undefined;
  const earlier = await findWriteKey(db, context.operatorID, context.idempotencyKey);
  if (!earlier) return undefined;
  if (earlier.patientID !== userID || earlier.route !== context.route) {
    throw recordRefused("keyReused", "The idempotency-key was used for another write");
  }
  return earlier.version;
}

/**
 * `u` (users) is a patient of the scope: its company, and a BASIC membership in one of the scope's stores; not
 * blocked (retention/: a blocked record is kept but no longer editable).
 */
export function patientInScope(scope: DataScope): RawBuilder<SqlBool> {
  const stores = inScope(
    { companyID: null, storeIDs: scope.storeIDs },
    { company: "u.company_id", store: "pm.store_id" },
  );
  return sql<SqlBool>`(${inScope(scope, { company: "u.company_id" })} and u.user_type = 'PATIENT'
    and u.blocked_at is null and exists (select 1 from memberships pm where pm.user_id = u.id and pm.role = 'BASIC' and ${stores}))`;
}

/** The patient's first store in the scope (by id): the store an audit entry names. */
function patientStore(scope: DataScope): RawBuilder<string | null> {
  const stores = inScope(
    { companyID: null, storeIDs: scope.storeIDs },
    { company: "u.company_id", store: "pm.store_id" },
  );
  return sql<string | null>`(select pm.store_id from memberships pm
    where pm.user_id = u.id and pm.role = 'BASIC' and ${stores} order by pm.store_id limit 1)`;
}

interface Touched {
  version: number;
  storeID: string | null;
  companyID: string;
}

/**
 * Adds one to the patient's version, when the patient is in the scope and (with ifMatch) still at that version.
 * The first statement of every write: refused writes change nothing, and a second writer with the same If-Match
 * waits for the first one's row lock, then finds the version moved on.
 */
async function touchPatient(trx: Db, context: WriteContext, userID: string): Promise<Touched> {
  if (!isUuid(userID)) throw recordRefused("missing");
  let update = trx
    .updateTable("users as u")
    .set({ version: sql`u.version + 1`, updated_at: sql`now()` })
    .where("u.id", "=", userID)
    .where(patientInScope(context.scope));
  if (context.ifMatch !== undefined) update = update.where("u.version", "=", context.ifMatch);
  const row = await update
    .returning(["u.version", "u.company_id", patientStore(context.scope).as("store_id")])
    .executeTakeFirst();
  if (row) return { version: row.version, storeID: row.store_id, companyID: row.company_id };
  const exists = await trx
    .selectFrom("users as u")
    .select("u.id")
    .where("u.id", "=", userID)
    .where(patientInScope(context.scope))
    .executeTakeFirst();
  throw recordRefused(exists ? "stale" : "missing");
}

async function audit(
  trx: Db,
  context: WriteContext,
  action: "create" | "update" | "delete",
  userID: string,
  at: Touched,
) {
  await appendAudit(trx, {
    userID: context.operatorID,
    action,
    patientID: userID,
    storeID: at.storeID,
    companyID: at.companyID,
    route: context.route,
  });
}

/**
 * One write: touch the patient, change it, audit it, keep its idempotency-key; the new version. A write whose key
 * was kept before is not made again: it answers the version it answered then.
 */
async function write(
  db: Db,
  context: WriteContext,
  userID: string,
  change: (trx: Db, touched: Touched) => Promise<void>,
  action: "update" | "delete" = "update",
): Promise<number> {
  const earlier = await replayedVersion(db, context, userID);
  if (earlier !== undefined) return earlier;
  const key = context.idempotencyKey;
  try {
    return await db.transaction().execute(async (trx) => {
      const touched = await touchPatient(trx, context, userID);
      await change(trx, touched);
      await audit(trx, context, action, userID, touched);
      if (key !== undefined) {
        await storeWriteKey(
          trx,
          { operatorID: context.operatorID, idempotencyKey: key, patientID: userID, route: context.route },
          touched.version,
        );
      }
      return touched.version;
    });
  } catch (error) {
    // A retry that ran beside its first attempt waited for its row lock, then found the version moved on (412)
    // or the key taken: the first attempt's answer is its answer.
    const raced = key === undefined ? undefined : await replayedVersion(db, context, userID).catch(() => undefined);
    if (raced !== undefined) return raced;
    throw error;
  }
}

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
    await audit(trx, context, "create", userID, { version, storeID: user.storeID, companyID });
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

/** The scan session is the patient's (and in the scope); otherwise the profile update is refused. */
async function requirePatientSession(trx: Db, scope: DataScope, userID: string, sessionID: string | null) {
  if (sessionID === null) return;
  const session = isUuid(sessionID)
    ? await trx
        .selectFrom("sessions")
        .select("id")
        .where("id", "=", sessionID)
        .where("user_id", "=", userID)
        .where(inScope(scope, { company: "company_id", store: "store_id" }))
        .executeTakeFirst()
    : undefined;
  if (!session) throw recordRefused("foreignSession");
}

async function upsertProfile(
  trx: Db,
  userID: string,
  values: { last_valid_session_id?: string | null; weight?: number; medical_profile?: string | null },
) {
  await trx
    .insertInto("profiles")
    .values({ user_id: userID, weight: 0, ...values })
    .onConflict((c) => c.column("user_id").doUpdateSet({ ...values, updated_at: sql`now()` }))
    .execute();
}

/** POST /profile/{userID}/update/fitStationProfile. */
export function updateFitStationProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  profile: FitStationProfile,
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, profile.lastValidScanningSession);
    await upsertProfile(trx, userID, {
      last_valid_session_id: profile.lastValidScanningSession,
      weight: profile.weight,
    });
  });
}

/** A birth date column value ('YYYY-MM-DD') of a profile timestamp; null below the threshold (no birth date). */
function birthDateColumn(timestamp: number): string | null {
  const date = timestampToBirthDate(timestamp);
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Stores a medical profile: reference ID and birth date on the user row, the rest and the weight in lbs in profiles. */
export async function storeMedicalProfile(trx: Db, userID: string, profile: MedicalProfile): Promise<void> {
  const { patientID, birthDateTimestamp, ...stored } = profile;
  const referenceID = patientID.trim();
  await trx
    .updateTable("users")
    .set({ reference_id: referenceID === "" ? null : referenceID, birth_date: birthDateColumn(birthDateTimestamp) })
    .where("id", "=", userID)
    .execute();
  await upsertProfile(trx, userID, {
    medical_profile: JSON.stringify({ ...stored, prescriptionObj: withoutSizeCopies(stored.prescriptionObj) }),
    weight: weightInLbs(stored.weight, stored.weightUnit),
  });
}

/**
 * POST /profile/{userID}/update/fitStationMedicalProfile. The session must be the patient's; action adds its status
 * to the session; update false keeps the stored profile. The reference ID and birth date live on the user row only
 * (the list reads them there), so the stored JSON leaves them out; profiles.weight follows the profile's weight in
 * pounds.
 */
export function updateMedicalProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  options: { sessionID: string; action?: SessionStatus | undefined; update: boolean; profile: MedicalProfile },
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, options.sessionID);
    if (options.action) await addSessionStatus(trx, options.sessionID, options.action);
    if (options.update) await storeMedicalProfile(trx, userID, options.profile);
  });
}

/**
 * POST /profile/{userID}/copyFitStationProfile (reorder): the old patient's profile, medical profile, reference ID
 * and birth date go to the new patient, whose profile points at its own new session.
 */
export function copyFitStationProfile(
  db: Db,
  context: WriteContext,
  userID: string,
  from: { oldUserID: string; sessionID: string; oldSessionID: string },
): Promise<number> {
  return write(db, context, userID, async (trx) => {
    await requirePatientSession(trx, context.scope, userID, from.sessionID);
    await requirePatientSession(trx, context.scope, from.oldUserID, from.oldSessionID);
    const old = await trx
      .selectFrom("users as u")
      .leftJoin("profiles as p", "p.user_id", "u.id")
      .select([
        "u.reference_id",
        sql<string | null>`u.birth_date::text`.as("birth_date"),
        "p.weight",
        "p.medical_profile",
      ])
      .where("u.id", "=", from.oldUserID)
      .where(patientInScope(context.scope))
      .executeTakeFirst();
    if (!old) throw recordRefused("missing");
    await trx
      .updateTable("users")
      .set({ reference_id: old.reference_id, birth_date: old.birth_date })
      .where("id", "=", userID)
      .execute();
    const medical = old.medical_profile == null ? null : JSON.stringify(old.medical_profile);
    await upsertProfile(trx, userID, {
      last_valid_session_id: from.sessionID,
      weight: old.weight ?? 0,
      medical_profile: medical,
    });
  });
}

/** The ORDER statuses and REPAIR_ORDER_CREATED: a patient with any of them in any session has an order. */
const ORDER_STATUSES: readonly SessionStatus[] = [
  "ORDER_CREATED",
  "ORDER_DELIVERED",
  "ORDER_CANCELLED",
  "REPAIR_ORDER_CREATED",
];

/** An order placed for the patient (any status, repairs included), or an order status on any of its sessions. */
async function hasOrders(db: Db, userID: string): Promise<boolean> {
  const row = await db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", userID)
    .where(sql<boolean>`statuses && ${sql.val([...ORDER_STATUSES])}::text[]`)
    .unionAll(db.selectFrom("orders").select("id").where("user_id", "=", userID))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** GET …/canDelete: undefined when the patient is not in the scope. */
export async function canDeletePatient(db: Db, scope: DataScope, userID: string): Promise<boolean | undefined> {
  if (!isUuid(userID)) return undefined;
  const patient = await db
    .selectFrom("users as u")
    .select("u.id")
    .where("u.id", "=", userID)
    .where(patientInScope(scope))
    .executeTakeFirst();
  if (!patient) return undefined;
  return !(await hasOrders(db, userID));
}

/**
 * DELETE …/delete: the user and, by the schema's cascades, its memberships, sessions with their statuses and
 * scans, and its profile with the medical profile; refused while the patient has an order. Answers the blob keys
 * of the deleted scans (uploaded and checked files): the files go after the rows (repository.ts), so a failed delete never leaves a scan
 * without its file. The audit entry "delete" names who deleted whom, and stays: the log is append-only and has
 * no foreign keys.
 */
export async function deletePatient(db: Db, context: WriteContext, userID: string): Promise<string[]> {
  let blobKeys: string[] = [];
  await write(
    db,
    context,
    userID,
    async (trx) => {
      if (await hasOrders(trx, userID)) throw recordRefused("hasOrders");
      blobKeys = await scanFilesOf(trx, [userID]);
      await trx.deleteFrom("users").where("id", "=", userID).execute();
    },
    "delete",
  );
  return blobKeys;
}

/** GET …/fitStationProfile: undefined when the patient is not in the scope. */
export async function findFitStationProfile(
  db: Db,
  scope: DataScope,
  userID: string,
): Promise<(FitStationProfile & { version: number; storeID: string | null; companyID: string }) | undefined> {
  if (!isUuid(userID)) return undefined;
  const row = await db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select(["u.version", "u.company_id", "p.last_valid_session_id", "p.weight", patientStore(scope).as("store_id")])
    .where("u.id", "=", userID)
    .where(patientInScope(scope))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    lastValidScanningSession: row.last_valid_session_id ?? null,
    weight: row.weight ?? 0,
    version: row.version,
    storeID: row.store_id,
    companyID: row.company_id,
  };
}

/** GET …/fitStationMedicalProfile: the stored profile with the user row's reference ID and birth date. */
export async function findMedicalProfile(
  db: Db,
  scope: DataScope,
  userID: string,
): Promise<(MedicalProfileResponse & { storeID: string | null; companyID: string }) | undefined> {
  if (!isUuid(userID)) return undefined;
  const row = await db
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select([
      "u.version",
      "u.company_id",
      "u.reference_id",
      sql<string | null>`u.birth_date::text`.as("birth_date"),
      "p.medical_profile",
      patientStore(scope).as("store_id"),
    ])
    .where("u.id", "=", userID)
    .where(patientInScope(scope))
    .executeTakeFirst();
  if (!row) return undefined;
  const stored = parseJsonColumn<unknown>(row.medical_profile);
  const birthDate = row.birth_date ? row.birth_date.split("-").map(Number) : null;
  const medicalProfile =
    stored == null
      ? null
      : ({
          ...(stored as object),
          prescriptionObj: withTemplateSizeCopies((stored as { prescriptionObj?: unknown }).prescriptionObj),
          patientID: row.reference_id ?? "",
          birthDateTimestamp: birthDateToTimestamp(
            birthDate ? { year: birthDate[0] ?? 0, month: birthDate[1] ?? 0, day: birthDate[2] ?? 0 } : null,
          ),
        } as MedicalProfile);
  return { medicalProfile, version: row.version, storeID: row.store_id, companyID: row.company_id };
}
