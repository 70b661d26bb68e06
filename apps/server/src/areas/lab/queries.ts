// The fabrication lab's data (ours: spec 001 has no lab side; issue 11): every company's orders, one order with
// what the bench needs, a status change and a repair order. The lab's scope is every company's orders, and only
// orders: a step writes the order, its history, the session status the step records (order/order-status) and the
// audit entry, never a clinic's patient record. Callers (repository.ts) audit the reads; the steps are in steps.ts.

import type { OrderStatus } from "@solerx/domain/common";
import type { LabOrder, LabOrderSummary, LabScanSide } from "@solerx/domain/lab";
import { type Order, type OrderItem, orderProduct, orderQuantity } from "@solerx/domain/order";
import { normalisePack } from "@solerx/domain/prescription";
import { normaliseScanMode } from "@solerx/domain/scan";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import type { DataScope } from "../../db/scope";
import { findOrder } from "../orders/index";
import { findScan, type StoredScan } from "../scans/index";

/** Every company's orders: the lab reads and moves orders wherever they were placed. */
const LAB_SCOPE: DataScope = { companyID: null, storeIDs: null };
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
      // The one quantity the order, its PDF and the clinic's screens show (order/order-quantity).
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
