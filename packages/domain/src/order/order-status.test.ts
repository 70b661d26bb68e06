import { describe, expect, it } from "vitest";
import { OrderStatus } from "../common";
import { isOrderSessionStatus, orderStatusLabel } from "../session";
import {
  allowedNextStatuses,
  canMoveOrder,
  canOpenRepair,
  needsTrackingLink,
  sessionStatusOfOrderStep,
} from "./order-status";

describe("an order's life at the lab", () => {
  it("moves forward through fabrication, or to Cancelled before it ships, and never back", () => {
    expect(allowedNextStatuses("Processing")).toEqual(["Fabricating", "Cancelled"]);
    expect(allowedNextStatuses("Fabricating")).toEqual(["Shipped", "Cancelled"]);
    expect(allowedNextStatuses("Shipped")).toEqual([]);
    expect(allowedNextStatuses("Cancelled")).toEqual([]);
    expect(canMoveOrder("Processing", "Shipped")).toBe(false);
    expect(canMoveOrder("Fabricating", "Processing")).toBe(false);
    for (const status of OrderStatus.options) expect(canMoveOrder(status, status)).toBe(false);
  });

  it("needs a tracking link to ship, and a shipped order to repair", () => {
    expect(OrderStatus.options.filter(needsTrackingLink)).toEqual(["Shipped"]);
    expect(OrderStatus.options.filter(canOpenRepair)).toEqual(["Shipped"]);
  });

  it("records the session statuses of the spec, whose labels read back as the order's status", () => {
    expect(sessionStatusOfOrderStep("Processing", false)).toBe("ORDER_CREATED");
    expect(sessionStatusOfOrderStep("Processing", true)).toBe("REPAIR_ORDER_CREATED");
    expect(sessionStatusOfOrderStep("Fabricating", false)).toBeUndefined();
    expect(sessionStatusOfOrderStep("Shipped", false)).toBe("ORDER_DELIVERED");
    expect(sessionStatusOfOrderStep("Cancelled", true)).toBe("ORDER_CANCELLED");
    for (const status of OrderStatus.options) {
      for (const repair of [false, true]) {
        const session = sessionStatusOfOrderStep(status, repair);
        if (!session) continue;
        // Every recorded status marks the session's order, and its label is the order's own status.
        expect(isOrderSessionStatus(session)).toBe(true);
        expect(orderStatusLabel(session)).toBe(status);
      }
    }
  });
});
