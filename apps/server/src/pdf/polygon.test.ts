// The insole drawing's plane polygons: a zone cut to a part's window, whether a label's box lies inside a concave
// zone, label points inside a horseshoe whose centroid is outside it, and an outline traced on a fine grid thinned
// to its corners without moving more than the tolerance.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clipToRect, insidePolygon, labelPoints, rectInsidePolygon, simplified } from "./polygon";

const L_SHAPE = [
  { x: 0, y: 0 },
  { x: 30, y: 0 },
  { x: 30, y: 10 },
  { x: 10, y: 10 },
  { x: 10, y: 30 },
  { x: 0, y: 30 },
];

/** A U open at the top: its centroid lies in the gap between its arms. */
const HORSESHOE = [
  { x: 0, y: 0 },
  { x: 30, y: 0 },
  { x: 30, y: 30 },
  { x: 22, y: 30 },
  { x: 22, y: 8 },
  { x: 8, y: 8 },
  { x: 8, y: 30 },
  { x: 0, y: 30 },
];

function distanceToSegment(p: { x: number; y: number }, a: { x: number; y: number }, b: { x: number; y: number }) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

describe("polygon", () => {
  it("cuts a polygon to a rectangle, and answers nothing where they do not meet", () => {
    const cut = clipToRect(L_SHAPE, { minX: 5, minY: 5, maxX: 50, maxY: 50 });
    expect(cut.every((p) => p.x >= 5 && p.y >= 5)).toBe(true);
    expect(insidePolygon(cut, { x: 20, y: 7 })).toBe(true);
    expect(insidePolygon(cut, { x: 20, y: 20 })).toBe(false);
    expect(clipToRect(L_SHAPE, { minX: 40, minY: 40, maxX: 50, maxY: 50 })).toEqual([]);
  });

  it("puts a box inside a concave zone only where no edge crosses it", () => {
    expect(rectInsidePolygon(L_SHAPE, { minX: 1, minY: 1, maxX: 29, maxY: 9 })).toBe(true);
    // Corners inside both arms, the inner corner of the L through the box.
    expect(rectInsidePolygon(L_SHAPE, { minX: 1, minY: 1, maxX: 20, maxY: 20 })).toBe(false);
    expect(rectInsidePolygon(L_SHAPE, { minX: 2, minY: 12, maxX: 8, maxY: 28 })).toBe(true);
  });

  it("finds label points inside a horseshoe, whose centroid is outside it", () => {
    const points = labelPoints(HORSESHOE);
    expect(points.length).toBeGreaterThan(0);
    for (const p of points) expect(insidePolygon(HORSESHOE, p)).toBe(true);
  });

  it("thins a finely traced outline to within the tolerance, keeping its corners", () => {
    const dense = L_SHAPE.flatMap((a, i) => {
      const b = L_SHAPE[(i + 1) % L_SHAPE.length] ?? a;
      return Array.from({ length: 50 }, (_, k) => ({
        x: a.x + ((b.x - a.x) * k) / 50,
        y: a.y + ((b.y - a.y) * k) / 50,
      }));
    });
    expect(simplified(dense, 0.02)).toEqual(L_SHAPE);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 40, maxLength: 40 }),
        (noise) => {
          // A wobbly circle: every dropped point lies within the tolerance of the thinned outline.
          const circle = noise.map((n, i) => {
            const angle = (2 * Math.PI * i) / noise.length;
            return { x: (20 + n) * Math.cos(angle), y: (20 + n) * Math.sin(angle) };
          });
          const thin = simplified(circle, 0.1);
          for (const p of circle) {
            const nearest = Math.min(...thin.map((a, i) => distanceToSegment(p, a, thin[(i + 1) % thin.length] ?? a)));
            expect(nearest).toBeLessThanOrEqual(0.1 + 1e-9);
          }
        },
      ),
    );
  });
});
