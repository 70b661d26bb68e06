import { describe, expect, it } from "vitest";
import {
  capShoeSize,
  DEFAULT_SHOE_SIZE_UNIT,
  DEFAULT_SHOE_WIDTH,
  effectiveShoeWidth,
  isShoeSizeUnit,
  SHOE_SIZE_UNITS,
  SHOE_WIDTH_OPTIONS,
  shoeSizeOptions,
  shoeWidthOptions,
} from "./units";

describe("shoe size units", () => {
  it("lists US MEN'S, US WOMEN'S, US YOUTH'S with the third disabled", () => {
    expect(SHOE_SIZE_UNITS.map((u) => u.value)).toEqual(["US MEN'S", "US WOMEN'S", "US YOUTH'S"]);
    expect(SHOE_SIZE_UNITS.map((u) => u.disabled)).toEqual([false, false, true]);
    expect(DEFAULT_SHOE_SIZE_UNIT).toBe("US MEN'S");
    expect(isShoeSizeUnit("US MEN'S")).toBe(true);
    expect(isShoeSizeUnit("UK")).toBe(false);
  });
  it("offers men 3 to 16, women 3 to 15, youth 1 to 13.5 in half sizes", () => {
    const men = shoeSizeOptions("US MEN'S");
    expect(men[0]).toBe(3);
    expect(men.at(-1)).toBe(16);
    expect(men).toHaveLength(27);
    expect(men).toContain(10.5);
    const women = shoeSizeOptions("US WOMEN'S");
    expect([women[0], women.at(-1), women.length]).toEqual([3, 15, 25]);
    const youth = shoeSizeOptions("US YOUTH'S");
    expect([youth[0], youth.at(-1), youth.length]).toEqual([1, 13.5, 26]);
  });
});

describe("capShoeSize", () => {
  it("caps to the maximum of the unit", () => {
    expect(capShoeSize(16, "US WOMEN'S")).toBe(15);
    expect(capShoeSize(16, "US YOUTH'S")).toBe(13.5);
    expect(capShoeSize(16, "US MEN'S")).toBe(16);
    expect(capShoeSize(20, "US MEN'S")).toBe(16);
  });
  it("keeps sizes in range and lifts sizes below the minimum", () => {
    expect(capShoeSize(11, "US MEN'S")).toBe(11);
    expect(capShoeSize(1, "US MEN'S")).toBe(3);
    expect(capShoeSize(1, "US YOUTH'S")).toBe(1);
    expect(capShoeSize(9.3, "US MEN'S")).toBe(9.5);
    expect(capShoeSize(Number.NaN, "US WOMEN'S")).toBe(3);
  });
});

describe("widths", () => {
  it("lists standard first as the default", () => {
    expect(SHOE_WIDTH_OPTIONS[0]).toBe("standard");
    expect(DEFAULT_SHOE_WIDTH).toBe("standard");
    expect([...SHOE_WIDTH_OPTIONS].sort()).toEqual(["narrow", "standard", "wide", "x-wide"]);
  });
  it("forces standard for youth sizes", () => {
    expect(shoeWidthOptions("US YOUTH'S")).toEqual(["standard"]);
    expect(shoeWidthOptions("US MEN'S")).toHaveLength(4);
    expect(effectiveShoeWidth("US YOUTH'S", "wide")).toBe("standard");
    expect(effectiveShoeWidth("US WOMEN'S", "wide")).toBe("wide");
  });
});
