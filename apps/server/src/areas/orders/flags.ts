// An order's flags (POST /order/flags, issue 17 point 3): expert review and the PO number, changed only while the
// order is Processing, each change a step of its history said in words.
import { flagChangeNote, flagsMayChange, type Order } from "@solerx/domain/order";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { inScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { appendAudit } from "../audit/index";
import { findOrder, type OrderWriter } from "./queries";
import { userName } from "./steps";

/**
 * Sets the order's flags while it is Processing (issue 17 point 3): each change a step of its history, said in
 * words, without a session status of its own. "frozen" once the lab has started: nothing changes. Undefined when
 * the order is not the scope's.
 */
export async function setOrderFlags(
  db: Db,
  writer: OrderWriter,
  orderID: string,
  flags: { expertReview: boolean; zebraID?: string | undefined },
): Promise<Order | undefined | "frozen"> {
  if (!isUuid(orderID)) return undefined;
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("orders as o")
      .select(["o.id", "o.user_id", "o.store_id", "o.company_id", "o.status", "o.zebra_id", "o.expert_review"])
      .where("o.id", "=", orderID)
      .where(inScope(writer.scope, { company: "o.company_id", store: "o.store_id" }))
      .forUpdate()
      .executeTakeFirst();
    if (!current) return undefined;
    if (!flagsMayChange(current.status)) return "frozen";
    const before = { zebraID: current.zebra_id, expertReview: current.expert_review };
    const after = { zebraID: flags.zebraID ?? current.zebra_id, expertReview: flags.expertReview };
    const note = flagChangeNote(before, after);
    if (note !== null) {
      await trx
        .updateTable("orders")
        .set({ expert_review: after.expertReview, zebra_id: after.zebraID, updated_at: sql`now()` })
        .where("id", "=", orderID)
        .execute();
      await trx
        .insertInto("order_events")
        .values({
          order_id: current.id,
          company_id: current.company_id,
          store_id: current.store_id,
          status: current.status,
          tracking_link: null,
          note,
          by_user_id: writer.operatorID,
          by_name: await userName(trx, writer.operatorID),
        })
        .execute();
      await appendAudit(trx, {
        userID: writer.operatorID,
        action: "update",
        patientID: current.user_id,
        storeID: current.store_id,
        companyID: current.company_id,
        route: writer.route,
      });
    }
    return findOrder(trx, writer.scope, orderID);
  });
}
