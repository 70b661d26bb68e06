// Placing an order (spec 001 §4 "Order creation"): one transaction of the order, its first history step,
// ORDER_CREATED on the session and the audit entry; idempotent by key; one order of its own per session. And
// checking a body without placing it (POST /order/validate), by the same check.

import type { ScanSubtype } from "@solerx/domain/common";
import {
  type Order,
  type OrderValidateResponse,
  orderBlockers,
  orderRecordFault,
  type RecordSizes,
} from "@solerx/domain/order";
import { withoutSizeCopies } from "@solerx/domain/shoe-size";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import { inScope, type WriteScope } from "../../db/scope";
import { appendAudit } from "../audit/index";
import { patientInScope } from "../patients/index";
import { orderFault, orderRefused } from "./order-refused";
import { findOrder, type NewOrder, type OrderWriter, ordersQuery, toOrder } from "./queries";
import { recordOrderStep, type SteppedOrder } from "./steps";

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
 * and shoe sizes the patient record's (order/order-record); each scan a complete scan of that foot in that
 * session; a reorder's original an order of the company. Answers the patient's doctor then; throws orderRefused
 * naming the first fault. The patient's row is read FOR UPDATE: every record write first updates that row
 * (patients/record-write.ts touchPatient), so a name or size edit cannot land between this check and the order's insert;
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
