// Orders (spec 001 §3 "Order", §4 "Order creation", §7 "Order"): placing one (one transaction: the order, its
// first history step, ORDER_CREATED on the session and the audit entry; idempotent by key; one order of its own
// per session), its flags, finding and listing them, checking a body without placing it, and their attachments.
// Every statement carries the operator's scope on the order's own company and store columns.
import {
  type CreateOrderRequest,
  flagChangeNote,
  flagsMayChange,
  type Order,
  type OrderEvent,
  type OrderItem,
  type OrderValidateResponse,
  orderBlockers,
  orderRecordFault,
  type Prescription,
  Product,
  type RecordSizes,
  type ScanSubtype,
  sessionStatusOfOrderStep,
} from "@solerx/domain";
import { DomainError, type ErrorIssue } from "@solerx/domain/errors";
import { withoutSizeCopies, withTemplateSizeCopies } from "@solerx/domain/shoe-size";
import { type RawBuilder, sql } from "kysely";
import type { z } from "zod";
import { appendAudit, orderOwners } from "./audit";
import type { Db } from "./database";
import { parseJsonColumn } from "./json-column";
import { patientInScope } from "./patient-writes";
import { type DataScope, inScope, type WriteScope } from "./scope";
import { addSessionStatus } from "./sessions";
import { isUuid } from "./users";

/**
 * The product kind an order is for: its items' customProperties.product (what was placed), else its scans' meta,
 * else INSOLE. The lab's list and order, and the order's PDF, name it so.
 */
export function orderProduct(fromItems: unknown, fromScans: unknown): Product {
  return Product.safeParse(fromItems).data ?? Product.safeParse(fromScans).data ?? "INSOLE";
}

/** The body of POST /order/create as its schema parsed it. */
export type NewOrder = z.output<typeof CreateOrderRequest>;

/** Who writes, in which scope, through which route (for the audit entry each write appends). */
export interface OrderWriter {
  scope: WriteScope;
  operatorID: string;
  route: string;
}

/** Why a body cannot become an order: 400 "Could not create Order", with this reason beside it. */
export function orderRefused(
  /** The body field at fault ("" for the body as a whole). */
  path: string,
  message: string,
): DomainError {
  return DomainError.of("createOrder", 400, [{ path, message }]);
}

/** The field at fault and why, when `error` is an orderRefused. */
function orderFault(error: unknown): ErrorIssue | undefined {
  const refused = error instanceof DomainError && error.endpoint === "createOrder" && error.statusCode === 400;
  return refused ? error.issues?.[0] : undefined;
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
function ordersQuery(db: Db, scope: DataScope) {
  return db
    .selectFrom("orders as o")
    .selectAll("o")
    .select([HISTORY_JSON.as("history"), ATTACHMENTS_JSON.as("attachments")])
    .where(inScope(scope, { company: "o.company_id", store: "o.store_id" }));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersQuery>["executeTakeFirstOrThrow"]>>;

function toOrder(row: OrderRow): Order {
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

/** The name an order's history shows for a user ("First Last"). */
async function userName(db: Db, userID: string): Promise<string> {
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
 * (rules/order-status sessionStatusOfOrderStep: placing ORDER_CREATED, a repair REPAIR_ORDER_CREATED, Shipped
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

const SCAN_SIDES = [
  ["leftScanID", "SCAN_SUBTYPE_FLAT_LEFT_FOOT"],
  ["rightScanID", "SCAN_SUBTYPE_FLAT_RIGHT_FOOT"],
] as const satisfies readonly (readonly [keyof NewOrder["measurementData"], ScanSubtype])[];

/** The record's shoe sizes in its stored medical profile; null until the profile is first saved. */
function recordSizes(stored: unknown): RecordSizes | null {
  const profile = parseJsonColumn<Partial<Record<keyof RecordSizes, unknown>> | null>(stored);
  if (!profile) return null;
  const { leftShoeSize, rightShoeSize, leftGenderShoeSize, rightGenderShoeSize } = profile;
  if (typeof leftShoeSize !== "number" || typeof rightShoeSize !== "number") return null;
  return {
    leftShoeSize,
    rightShoeSize,
    leftGenderShoeSize: typeof leftGenderShoeSize === "string" ? leftGenderShoeSize : "",
    rightGenderShoeSize: typeof rightGenderShoeSize === "string" ? rightGenderShoeSize : "",
  };
}

/**
 * Everything a body must be, beyond its schema, to become an order of the scope: the company the operator's own,
 * the session one of the scope's and the named patient's, at the named store; names and gender given; the names
 * and shoe sizes the patient record's (rules/order-record); each scan a complete scan of that foot in that
 * session; a reorder's original an order of the company. Answers the patient's doctor then; throws orderRefused
 * naming the first fault. The patient's row is read FOR UPDATE: every record write first updates that row
 * (patient-writes touchPatient), so a name or size edit cannot land between this check and the order's insert;
 * and two placings for one patient wait for each other here (with FOR SHARE both held the row and then both
 * updated it: PostgreSQL's deadlock, a 500, where the second must get the first's order or its 400).
 */
async function checkNewOrder(trx: Db, scope: WriteScope, body: NewOrder): Promise<{ doctorID: string | null }> {
  if (body.companyID !== scope.companyID) throw orderRefused("companyID", "The company is not the operator's");
  const session = await trx
    .selectFrom("sessions")
    .select(["user_id", "store_id"])
    .where("id", "=", body.sessionID)
    .where(inScope(scope, { company: "company_id", store: "store_id" }))
    .executeTakeFirst();
  if (!session) throw orderRefused("sessionID", "The session is not one of the operator's stores'");
  if (session.user_id !== body.userID) throw orderRefused("userID", "The session is not the patient's");
  if (session.store_id !== body.storeID) throw orderRefused("storeID", "The session is not of this store");
  const patient = await trx
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select(["u.current_owner_id", "u.first_name", "u.last_name", "p.medical_profile"])
    .where("u.id", "=", body.userID)
    .where(patientInScope(scope))
    .forUpdate("u")
    .executeTakeFirst();
  if (!patient) throw orderRefused("userID", "The patient is not one of the operator's stores'");
  const [blocker] = orderBlockers({
    firstName: body.firstName,
    lastName: body.lastName,
    gender: body.gender,
    hasLeftScan: body.measurementData.leftScanID !== null,
    hasRightScan: body.measurementData.rightScanID !== null,
  });
  if (blocker) throw orderRefused(blocker === "scan" ? "measurementData" : blocker, `${blocker} is missing`);
  const differs = orderRecordFault(body, {
    firstName: patient.first_name,
    lastName: patient.last_name,
    sizes: recordSizes(patient.medical_profile),
  });
  if (differs) throw orderRefused(differs.path, differs.message);
  for (const [field, subtype] of SCAN_SIDES) {
    const scanID = body.measurementData[field];
    if (scanID === null) continue;
    const scan = await trx
      .selectFrom("scans")
      .select("id")
      .where("id", "=", scanID)
      .where("session_id", "=", body.sessionID)
      .where("subtype", "=", subtype)
      .where("is_complete", "=", true)
      .executeTakeFirst();
    if (!scan) {
      throw orderRefused(`measurementData.${field}`, "Not a complete scan of this foot in the order's session");
    }
  }
  if (body.reorderOfID !== null) {
    const original = await trx
      .selectFrom("orders")
      .select("id")
      .where("id", "=", body.reorderOfID)
      .where("company_id", "=", scope.companyID)
      .executeTakeFirst();
    if (!original) throw orderRefused("reorderOfID", "The reordered order is not one of the company's");
  }
  return { doctorID: patient.current_owner_id };
}

/** The order placed with this key in the company, if any (the first placing of a retried request). */
async function orderWithKey(trx: Db, scope: WriteScope, key: string): Promise<Order | undefined> {
  const row = await ordersQuery(trx, scope)
    .where("o.company_id", "=", scope.companyID)
    .where("o.idempotency_key", "=", key)
    .executeTakeFirst();
  return row && toOrder(row);
}

/** A retried placing answers its first order; the same key for another session is no retry. */
function replayOf(order: Order, body: NewOrder): Order {
  if (order.sessionID !== body.sessionID) {
    throw orderRefused("", "The idempotency key was used for an order of another session");
  }
  return order;
}

export type PlaceOutcome = { order: Order; replayed: boolean };

/**
 * POST /order/create in one transaction: the order (flags from the prescription's uiContextData), its first
 * step (Processing), ORDER_CREATED on its session, the audit entry. With an idempotency key, a key the company
 * used before answers that order (replayed) instead of placing another. Two parallel placings of one session
 * meet at the unique index on the session's order: the second finds the first's order by key (a retry) or is
 * refused (another placing of an ordered session).
 */
export async function placeOrder(
  db: Db,
  writer: OrderWriter,
  body: NewOrder,
  idempotencyKey: string | undefined,
): Promise<PlaceOutcome> {
  const { scope } = writer;
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      const earlier = await orderWithKey(trx, scope, idempotencyKey);
      if (earlier) return { order: replayOf(earlier, body), replayed: true };
    }
    const { doctorID } = await checkNewOrder(trx, scope, body);
    const ui = body.prescriptionObj.uiContextData;
    const { rows } = await sql<SteppedOrder>`
      insert into orders (company_id, store_id, user_id, session_id, reorder_of_id, created_by, doctor_id,
        idempotency_key, zebra_id, expert_review, first_name, last_name, gender, weight, left_scan_id, right_scan_id,
        items, delivery_option, prescription, leroy_meta, notes)
      values (${body.companyID}::uuid, ${body.storeID}::uuid, ${body.userID}::uuid, ${body.sessionID}::uuid,
        ${body.reorderOfID}::uuid, ${writer.operatorID}::uuid, ${doctorID}::uuid, ${idempotencyKey ?? null}::uuid,
        ${ui.zebraID}, ${ui.expertReview}, ${body.firstName}, ${body.lastName}, ${body.gender}, ${body.weight},
        ${body.measurementData.leftScanID}::uuid, ${body.measurementData.rightScanID}::uuid,
        ${JSON.stringify(body.items)}::jsonb, ${body.deliveryOption}, ${JSON.stringify(withoutSizeCopies(body.prescriptionObj))}::jsonb,
        ${body.leroyMeta}, ${body.notes})
      on conflict do nothing
      returning id, company_id, store_id, session_id, repair_of_id`.execute(trx);
    const [placed] = rows;
    if (!placed) {
      const earlier = idempotencyKey ? await orderWithKey(trx, scope, idempotencyKey) : undefined;
      if (earlier) return { order: replayOf(earlier, body), replayed: true };
      throw orderRefused("sessionID", "The session has an order already");
    }
    await recordOrderStep(trx, placed, {
      status: "Processing",
      trackingLink: null,
      note: null,
      byUserID: writer.operatorID,
    });
    await appendAudit(trx, {
      userID: writer.operatorID,
      action: "create",
      patientID: body.userID,
      storeID: body.storeID,
      companyID: body.companyID,
      route: writer.route,
    });
    const order = await findOrder(trx, scope, placed.id);
    if (!order) throw new Error("a placed order vanished in its own transaction");
    return { order, replayed: false };
  });
}

/**
 * POST /order/validate: whether the body could be placed now, never placing it. Blockers are the spec's
 * (names, gender, a scan); issues are the schema's failures and, for a body the schema accepts, the first fault
 * the placing would find.
 */
export async function validateOrder(
  db: Db,
  scope: WriteScope,
  parsed: { success: true; data: NewOrder } | { success: false; issues: OrderValidateResponse["issues"] },
  raw: Record<string, unknown>,
): Promise<OrderValidateResponse> {
  const measurement = (raw.measurementData ?? {}) as { leftScanID?: unknown; rightScanID?: unknown };
  const blockers = orderBlockers({
    firstName: typeof raw.firstName === "string" ? raw.firstName : null,
    lastName: typeof raw.lastName === "string" ? raw.lastName : null,
    gender: typeof raw.gender === "string" ? raw.gender : null,
    hasLeftScan: typeof measurement.leftScanID === "string",
    hasRightScan: typeof measurement.rightScanID === "string",
  });
  const issues = parsed.success ? [] : [...parsed.issues];
  if (parsed.success) {
    try {
      await checkNewOrder(db, scope, parsed.data);
      const ordered = await db
        .selectFrom("orders")
        .select("id")
        .where("session_id", "=", parsed.data.sessionID)
        .where("repair_of_id", "is", null)
        .where("company_id", "=", scope.companyID)
        .executeTakeFirst();
      if (ordered) issues.push({ path: "sessionID", message: "The session has an order already" });
    } catch (error) {
      const fault = orderFault(error);
      if (!fault) throw error;
      // A missing name or scan is a blocker already; other faults (a name unlike the record's) are issues.
      const blocker = fault.path === "measurementData" ? "scan" : fault.path;
      if (!blockers.some((missing) => missing === blocker)) issues.push(fault);
    }
  }
  return { valid: blockers.length === 0 && issues.length === 0, blockers, issues };
}

/** POST /order/flags: expertReview, and zebraID when given; undefined when the order is not the scope's. */
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

/** Attachment names the server makes: lower-case letters, digits, - _ . (they become part of a blob key). */
const ATTACHMENT_NAME = /^[a-z0-9][a-z0-9_.-]{0,99}$/;

export function isAttachmentName(name: string): boolean {
  return ATTACHMENT_NAME.test(name) && name !== "." && name !== "..";
}

/** The media type an attachment is served with: a PDF by its name, anything else as bytes. */
export function attachmentContentType(name: string): string {
  return name.endsWith(".pdf") ? "application/pdf" : "application/octet-stream";
}

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
