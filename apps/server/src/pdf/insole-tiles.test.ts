// Cutting a 1:1 insole drawing into pages: a 300 mm insole takes two parts on the PDF's window; over any region
// and window the parts cover it with as few pages as can, neighbours share exactly OVERLAP_MM, each overlap's
// targets lie on both its parts (and so meet when the parts are laid together) and apart from every other target,
// and 1 mm is 72/25.4 pt.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PARTS, OVERLAP_MM, PT_PER_MM, planTiles, type TilePlan, toPage } from "./insole-tiles";
import type { Rect } from "./polygon";

/** The PDF's window for a few zones (insole-pages.ts): about 178 by 190 mm. */
const WINDOW = { width: 177.8, height: 190 };

function within(outer: Rect, p: { x: number; y: number }): boolean {
  return p.x >= outer.minX && p.x <= outer.maxX && p.y >= outer.minY && p.y <= outer.maxY;
}

function checkPlan(plan: TilePlan, region: Rect, window: { width: number; height: number }): void {
  const area = plan.tiles
    .map((tile) => tile.frame)
    .reduce((a, b) => ({
      minX: Math.min(a.minX, b.minX),
      minY: Math.min(a.minY, b.minY),
      maxX: Math.max(a.maxX, b.maxX),
      maxY: Math.max(a.maxY, b.maxY),
    }));
  // Covered, and by the fewest windows: one window fewer along an axis would not reach across.
  expect(area.minX).toBeLessThanOrEqual(region.minX + 1e-9);
  expect(area.maxX).toBeGreaterThanOrEqual(region.maxX - 1e-9);
  expect(area.minY).toBeLessThanOrEqual(region.minY + 1e-9);
  expect(area.maxY).toBeGreaterThanOrEqual(region.maxY - 1e-9);
  const fewer = (count: number, size: number) => (count - 1) * size - (count - 2) * OVERLAP_MM;
  if (plan.columns > 1) expect(fewer(plan.columns, window.width)).toBeLessThan(region.maxX - region.minX);
  if (plan.rows > 1) expect(fewer(plan.rows, window.height)).toBeLessThan(region.maxY - region.minY);
  expect(plan.tiles.map((tile) => tile.part)).toEqual(plan.tiles.map((_, index) => index + 1));

  const neighbours = plan.rows * (plan.columns - 1) + plan.columns * (plan.rows - 1);
  expect(plan.overlaps).toHaveLength(neighbours);
  for (const overlap of plan.overlaps) {
    const [a, b] = overlap.parts.map((part) => plan.tiles[part - 1]?.frame as Rect) as [Rect, Rect];
    const shared = Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX);
    const sharedY = Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY);
    expect(Math.min(shared, sharedY)).toBeCloseTo(OVERLAP_MM, 9);
    const targets = plan.targets.filter((target) => target.letter === overlap.letter);
    expect(targets).toHaveLength(2);
    for (const target of targets) {
      expect(within(a, target.at) && within(b, target.at)).toBe(true);
      expect(within(overlap.band, target.at)).toBe(true);
    }
  }
  // Targets apart, also where bands cross at a corner of parts in rows and columns: no ring over another.
  for (const [i, a] of plan.targets.entries()) {
    for (const b of plan.targets.slice(i + 1)) {
      expect(Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y)).toBeGreaterThan(10);
    }
  }
}

describe("planTiles", () => {
  it("cuts a 300 mm insole into two parts, heel first, the second trimmed at its bottom", () => {
    const region = { minX: -60, maxX: 60, minY: -5, maxY: 305 };
    const plan = planTiles(region, WINDOW) as TilePlan;
    expect([plan.rows, plan.columns, plan.tiles.length]).toEqual([2, 1, 2]);
    checkPlan(plan, region, WINDOW);
    const [heel, toes] = plan.tiles;
    expect(heel?.frame.minY).toBeLessThan(toes?.frame.minY as number);
    expect(heel?.trim).toEqual({ bottom: false, left: false });
    expect(toes?.trim).toEqual({ bottom: true, left: false });
    // Centred across: the insole's middle is the window's.
    expect(((heel?.frame.minX as number) + (heel?.frame.maxX as number)) / 2).toBeCloseTo(0, 9);
  });

  it("keeps a child's insole on one page with no overlap, and refuses what would take over MAX_PARTS pages", () => {
    const small = planTiles({ minX: -40, maxX: 40, minY: 0, maxY: 180 }, WINDOW) as TilePlan;
    expect([small.tiles.length, small.overlaps.length, small.targets.length]).toEqual([1, 0, 0]);
    expect(planTiles({ minX: 0, maxX: 100, minY: 0, maxY: 3000 }, WINDOW)).toBeNull();
    expect(planTiles({ minX: 0, maxX: 100, minY: 0, maxY: 170 * MAX_PARTS }, WINDOW)?.tiles).toHaveLength(MAX_PARTS);
  });

  it("covers any region with the fewest overlapping parts, each overlap's targets on both its parts, apart", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 600, noNaN: true }),
        fc.double({ min: 10, max: 600, noNaN: true }),
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.double({ min: 100, max: 250, noNaN: true }),
        fc.double({ min: 100, max: 250, noNaN: true }),
        (width, height, offset, windowWidth, windowHeight) => {
          const region = { minX: offset, maxX: offset + width, minY: -offset, maxY: -offset + height };
          const window = { width: windowWidth, height: windowHeight };
          const plan = planTiles(region, window);
          if (plan === null) return;
          expect(plan.tiles.length).toBeLessThanOrEqual(MAX_PARTS);
          checkPlan(plan, region, window);
        },
      ),
    );
  });

  it("maps 1 mm of the frame to 72/25.4 pt on the page, y up the frame being up the page", () => {
    const plan = planTiles({ minX: 0, maxX: 100, minY: 0, maxY: 100 }, WINDOW) as TilePlan;
    const tile = plan.tiles[0];
    if (!tile) throw new Error("no tile");
    const page = toPage(tile, { x: 50, y: 700 });
    const a = page({ x: 10, y: 10 });
    const b = page({ x: 60, y: 110 });
    expect(PT_PER_MM).toBeCloseTo(2.834645669, 8);
    expect(b.x - a.x).toBeCloseTo(50 * PT_PER_MM, 9);
    expect(a.y - b.y).toBeCloseTo(100 * PT_PER_MM, 9);
  });
});
