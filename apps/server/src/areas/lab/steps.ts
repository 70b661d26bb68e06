// The lab's writes (issue 11): a status change and a repair order. Each is one transaction that locks the order,
// writes it, its history step, the session status the step records (order/order-status) and the audit entry.

import type { LabStatusChangeRequest } from "@solerx/domain/lab";
import { canMoveOrder, canOpenRepair, needsTrackingLink } from "@solerx/domain/order";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { isUuid } from "../../db/users";
import { appendAudit } from "../audit/index";
import { recordOrderStep, type SteppedOrder } from "../orders/index";
import { labRefused } from "./lab-refused";

/** The lab staff member making a step, and through which route (for the audit entry). */
export interface LabWriter {
  userID: string;
  route: string;
}
/** The order, locked for the step (a second step on it waits, then sees this one's outcome). */
async function lockOrder(trx: Db, orderID: string) {
  if (!isUuid(orderID)) throw labRefused("missing");
  const row = await trx
    .selectFrom("orders")
    .select(["id", "company_id", "store_id", "user_id", "session_id", "status", "repair_of_id", "tracking_link"])
    .where("id", "=", orderID)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw labRefused("missing");
  return row;
}

/** The step's audit entry, under the order's patient (a repair's: the original's). */
async function auditStep(trx: Db, writer: LabWriter, action: "update" | "create", order: LockedOrder) {
  await appendAudit(trx, {
    userID: writer.userID,
    action,
    route: writer.route,
    patientID: order.user_id,
    storeID: order.store_id,
    companyID: order.company_id,
  });
}

type LockedOrder = Awaited<ReturnType<typeof lockOrder>>;

/**
 * Moves the order to a status its life allows (order/order-status): Shipped needs a tracking link. One
 * transaction: the order, its history step, the session status the step records, the audit entry.
 */
export async function changeOrderStatus(
  db: Db,
  writer: LabWriter,
  orderID: string,
  change: LabStatusChangeRequest,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderID);
    if (!canMoveOrder(order.status, change.status)) throw labRefused("transitionNotAllowed");
    if (needsTrackingLink(change.status) && !change.trackingLink) throw labRefused("trackingLinkNeeded");
    const trackingLink = needsTrackingLink(change.status) ? (change.trackingLink ?? null) : order.tracking_link;
    await trx
      .updateTable("orders")
      .set({ status: change.status, tracking_link: trackingLink, updated_at: sql`now()` })
      .where("id", "=", order.id)
      .execute();
    await recordOrderStep(trx, order, {
      status: change.status,
      trackingLink,
      note: change.note || null,
      byUserID: writer.userID,
    });
    await auditStep(trx, writer, "update", order);
  });
}

/**
 * Opens a repair order of a shipped order: a new order with the original's body, session and flags, repairOfID
 * the original, status Processing, REPAIR_ORDER_CREATED on the session. An order has at most one repair order:
 * asking again answers the one opened before (created false) and changes nothing.
 */
export async function openRepairOrder(
  db: Db,
  writer: LabWriter,
  orderID: string,
  reason: string,
): Promise<{ repairID: string; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const original = await lockOrder(trx, orderID);
    const existing = await trx
      .selectFrom("orders")
      .select("id")
      .where("repair_of_id", "=", original.id)
      .executeTakeFirst();
    if (existing) return { repairID: existing.id, created: false };
    if (!canOpenRepair(original.status)) throw labRefused("repairNeedsShipped");
    const { rows } = await sql<SteppedOrder>`
      insert into orders (company_id, store_id, user_id, session_id, reorder_of_id, repair_of_id, created_by,
        doctor_id, zebra_id, expert_review, first_name, last_name, gender, weight, left_scan_id, right_scan_id, items,
        delivery_option, prescription, leroy_meta, notes)
      select company_id, store_id, user_id, session_id, reorder_of_id, id, ${writer.userID}::uuid, doctor_id,
        zebra_id, expert_review, first_name, last_name, gender, weight, left_scan_id, right_scan_id, items,
        delivery_option, prescription, leroy_meta, notes
      from orders where id = ${original.id}::uuid
      returning id, company_id, store_id, session_id, repair_of_id`.execute(trx);
    const [repair] = rows;
    if (!repair) throw new Error("the repair order was not inserted");
    await recordOrderStep(trx, repair, {
      status: "Processing",
      trackingLink: null,
      note: reason,
      byUserID: writer.userID,
    });
    await auditStep(trx, writer, "create", original);
    return { repairID: repair.id, created: true };
  });
}
