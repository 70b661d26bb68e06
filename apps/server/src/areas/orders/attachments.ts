// An order's attachments (the prescription PDF): where each file lives in the blob store, recording one and
// finding one. Which names an attachment may have is the domain's rule (order/order-attachments).
import { isAttachmentName, type Order } from "@solerx/domain/order";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { type DataScope, inScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { appendAudit, orderOwners } from "../audit/index";
import type { OrderWriter } from "./queries";

/** Where an order's file lives in the blob store. */
export function attachmentKey(order: { companyID: string; orderID: string }, name: string): string {
  return `orders/${order.companyID}/${order.orderID}/${name}`;
}

/** Records a stored attachment (its file already in the blob store); a second one of the name replaces it. */
export async function recordAttachment(
  db: Db,
  writer: OrderWriter,
  order: Order,
  file: { name: string; blobKey: string; contentType: string; size: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("order_attachments")
      .values({
        order_id: order.orderID,
        company_id: order.companyID,
        store_id: order.storeID,
        name: file.name,
        blob_key: file.blobKey,
        content_type: file.contentType,
        size: file.size,
        created_by: writer.operatorID,
      })
      .onConflict((c) =>
        c.columns(["order_id", "name"]).doUpdateSet({
          blob_key: file.blobKey,
          content_type: file.contentType,
          size: file.size,
          created_by: writer.operatorID,
          created_at: sql`now()`,
        }),
      )
      .execute();
    await appendAudit(trx, { userID: writer.operatorID, action: "update", route: writer.route, ...orderOwners(order) });
  });
}

/** An attachment of an order of the scope: where its file is and what it is. */
export async function findAttachment(
  db: Db,
  scope: DataScope,
  orderID: string,
  name: string,
): Promise<
  { blobKey: string; contentType: string; patientID: string; storeID: string; companyID: string } | undefined
> {
  // Only names the server makes are stored, so any other is simply not there (and never reaches the database).
  if (!isUuid(orderID) || !isAttachmentName(name)) return undefined;
  const row = await db
    .selectFrom("order_attachments as a")
    .innerJoin("orders as o", "o.id", "a.order_id")
    .select(["a.blob_key", "a.content_type", "o.user_id", "o.store_id", "o.company_id"])
    .where("a.order_id", "=", orderID)
    .where("a.name", "=", name)
    .where(inScope(scope, { company: "o.company_id", store: "o.store_id" }))
    .executeTakeFirst();
  return (
    row && {
      blobKey: row.blob_key,
      contentType: row.content_type,
      patientID: row.user_id,
      storeID: row.store_id,
      companyID: row.company_id,
    }
  );
}
