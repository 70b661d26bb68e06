// The fabrication lab's data (ours: spec 001 has no lab side; issue 11): every company's orders, one order with
// what the bench needs, a status change and a repair order. The lab's scope is every company's orders, and only
// orders: a step writes the order, its history, the session status the step records (rules/order-status) and the
// audit entry, never a clinic's patient record. Callers (db/lab-repository.ts) audit the reads.
import {
  canMoveOrder,
  canOpenRepair,
  LAB_MESSAGES,
  type LabOrder,
  type LabOrderSummary,
  type LabScanSide,
  type LabStatusChangeRequest,
  needsTrackingLink,
  normalisePack,
  normaliseScanMode,
  type Order,
  type OrderItem,
  type OrderStatus,
  orderQuantity,
} from "@solerx/domain";
import { DomainError } from "@solerx/domain/errors";
import { sql } from "kysely";
import { appendAudit } from "./audit";
import type { Db } from "./database";
import { parseJsonColumn } from "./json-column";
import { findOrder, orderProduct, recordOrderStep, type SteppedOrder } from "./orders";
import { findScan, type StoredScan } from "./scans";
import type { DataScope } from "./scope";
import { isUuid } from "./users";

/** Every company's orders: the lab reads and moves orders wherever they were placed. */
const LAB_SCOPE: DataScope = { companyID: null, storeIDs: null };

/** Why a lab step was refused. */
export type LabRefusal =
  | "missing"
  | "transitionNotAllowed"
  | "trackingLinkNeeded"
  | "repairNeedsShipped"
  /** A lab reader (SUPER_ADMIN) who is not lab staff asked for a step. */
  | "labOnly";

/** The refusal as the API answers it: its status and LAB_MESSAGES text (no order: the catalogue's 404). */
export function labRefused(reason: LabRefusal): DomainError {
  switch (reason) {
    case "missing":
      return DomainError.of("getOrder", 404);
    case "transitionNotAllowed":
    case "repairNeedsShipped":
      return new DomainError(409, LAB_MESSAGES[reason]);
    case "trackingLinkNeeded":
      return new DomainError(400, LAB_MESSAGES[reason]);
    case "labOnly":
      return new DomainError(403, LAB_MESSAGES[reason]);
  }
}

/** The lab staff member making a step, and through which route (for the audit entry). */
export interface LabWriter {
  userID: string;
  route: string;
}

const ITEM_PRODUCT = sql<string | null>`o.items -> 0 -> 'product' -> 'customProperties' ->> 'product'`;
const SCAN_PRODUCT = sql<string | null>`(select sc.meta ->> 'product' from scans sc
  where sc.id = coalesce(o.left_scan_id, o.right_scan_id))`;

function labListQuery(db: Db, status: OrderStatus | undefined) {
  let query = db
    .selectFrom("orders as o")
    .innerJoin("companies as c", "c.id", "o.company_id")
    .innerJoin("stores as s", "s.id", "o.store_id");
  if (status) query = query.where("o.status", "=", status);
  return query;
}

/** A page of every company's orders (of one status when asked), newest first, and how many there are in all. */
export async function listLabOrders(
  db: Db,
  query: { status?: OrderStatus | undefined; offset: number; limit: number },
): Promise<{ total: number; orders: LabOrderSummary[] }> {
  const { total } = await labListQuery(db, query.status)
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .executeTakeFirstOrThrow();
  const rows = await labListQuery(db, query.status)
    .select([
      "o.id",
      "o.repair_of_id",
      "o.status",
      "o.created_at",
      "o.updated_at",
      "o.company_id",
      "c.name as company_name",
      "o.store_id",
      "s.name as store_name",
      "o.user_id",
      "o.first_name",
      "o.last_name",
      "o.zebra_id",
      "o.expert_review",
      sql<unknown>`o.prescription -> 'uiContextData'`.as("ui"),
      "o.items",
      ITEM_PRODUCT.as("item_product"),
      SCAN_PRODUCT.as("scan_product"),
    ])
    .orderBy("o.created_at", "desc")
    .orderBy("o.seq", "desc")
    .offset(query.offset)
    .limit(query.limit)
    .execute();
  const orders = rows.map((row): LabOrderSummary => {
    const ui = parseJsonColumn<Record<string, unknown> | null>(row.ui) ?? {};
    const items = parseJsonColumn<OrderItem[] | null>(row.items) ?? [];
    const uiQuantity = typeof ui.quantity === "number" && Number.isInteger(ui.quantity) ? ui.quantity : 1;
    return {
      orderID: row.id,
      repairOfID: row.repair_of_id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      companyID: row.company_id,
      companyName: row.company_name,
      storeID: row.store_id,
      storeName: row.store_name,
      userID: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      zebraID: row.zebra_id,
      expertReview: row.expert_review,
      orthoticStyle: typeof ui.orthoticStyle === "string" ? ui.orthoticStyle : "",
      orthoticStyleTitle: typeof ui.orthoticStyleTitle === "string" ? ui.orthoticStyleTitle : null,
      pack: normalisePack(ui.pack) ?? String(ui.pack ?? ""),
      // The one quantity the order, its PDF and the clinic's screens show (rules/order-quantity).
      quantity: orderQuantity({ items, prescriptionObj: { uiContextData: { quantity: uiQuantity } } }),
      product: orderProduct(row.item_product, row.scan_product),
    };
  });
  return { total: Number(total), orders };
}

/** One order of any company with its company, store, doctor, shipping address, product kind and scans. */
export async function findLabOrder(db: Db, orderID: string): Promise<LabOrder | undefined> {
  const order = await findOrder(db, LAB_SCOPE, orderID);
  if (!order) return undefined;
  const row = await db
    .selectFrom("orders as o")
    .innerJoin("companies as c", "c.id", "o.company_id")
    .innerJoin("stores as s", "s.id", "o.store_id")
    .leftJoin("users as d", "d.id", "o.doctor_id")
    .select([
      "c.name as company_name",
      "s.name as store_name",
      "d.first_name as doctor_first_name",
      "d.last_name as doctor_last_name",
      ITEM_PRODUCT.as("item_product"),
      SCAN_PRODUCT.as("scan_product"),
    ])
    .where("o.id", "=", orderID)
    .executeTakeFirstOrThrow();
  const sides = ["left", "right"] as const;
  const scans = await Promise.all(sides.map((side) => orderScan(db, order, side)));
  return {
    order,
    companyName: row.company_name,
    storeName: row.store_name,
    shippingAddress: order.items[0]?.shippingAddress ?? "",
    doctorName: `${row.doctor_first_name ?? ""} ${row.doctor_last_name ?? ""}`.trim(),
    product: orderProduct(row.item_product, row.scan_product),
    scans: sides.flatMap((side, index) => {
      const scan = scans[index];
      const measurementID = scanIdOf(order, side);
      if (!measurementID) return [];
      return [{ measurementID, side, scanMode: normaliseScanMode(scan?.meta.scanMode) ?? null }];
    }),
  };
}

function scanIdOf(order: Pick<Order, "measurementData">, side: LabScanSide): string | null {
  return side === "left" ? order.measurementData.leftScanID : order.measurementData.rightScanID;
}

/** The scan an order names for a foot, wherever the order was placed; undefined when it names none. */
function orderScan(db: Db, order: Order, side: LabScanSide): Promise<StoredScan | undefined> {
  const measurementID = scanIdOf(order, side);
  return measurementID ? findScan(db, LAB_SCOPE, measurementID) : Promise.resolve(undefined);
}

/**
 * An order of any company and its scan of one foot (the lab's STL and OBJ files are made from its file);
 * undefined when the order is missing, scan undefined when the order names no scan of that foot.
 */
export async function findLabOrderScan(
  db: Db,
  orderID: string,
  side: LabScanSide,
): Promise<{ order: Order; scan: StoredScan | undefined } | undefined> {
  const order = await findOrder(db, LAB_SCOPE, orderID);
  return order && { order, scan: await orderScan(db, order, side) };
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
 * Moves the order to a status its life allows (rules/order-status): Shipped needs a tracking link. One
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
