// Writes to a patient record (issue 9): the user, its stores, its doctor, its sessions, its FitStation profile and
// medical profile, the reorder copy and the delete (user-writes.ts, profile-writes.ts, patient-delete.ts). Every
// write is one transaction that starts by adding one to the patient's version (touchPatient): the UPDATE carries
// the operator's scope and the If-Match version in its WHERE, so the check and the write are one atomic step and
// its row lock orders concurrent writers; then the change; then the audit entry. A failed step rolls the whole
// write back. This file is that one step every write goes through.
import { sql } from "kysely";
import type { Db } from "../../db/database";
import type { WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { appendAudit } from "../audit/index";
import { patientInScope, patientStore } from "./patient-scope";
import { recordRefused } from "./record-refused";
import { findWriteKey, storeWriteKey } from "./record-write-keys";

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

export interface Touched {
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

export async function auditRecord(
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
export async function write(
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
      await auditRecord(trx, context, action, userID, touched);
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
