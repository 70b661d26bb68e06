import { describe, expect, it } from "vitest";
import { SHOE_SIZE_UNITS } from "./units";
import {
  orderSizeGender,
  ProfileShoeSizeUnit,
  pdfSizeGender,
  profileShoeSizeUnit,
  unitOfOrder,
  unitOfProfile,
} from "./wire";

describe("the medical profile's spelling", () => {
  it("is the unit without its US prefix, and back", () => {
    expect(SHOE_SIZE_UNITS.map((unit) => profileShoeSizeUnit(unit.value))).toEqual(["MEN'S", "WOMEN'S", "YOUTH'S"]);
    for (const { value } of SHOE_SIZE_UNITS) expect(unitOfProfile(profileShoeSizeUnit(value))).toBe(value);
  });
  it("admits only the three texts in the contract", () => {
    expect(ProfileShoeSizeUnit.options).toEqual(["MEN'S", "WOMEN'S", "YOUTH'S"]);
    expect(ProfileShoeSizeUnit.safeParse("GIANT").success).toBe(false);
    expect(ProfileShoeSizeUnit.safeParse("US MEN'S").success).toBe(false);
  });
  it("reads another case or spaces as the unit, and an unknown text as men's (the form's default)", () => {
    expect(unitOfProfile(" women's")).toBe("US WOMEN'S");
    expect(["GIANT", "", undefined, null].map(unitOfProfile)).toEqual(["US MEN'S", "US MEN'S", "US MEN'S", "US MEN'S"]);
  });
});

describe("the order's and the PDF request's spelling", () => {
  // Moved from order/order-record.test.ts (orderSizeGenderOf), same cases.
  it("is WOMENS for women's sizes, MENS for men's, youth's and an unknown unit", () => {
    expect(["WOMEN'S", " women's", "MEN'S", "YOUTH'S", "GIANT"].map((t) => orderSizeGender(unitOfProfile(t)))).toEqual([
      "WOMENS",
      "WOMENS",
      "MENS",
      "MENS",
      "MENS",
    ]);
  });
  // Moved from rules/shoe-size.test.ts (sizeGender).
  it("maps the unit to the PDF's size gender", () => {
    expect(pdfSizeGender("US WOMEN'S")).toBe("female");
    expect(pdfSizeGender("US MEN'S")).toBe("male");
    expect(pdfSizeGender("US YOUTH'S")).toBe("male");
  });
  it("reads an order's size gender back as the recorded unit when the order spells it so", () => {
    expect(unitOfOrder("MENS")).toBe("US MEN'S");
    expect(unitOfOrder("WOMENS")).toBe("US WOMEN'S");
    expect(unitOfOrder("MENS", "US YOUTH'S")).toBe("US YOUTH'S");
    expect(unitOfOrder("WOMENS", "US YOUTH'S")).toBe("US WOMEN'S");
    expect(unitOfOrder("MENS", "US WOMEN'S")).toBe("US MEN'S");
  });
});
