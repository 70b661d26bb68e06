// A step of an order's life: its history entry and the session status it stands for. Placing, the lab's status
// changes and repairs (areas/lab) record their steps here.
import { type Order, sessionStatusOfOrderStep } from "@solerx/domain/order";
import type { Db } from "../../db/database";
import { addSessionStatus } from "../sessions/index";

/** The name an order's history shows for a user ("First Last"). */
export async function userName(db: Db, userID: string): Promise<string> {
  const row = await db
    .selectFrom("users")
    .select(["first_name", "last_name"])
    .where("id", "=", userID)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : "";
}

/** The columns of an order a step needs: where its history entry goes, and its session and kind. */
export interface SteppedOrder {
  id: string;
  company_id: string;
  store_id: string;
  session_id: string;
  repair_of_id: string | null;
}

/**
 * Records a step of the order's life: its history entry, and the session status the step stands for
 * (order/order-status sessionStatusOfOrderStep: placing ORDER_CREATED, a repair REPAIR_ORDER_CREATED, Shipped
 * ORDER_DELIVERED, Cancelled ORDER_CANCELLED, Fabricating none).
 */
export async function recordOrderStep(
  trx: Db,
  order: SteppedOrder,
  step: { status: Order["status"]; trackingLink: string | null; note: string | null; byUserID: string },
): Promise<void> {
  await trx
    .insertInto("order_events")
    .values({
      order_id: order.id,
      company_id: order.company_id,
      store_id: order.store_id,
      status: step.status,
      tracking_link: step.trackingLink,
      note: step.note,
      by_user_id: step.byUserID,
      by_name: await userName(trx, step.byUserID),
    })
    .execute();
  const sessionStatus = sessionStatusOfOrderStep(step.status, order.repair_of_id !== null);
  if (sessionStatus) await addSessionStatus(trx, order.session_id, sessionStatus);
}
