import { describe, expect, it } from "vitest";
import { orderRecordFault, RECORD_MESSAGES, type RecordedOrder } from "./order-record";

const sizes = { leftShoeSize: 9, rightShoeSize: 9.5, leftGenderShoeSize: "WOMEN'S", rightGenderShoeSize: "WOMEN'S" };
const record = { firstName: "Ada", lastName: "Byron", sizes };
const line = (type: "LEFT" | "RIGHT" | undefined, shoeSize: number, sizeGender = "WOMENS") => ({
  ...(type ? { type } : {}),
  product: { shoeSize, sizeGender },
});
const order = (items: RecordedOrder["items"], names = { firstName: "Ada", lastName: "Byron" }) => ({ ...names, items });

describe("orderRecordFault", () => {
  it("takes the record's names trimmed, and nothing else", () => {
    const both = [line("LEFT", 9), line("RIGHT", 9.5)];
    expect(orderRecordFault(order(both, { firstName: " Ada", lastName: "Byron " }), record)).toBeUndefined();
    expect(orderRecordFault(order(both, { firstName: "ada", lastName: "Byron" }), record)).toEqual({
      path: "firstName",
      message: RECORD_MESSAGES.firstName,
    });
    expect(orderRecordFault(order(both, { firstName: "Ada", lastName: "Bryon" }), record)?.path).toBe("lastName");
  });

  it("compares each line with the feet it is for, and the sizes it names", () => {
    expect(orderRecordFault(order([line(undefined, 9)]), record)).toEqual({
      path: "items.0.product.shoeSize",
      message: RECORD_MESSAGES.size("right"),
    });
    expect(orderRecordFault(order([line("LEFT", 9, "MENS")]), record)).toEqual({
      path: "items.0.product.sizeGender",
      message: RECORD_MESSAGES.unit("left"),
    });
    const named = { type: "RIGHT" as const, product: { shoeSize: 9.5, sizeGender: "WOMENS", leftShoeSize: 10 } };
    expect(orderRecordFault(order([named]), record)?.path).toBe("items.0.product.leftShoeSize");
    expect(orderRecordFault(order([line(undefined, 9)]), { ...record, sizes: null })).toEqual({
      path: "items",
      message: RECORD_MESSAGES.noSizes,
    });
  });
});
