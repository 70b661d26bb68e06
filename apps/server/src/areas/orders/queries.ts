// Orders (spec 001 §3 "Order", §7 "Order"): finding one and listing a store's, each with its history and
// attachment names. Placing (place.ts), flags (flags.ts), steps (steps.ts) and attachments (attachments.ts) live
// beside it. Every statement carries the operator's scope on the order's own company and store columns.
import type { CreateOrderRequest, Order, OrderEvent, OrderItem } from "@solerx/domain/order";
import type { Prescription } from "@solerx/domain/prescription";
import { withTemplateSizeCopies } from "@solerx/domain/shoe-size";
import { type RawBuilder, sql } from "kysely";
import type { z } from "zod";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import { type DataScope, inScope, type WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";

/** The body of POST /order/create as its schema parsed it. */
export type NewOrder = z.output<typeof CreateOrderRequest>;

/** Who writes, in which scope, through which route (for the audit entry each write appends). */
export interface OrderWriter {
  scope: WriteScope;
  operatorID: string;
  route: string;
}

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const isoTime = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The order's steps, oldest first, as one JSON array. */
const HISTORY_JSON: RawBuilder<unknown> = sql`coalesce((select json_agg(json_build_object(
    'at', ${isoTime("e.at")}, 'status', e.status, 'trackingLink', e.tracking_link, 'note', e.note,
    'byName', e.by_name) order by e.id)
  from order_events e where e.order_id = o.id), '[]'::json)`;

/** The order's attachment names, oldest first. */
const ATTACHMENTS_JSON: RawBuilder<unknown> = sql`coalesce((select json_agg(a.name order by a.created_at, a.name)
  from order_attachments a where a.order_id = o.id), '[]'::json)`;

/** Orders of the scope with their history and attachment names. */
export function ordersQuery(db: Db, scope: DataScope) {
  return db
    .selectFrom("orders as o")
    .selectAll("o")
    .select([HISTORY_JSON.as("history"), ATTACHMENTS_JSON.as("attachments")])
    .where(inScope(scope, { company: "o.company_id", store: "o.store_id" }));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>["executeTakeFirstOrThrow"]>>;

export function toOrder(row: OrderRow): Order {
  return {
    orderID: row.id,
    reorderOfID: row.reorder_of_id,
    repairOfID: row.repair_of_id,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: row.gender,
    weight: row.weight,
    companyID: row.company_id,
    storeID: row.store_id,
    userID: row.user_id,
    sessionID: row.session_id,
    measurementData: { leftScanID: row.left_scan_id, rightScanID: row.right_scan_id },
    items: parseJsonColumn<OrderItem[]>(row.items),
    createdBy: row.created_by,
    deliveryOption: row.delivery_option,
    flags: { zebraID: row.zebra_id, expertReview: row.expert_review },
    trackingLink: row.tracking_link,
    prescriptionObj: withTemplateSizeCopies(parseJsonColumn<Prescription>(row.prescription)),
    leroyMeta: row.leroy_meta,
    notes: row.notes,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    history: parseJsonColumn<OrderEvent[]>(row.history),
    attachments: parseJsonColumn<string[]>(row.attachments),
  };
}

export async function findOrder(db: Db, scope: DataScope, orderID: string): Promise<Order | undefined> {
  if (!isUuid(orderID)) return undefined;
  const row = await ordersQuery(db, scope).where("o.id", "=", orderID).executeTakeFirst();
  return row && toOrder(row);
}

/** A page of the store's orders, newest first, and how many it has in all. */
export async function listStoreOrders(
  db: Db,
  scope: DataScope,
  storeID: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; orders: Order[] }> {
  if (!isUuid(storeID)) return { total: 0, orders: [] };
  const { total } = await db
    .selectFrom("orders as o")
    .select((eb) => eb.fn.countAll<string>().as("total"))
    .where("o.store_id", "=", storeID)
    .where(inScope(scope, { company: "o.company_id", store: "o.store_id" }))
    .executeTakeFirstOrThrow();
  const rows = await ordersQuery(db, scope)
    .where("o.store_id", "=", storeID)
    .orderBy("o.created_at", "desc")
    .orderBy("o.seq", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(total), orders: rows.map(toOrder) };
}
