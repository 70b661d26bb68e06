// The orders area's part of the repository: orders of the operator's stores; reads and writes are audited under
// the order's patient, since an order is the patient's data.
import { attachmentContentType, isAttachmentName, type Order, type OrderValidateResponse } from "@solerx/domain/order";
import { orderOwners } from "../audit/index";
import type { AreaContext, Page } from "../context";
import { attachmentKey, findAttachment, recordAttachment } from "./attachments";
import { setOrderFlags } from "./flags";
import { type PlaceOutcome, placeOrder, validateOrder } from "./place";
import { findOrder, listStoreOrders, type NewOrder, type OrderWriter } from "./queries";

export interface OrdersRepository {
  /** Throws orderRefused when the body cannot become an order (400 "Could not create Order"). */
  place(body: NewOrder, idempotencyKey: string | undefined): Promise<PlaceOutcome>;
  validate(
    parsed: { success: true; data: NewOrder } | { success: false; issues: OrderValidateResponse["issues"] },
    raw: Record<string, unknown>,
  ): Promise<OrderValidateResponse>;
  /** Undefined when the order is not one of the operator's stores'; "frozen" once the lab has started it. */
  setFlags(
    orderID: string,
    flags: { expertReview: boolean; zebraID?: string | undefined },
  ): Promise<Order | undefined | "frozen">;
  find(orderID: string): Promise<Order | undefined>;
  listByStore(storeID: string, page: Page): Promise<{ total: number; orders: Order[] }>;
  /**
   * Stores the file in the blob store (orders/<company>/<order>/<name>) and names it on the order, replacing one
   * of the same name; undefined when the order is not one of the operator's stores'. The name is the server's
   * own (pres.pdf): lower-case letters, digits, - _ . (isAttachmentName).
   */
  addAttachment(orderID: string, file: { name: string; bytes: Uint8Array }): Promise<Order | undefined>;
  /** The attachment's bytes and type; undefined when the order or the attachment (or its file) is not there. */
  attachment(orderID: string, name: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
}

export function ordersRepository({
  db,
  operator,
  route,
  blobs,
  own,
  read,
  crossCompany,
  audit,
}: AreaContext): OrdersRepository {
  /** An order is the patient's data: each read of one is an entry under its patient. */
  const auditOrder = (order: Order) => audit(orderOwners(order));
  const writer: OrderWriter = { scope: own, operatorID: operator.userID, route };
  return {
    async place(body, idempotencyKey) {
      const outcome = await placeOrder(db, writer, body, idempotencyKey);
      // A retry's answer is the order read again; the placing wrote its own "create" entry.
      if (outcome.replayed) await auditOrder(outcome.order);
      return outcome;
    },
    validate: (parsed, raw) => validateOrder(db, own, parsed, raw),
    setFlags: (orderID, flags) => setOrderFlags(db, writer, orderID, flags),
    async find(orderID) {
      const order = await findOrder(db, read, orderID);
      if (order) await auditOrder(order);
      return order;
    },
    async listByStore(storeID, page) {
      const list = await listStoreOrders(db, read, storeID, page);
      // Like the patient list: one entry naming the store (a cross-company reader's page, each order's patient).
      if (crossCompany) {
        for (const order of list.orders) await auditOrder(order);
      } else if (own.storeIDs.includes(storeID)) {
        await audit({ patientID: null, storeID, companyID: own.companyID });
      }
      return list;
    },
    async addAttachment(orderID, file) {
      if (!isAttachmentName(file.name)) throw new Error(`invalid attachment name: ${JSON.stringify(file.name)}`);
      const order = await findOrder(db, own, orderID);
      if (!order) return undefined;
      const blobKey = attachmentKey(order, file.name);
      await blobs.put(blobKey, file.bytes);
      await recordAttachment(db, writer, order, {
        name: file.name,
        blobKey,
        contentType: attachmentContentType(file.name),
        size: file.bytes.length,
      });
      return findOrder(db, own, orderID);
    },
    async attachment(orderID, name) {
      const found = await findAttachment(db, read, orderID, name);
      if (!found) return undefined;
      await audit({ patientID: found.patientID, storeID: found.storeID, companyID: found.companyID });
      const bytes = await blobs.get(found.blobKey);
      return bytes && { bytes, contentType: found.contentType };
    },
  };
}
