// Session status priority and order detection (spec 000 §4 "Session statuses", spec 001 §4).
import { OrderStatus, RANKED_SESSION_STATUSES, type SessionStatus } from "../common";

/** Position in the rank order, lowest first; -1 for the unranked SESSION_STATUS_INVALID and REPAIR_ORDER_CREATED. */
export function statusRank(status: SessionStatus): number {
  return (RANKED_SESSION_STATUSES as readonly SessionStatus[]).indexOf(status);
}

/** A status "containing ORDER" (REPAIR_ORDER_CREATED included): opening such a patient loads its order. */
export function isOrderStatus(status: SessionStatus): boolean {
  return status.includes("ORDER");
}

/**
 * Highest-priority status of a patient, from its statuses newest first (spec 000 §4, read literally):
 * - an ORDER status first in the list is returned as it is;
 * - an ORDER status further down stops the walk: PRESCRIPTION_CREATED when the highest status seen before it
 *   ranks at least 1 (MEASUREMENT_DATA_CAPTURED or above), otherwise ORDER_CREATED;
 * - with no ORDER status, the highest-ranked status (the first of equals; an unranked status only wins when
 *   nothing ranked is present).
 * An empty list has no status: undefined.
 */
export function highestPriorityStatus(statuses: readonly SessionStatus[]): SessionStatus | undefined {
  let highest: SessionStatus | undefined;
  for (const [index, status] of statuses.entries()) {
    if (isOrderStatus(status)) {
      if (index === 0) return status;
      return highest !== undefined && statusRank(highest) >= 1 ? "PRESCRIPTION_CREATED" : "ORDER_CREATED";
    }
    if (highest === undefined || statusRank(status) > statusRank(highest)) highest = status;
  }
  return highest;
}

const LAST_THREE_RANKED: readonly SessionStatus[] = RANKED_SESSION_STATUSES.slice(-3);

/** A session's order is the one whose status is among the last three ranked or is REPAIR_ORDER_CREATED. */
export function isOrderSessionStatus(status: SessionStatus): boolean {
  return status === "REPAIR_ORDER_CREATED" || LAST_THREE_RANKED.includes(status);
}

/** The first (newest) status of a session that marks its order, if any. */
export function sessionOrderStatus(statuses: readonly SessionStatus[]): SessionStatus | undefined {
  return statuses.find(isOrderSessionStatus);
}

/** Order status labels shown to the clinician, in the spec's order. */
export const ORDER_STATUS_LABELS = OrderStatus.options;

/**
 * Label of an order from its session status. The spec lists the labels but not how statuses map to them; ours:
 * a created (or repair) order is Processing, a delivered one Shipped, a cancelled one Cancelled. Fabricating is
 * set by the lab on the order itself, never derived from a session status.
 */
export function orderStatusLabel(status: SessionStatus): OrderStatus | undefined {
  switch (status) {
    case "ORDER_CREATED":
    case "REPAIR_ORDER_CREATED":
      return "Processing";
    case "ORDER_DELIVERED":
      return "Shipped";
    case "ORDER_CANCELLED":
      return "Cancelled";
    default:
      return undefined;
  }
}
