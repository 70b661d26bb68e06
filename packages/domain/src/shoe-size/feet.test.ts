import { describe, expect, it } from "vitest";
import { orderedShoe, orderItemSizes, profileFeet, shoeSizeLabel } from "./feet";

const pair = { left: true, right: true };

describe("profileFeet", () => {
  it("takes each foot's size and unit from the medical profile", () => {
    const profile = {
      leftShoeSize: 9,
      rightShoeSize: 5,
      leftGenderShoeSize: "WOMEN'S",
      rightGenderShoeSize: "YOUTH'S",
    };
    expect(profileFeet(profile)).toEqual({
      left: { size: 9, unit: "US WOMEN'S" },
      right: { size: 5, unit: "US YOUTH'S" },
    });
  });
});

describe("orderItemSizes", () => {
  it("makes one item for a pair of the same size and unit, one per foot otherwise", () => {
    const same = { size: 11, unit: "US MEN'S" } as const;
    expect(orderItemSizes({ left: same, right: same }, pair)).toEqual([
      { product: { shoeSize: 11, sizeGender: "MENS", leftShoeSize: 11, rightShoeSize: 11 } },
    ]);
    const youth = { size: 11, unit: "US YOUTH'S" } as const;
    expect(orderItemSizes({ left: same, right: youth }, pair).map((item) => item.type)).toEqual(["LEFT", "RIGHT"]);
  });
  it("makes one item typed for the one foot of one orthotic", () => {
    const feet = { left: { size: 9, unit: "US WOMEN'S" }, right: { size: 10, unit: "US MEN'S" } } as const;
    expect(orderItemSizes(feet, { left: false, right: true })).toEqual([
      { type: "RIGHT", product: { shoeSize: 10, sizeGender: "MENS", leftShoeSize: 9, rightShoeSize: 10 } },
    ]);
  });
});

describe("orderedShoe", () => {
  it("reads each foot back from the items the order was built with", () => {
    const feet = { left: { size: 9, unit: "US WOMEN'S" }, right: { size: 5, unit: "US YOUTH'S" } } as const;
    const items = orderItemSizes(feet, pair);
    expect(orderedShoe(items, "left")).toEqual({ size: 9, unit: "US WOMEN'S" });
    // The order spells youth as MENS: the recorded unit says it is youth.
    expect(orderedShoe(items, "right")).toEqual({ size: 5, unit: "US MEN'S" });
    expect(orderedShoe(items, "right", "US YOUTH'S")).toEqual({ size: 5, unit: "US YOUTH'S" });
  });
  it("takes a foot's own size from an item for both feet, and nothing for a foot no item is for", () => {
    const both = [{ product: { shoeSize: 9, sizeGender: "MENS", leftShoeSize: 9, rightShoeSize: 9.5 } }] as const;
    expect(orderedShoe(both, "right")).toEqual({ size: 9.5, unit: "US MEN'S" });
    expect(orderedShoe([{ type: "LEFT", product: { shoeSize: 9, sizeGender: "MENS" } }], "right")).toBeUndefined();
  });
  it("labels a size as the screens show it", () => {
    expect(shoeSizeLabel({ size: 10.5, unit: "US WOMEN'S" })).toBe("10.5 US WOMEN'S");
  });
});
