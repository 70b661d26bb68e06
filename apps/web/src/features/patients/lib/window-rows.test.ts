import { describe, expect, it } from "vitest";
import { rowsInView, scrollToShow } from "./window-rows";

const list = { count: 100_000, rowHeight: 56, listTop: 200, viewportHeight: 800 };

describe("rows in view", () => {
  it("are those under the window, from the list's top on", () => {
    // Scrolled to the top: the list starts 200 px down, 600 px of it show: rows 0 to 10 (the 11th partly).
    expect(rowsInView({ ...list, scrollY: 0 })).toEqual({ start: 0, end: 10 });
    // 10,000 px down: row (10,000 - 200) / 56 = 175 at the top.
    expect(rowsInView({ ...list, scrollY: 10_000 })).toEqual({ start: 175, end: 189 });
  });

  it("stay within the list at its end, and are none when the list is empty or out of view", () => {
    expect(rowsInView({ ...list, count: 5, scrollY: 0 })).toEqual({ start: 0, end: 4 });
    expect(rowsInView({ ...list, listTop: 2_000, scrollY: 0 })).toEqual({ start: 0, end: -1 });
    expect(rowsInView({ ...list, count: 0, scrollY: 0 })).toEqual({ start: 0, end: -1 });
  });
});

describe("scrolling a row into view", () => {
  const at = (scrollY: number) => ({ ...list, scrollY, coveredTop: 100 });

  it("does nothing for a row wholly in view below the sticky headers", () => {
    expect(scrollToShow(3, at(0))).toBeNull();
  });

  it("brings a row above the view to just under the headers, and one below to the window's bottom", () => {
    // Row 175 starts at 200 + 175 * 56 = 10,000 px: under a 100 px header at 9,900.
    expect(scrollToShow(175, at(10_000))).toBe(9_900);
    // Row 20 ends at 200 + 21 * 56 = 1,376 px: the window's bottom there.
    expect(scrollToShow(20, at(0))).toBe(1_376 - 800);
  });
});
