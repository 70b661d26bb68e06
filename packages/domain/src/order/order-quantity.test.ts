import { describe, expect, it } from "vitest";
import { orderQuantity, orderQuantityFaults, QUANTITY_MESSAGES } from "./order-quantity";

const order = (lines: number[], prescription: number) => ({
  items: lines.map((quantity) => ({ quantity })),
  prescriptionObj: { uiContextData: { quantity: prescription } },
});

describe("orderQuantity", () => {
  it("is the lines' quantity, the prescription's only without lines", () => {
    expect(orderQuantity(order([3, 3], 3))).toBe(3);
    expect(orderQuantity(order([4], 1))).toBe(4);
    expect(orderQuantity(order([], 2))).toBe(2);
  });

  it("finds every line and a prescription unlike the first line", () => {
    expect(orderQuantityFaults(order([2, 2], 2))).toEqual([]);
    expect(orderQuantityFaults(order([2, 3], 1))).toEqual([
      { path: "items.1.quantity", message: QUANTITY_MESSAGES.lines },
      { path: "prescriptionObj.uiContextData.quantity", message: QUANTITY_MESSAGES.prescription },
    ]);
  });
});
