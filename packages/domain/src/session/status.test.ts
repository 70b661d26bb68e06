import { describe, expect, it } from "vitest";
import { RANKED_SESSION_STATUSES } from "../common";
import {
  highestPriorityStatus,
  isOrderSessionStatus,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  sessionOrderStatus,
  statusRank,
} from "./session-status";

describe("statusRank", () => {
  it("follows the ranked list of spec 000, lowest first", () => {
    expect(statusRank("SESSION_CREATED")).toBe(0);
    expect(statusRank("MEASUREMENT_DATA_CAPTURED")).toBe(1);
    expect(statusRank("PRESCRIPTION_CREATED")).toBe(2);
    // the ranked list puts COMPLETED below UPDATED (the second reading is not used)
    expect(statusRank("PRESCRIPTION_COMPLETED")).toBe(3);
    expect(statusRank("PRESCRIPTION_UPDATED")).toBe(4);
    expect(statusRank("ORDER_DELIVERED")).toBe(5);
    expect(statusRank("ORDER_CANCELLED")).toBe(6);
    expect(statusRank("ORDER_CREATED")).toBe(7);
  });
  it("gives unranked statuses -1", () => {
    expect(statusRank("SESSION_STATUS_INVALID")).toBe(-1);
    expect(statusRank("REPAIR_ORDER_CREATED")).toBe(-1);
  });
});

describe("highestPriorityStatus", () => {
  it("has no status for an empty list", () => {
    expect(highestPriorityStatus([])).toBeUndefined();
  });
  it("returns an ORDER status that comes first as it is", () => {
    expect(highestPriorityStatus(["ORDER_CANCELLED", "PRESCRIPTION_UPDATED", "SESSION_CREATED"])).toBe(
      "ORDER_CANCELLED",
    );
    expect(highestPriorityStatus(["ORDER_DELIVERED", "ORDER_CREATED"])).toBe("ORDER_DELIVERED");
    expect(highestPriorityStatus(["REPAIR_ORDER_CREATED", "SESSION_CREATED"])).toBe("REPAIR_ORDER_CREATED");
  });
  it("returns PRESCRIPTION_CREATED for a later ORDER status when the highest before it ranks at least 1", () => {
    expect(highestPriorityStatus(["PRESCRIPTION_UPDATED", "ORDER_CREATED", "SESSION_CREATED"])).toBe(
      "PRESCRIPTION_CREATED",
    );
    expect(highestPriorityStatus(["SESSION_CREATED", "MEASUREMENT_DATA_CAPTURED", "ORDER_DELIVERED"])).toBe(
      "PRESCRIPTION_CREATED",
    );
  });
  it("returns ORDER_CREATED for a later ORDER status when nothing before it ranks at least 1", () => {
    expect(highestPriorityStatus(["SESSION_CREATED", "ORDER_CREATED"])).toBe("ORDER_CREATED");
    expect(highestPriorityStatus(["SESSION_STATUS_INVALID", "ORDER_CANCELLED"])).toBe("ORDER_CREATED");
    expect(highestPriorityStatus(["SESSION_CREATED", "REPAIR_ORDER_CREATED", "PRESCRIPTION_UPDATED"])).toBe(
      "ORDER_CREATED",
    );
  });
  it("only counts statuses before the ORDER status", () => {
    // PRESCRIPTION_UPDATED comes after the order status, so it does not lift the result
    expect(highestPriorityStatus(["SESSION_CREATED", "ORDER_CREATED", "PRESCRIPTION_UPDATED"])).toBe("ORDER_CREATED");
  });
  it("otherwise returns the highest-ranked status wherever it is", () => {
    expect(highestPriorityStatus(["MEASUREMENT_DATA_CAPTURED", "PRESCRIPTION_UPDATED", "PRESCRIPTION_COMPLETED"])).toBe(
      "PRESCRIPTION_UPDATED",
    );
    expect(highestPriorityStatus(["SESSION_CREATED"])).toBe("SESSION_CREATED");
    expect(highestPriorityStatus(["SESSION_STATUS_INVALID", "SESSION_CREATED"])).toBe("SESSION_CREATED");
    expect(highestPriorityStatus(["SESSION_STATUS_INVALID"])).toBe("SESSION_STATUS_INVALID");
  });
});

describe("order statuses", () => {
  it("isOrderStatus is any status containing ORDER", () => {
    expect(isOrderStatus("REPAIR_ORDER_CREATED")).toBe(true);
    expect(isOrderStatus("ORDER_CANCELLED")).toBe(true);
    expect(isOrderStatus("PRESCRIPTION_UPDATED")).toBe(false);
  });
  it("a session's order has one of the last three ranked statuses or REPAIR_ORDER_CREATED", () => {
    const orderOnes = RANKED_SESSION_STATUSES.filter(isOrderSessionStatus);
    expect(orderOnes).toEqual(["ORDER_DELIVERED", "ORDER_CANCELLED", "ORDER_CREATED"]);
    expect(isOrderSessionStatus("REPAIR_ORDER_CREATED")).toBe(true);
    expect(isOrderSessionStatus("SESSION_STATUS_INVALID")).toBe(false);
    expect(sessionOrderStatus(["PRESCRIPTION_UPDATED", "ORDER_CREATED", "ORDER_DELIVERED"])).toBe("ORDER_CREATED");
    expect(sessionOrderStatus(["PRESCRIPTION_UPDATED"])).toBeUndefined();
  });
  it("labels orders with the four spec labels", () => {
    expect(ORDER_STATUS_LABELS).toEqual(["Processing", "Fabricating", "Shipped", "Cancelled"]);
    expect(orderStatusLabel("ORDER_CREATED")).toBe("Processing");
    expect(orderStatusLabel("ORDER_DELIVERED")).toBe("Shipped");
    expect(orderStatusLabel("ORDER_CANCELLED")).toBe("Cancelled");
    expect(orderStatusLabel("PRESCRIPTION_CREATED")).toBeUndefined();
  });
});
