// An order's life at the lab, and the scan session status each step records (ours: spec 001 lists the labels
// Processing, Fabricating, Shipped, Cancelled and the session statuses ORDER_CREATED, ORDER_DELIVERED,
// ORDER_CANCELLED, REPAIR_ORDER_CREATED, but not how they meet; docs/decisions.md "Orders and the lab").
import type { OrderStatus, SessionStatus } from "../common";

/** Where each status may go: forward through fabrication, or to Cancelled before shipping. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Processing: ["Fabricating", "Cancelled"],
  Fabricating: ["Shipped", "Cancelled"],
  Shipped: [],
  Cancelled: [],
};

export function allowedNextStatuses(current: OrderStatus): readonly OrderStatus[] {
  return NEXT[current];
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** A shipped order must say where the parcel is. */
export function needsTrackingLink(status: OrderStatus): boolean {
  return status === "Shipped";
}

/** Only insoles that reached the clinic can come back for repair. */
export function canOpenRepair(status: OrderStatus): boolean {
  return status === "Shipped";
}

/**
 * The session status an order's step records: placing it ORDER_CREATED (a repair order REPAIR_ORDER_CREATED),
 * shipping ORDER_DELIVERED, cancelling ORDER_CANCELLED. Fabricating records none: the clinic's status stays
 * the placed order's, and the order itself says Fabricating.
 */
export function sessionStatusOfOrderStep(status: OrderStatus, repair: boolean): SessionStatus | undefined {
  switch (status) {
    case "Processing":
      return repair ? "REPAIR_ORDER_CREATED" : "ORDER_CREATED";
    case "Shipped":
      return "ORDER_DELIVERED";
    case "Cancelled":
      return "ORDER_CANCELLED";
    default:
      return undefined;
  }
}
