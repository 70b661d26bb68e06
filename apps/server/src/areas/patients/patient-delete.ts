// Deleting a patient record: allowed only while the patient has no order; the rows go in one write, the scans'
// files after it (repository.ts).
import type { SessionStatus } from "@solerx/domain/common";
import { sql } from "kysely";
import { scanFilesOf } from "../../db/blob-owners";
import type { Db } from "../../db/database";
import type { DataScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { patientInScope } from "./patient-scope";
import { recordRefused } from "./record-refused";
import { type WriteContext, write } from "./record-write";

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
