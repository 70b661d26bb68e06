// The plantar outline against the synthetic foot's ground truth (few runs: each foot is 50,000 triangles and
// more): as long as the foot, as wide at the ball as measured, a closed simple counter-clockwise polygon holding the
// plantar landmarks, the left foot's the mirror of the right's; and on hand-made meshes, what counts as the ground.
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import { SHOE_SIZE_UNITS } from "@solerx/domain/shoe-size";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateFoot, type Point3 } from "./foot/generate";
import { TOE_SHAPES } from "./foot/params";
import type { TriangleMesh } from "./mesh";
import { type Point2, plantarOutline, polygonArea } from "./plantar-outline";

const units = SHOE_SIZE_UNITS.map((u) => u.value);
// Closed feet in their own frame: a foam box is an impression, outlined once orientScan has turned it positive.
const closedModes = SCAN_MODE_VALUES.filter((mode) => mode !== "foambox");
const feet = fc
  .record({
    unit: fc.constantFrom(...units),
    step: fc.nat(),
    scanMode: fc.constantFrom(...closedModes),
    toeShape: fc.constantFrom(...TOE_SHAPES),
    seed: fc.nat(),
    triangles: fc.integer({ min: 50_000, max: 80_000 }),
  })
  .map(({ unit, step, ...rest }) => {
    const { min, max } = SHOE_SIZE_UNITS.find((u) => u.value === unit) ?? SHOE_SIZE_UNITS[0];
    return { ...rest, shoeSizeUnit: unit, shoeSize: min + 0.5 * (step % ((max - min) * 2 + 1)) };
  });

/** Proper crossing of segments ab and cd (touching at a shared end does not count; collinear overlap does). */
function segmentsCross(a: Point2, b: Point2, c: Point2, d: Point2): boolean {
  const orient = (p: Point2, q: Point2, r: Point2) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x));
  const within = (p: Point2, q: Point2, r: Point2) =>
    Math.min(p.x, q.x) <= r.x && r.x <= Math.max(p.x, q.x) && Math.min(p.y, q.y) <= r.y && r.y <= Math.max(p.y, q.y);
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4 && o1 * o2 <= 0 && o3 * o4 <= 0) return true;
  return (o1 === 0 && within(a, b, c)) || (o2 === 0 && within(a, b, d));
}

/** Pairs of edges of the closed polygon that are not neighbours and meet: none for a simple polygon. */
function selfIntersections(points: readonly Point2[]): [number, number][] {
  const n = points.length;
  const edge = (i: number): [Point2, Point2] => [points[i] as Point2, points[(i + 1) % n] as Point2];
  const found: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(...edge(i), ...edge(j))) found.push([i, j]);
    }
  }
  return found;
}

function inside(points: readonly Point2[], { x, y }: Point2 | Point3): boolean {
  let odd = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i] as Point2;
    const b = points[j] as Point2;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
  }
  return odd;
}

const extent = (points: readonly Point2[], axis: "x" | "y") => {
  const values = points.map((p) => p[axis]);
  return Math.max(...values) - Math.min(...values);
};

describe("plantarOutline on synthetic feet", () => {
  it("is a closed, simple, counter-clockwise polygon as long as the foot and as wide at the ball", () => {
    fc.assert(
      fc.property(feet, fc.constantFrom("left" as const, "right" as const), (options, side) => {
        const foot = generateFoot({ ...options, side });
        const outline = plantarOutline(foot.mesh);
        expect(outline.length).toBeGreaterThan(20);
        expect(selfIntersections(outline)).toEqual([]);
        expect(polygonArea(outline)).toBeGreaterThan(0);
        expect(Math.abs(extent(outline, "y") - foot.measurements.footLength)).toBeLessThanOrEqual(1);

        // The ball width runs from the medial side at the first metatarsal head to the lateral side at the fifth.
        const { firstMetatarsalHead: first, fifthMetatarsalHead: fifth } = foot.landmarks;
        const medialSign = side === "right" ? -1 : 1;
        const near = (y: number) => outline.filter((p) => Math.abs(p.y - y) <= 3);
        const medial = Math.max(...near(first.y).map((p) => medialSign * p.x));
        const lateral = Math.max(...near(fifth.y).map((p) => -medialSign * p.x));
        expect(Math.abs(medial + lateral - foot.measurements.ballWidth)).toBeLessThanOrEqual(1.5);

        for (const name of ["heelCentre", "firstMetatarsalHead", "fifthMetatarsalHead", "archApex"] as const) {
          expect(inside(outline, foot.landmarks[name]), name).toBe(true);
        }
      }),
      { numRuns: 10 },
    );
  });

  it("draws the left foot as the mirror of the right", () => {
    fc.assert(
      fc.property(feet, (options) => {
        const right = plantarOutline(generateFoot({ ...options, side: "right" }).mesh);
        const left = plantarOutline(generateFoot({ ...options, side: "left" }).mesh);
        // Mirroring turns the direction round: mirrored and read backwards from the heel, it is the left outline.
        // (+ 0 turns -0 into 0, which toEqual tells apart.)
        const mirrored = right.map((p) => ({ x: -p.x + 0, y: p.y }));
        const expected = [mirrored[0], ...mirrored.slice(1).reverse()];
        expect(left.map((p) => ({ x: p.x + 0, y: p.y }))).toEqual(expected);
      }),
      { numRuns: 4 },
    );
  });
});

/** A closed box from (x0, y0, 0) to (x1, y1, height). */
function box(x0: number, x1: number, y0: number, y1: number, height: number): TriangleMesh {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  const positions = new Float32Array([0, height].flatMap((z) => corners.flatMap(([x, y]) => [x, y, z] as number[])));
  const indices = new Uint32Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0, 4, 3, 4, 7,
  ]);
  return { positions, indices };
}

/** Two meshes as one. */
function join(a: TriangleMesh, b: TriangleMesh): TriangleMesh {
  const offset = a.positions.length / 3;
  return {
    positions: new Float32Array([...a.positions, ...b.positions]),
    indices: new Uint32Array([...a.indices, ...Array.from(b.indices, (i) => i + offset)]),
  };
}

/** A box subdivided along y, so each slice has vertices of its own: a sole of `width` by `length`. */
function slab(width: number, length: number, height: number, rows: number): TriangleMesh {
  let mesh = box(-width / 2, width / 2, 0, length / rows, height);
  for (let r = 1; r < rows; r++) {
    mesh = join(mesh, box(-width / 2, width / 2, (r * length) / rows, ((r + 1) * length) / rows, height));
  }
  return mesh;
}

describe("plantarOutline on hand-made meshes", () => {
  it("outlines a flat slab as its rectangle", () => {
    const outline = plantarOutline(slab(90, 240, 20, 60));
    expect(extent(outline, "y")).toBeCloseTo(240, 5);
    const middle = outline.filter((p) => p.y > 20 && p.y < 220);
    expect(Math.min(...middle.map((p) => p.x))).toBeCloseTo(-45, 5);
    expect(Math.max(...middle.map((p) => p.x))).toBeCloseTo(45, 5);
    expect(selfIntersections(outline)).toEqual([]);
    expect(polygonArea(outline)).toBeGreaterThan(0.95 * 90 * 240);
  });

  it("leaves out what stands high above the ground, like a scan's leg", () => {
    const sole = slab(90, 240, 20, 60);
    // A wide block from 60 mm up (a fifth of 240 mm is 48 mm): its vertices do not widen the footprint.
    const leg = box(-150, 150, 10, 60, 200);
    const legPositions = leg.positions.map((value, i) => (i % 3 === 2 ? 60 + value : value));
    const outline = plantarOutline(join(sole, { positions: legPositions, indices: leg.indices }));
    expect(Math.max(...outline.map((p) => Math.abs(p.x)))).toBeCloseTo(45, 5);
  });

  it("fills a slice without vertices from its neighbours", () => {
    // Vertices lie every 5 mm along y, so four slices of 1 mm in five have none: the sides stay straight.
    const outline = plantarOutline(slab(80, 200, 15, 40), { sliceMm: 1 });
    const middle = outline.filter((q) => q.y > 10 && q.y < 190);
    expect(middle.length).toBeGreaterThan(300);
    for (const p of middle) expect(Math.abs(p.x)).toBeCloseTo(40, 5);
  });

  it("smooths a stray vertex's spike away", () => {
    const sole = slab(80, 200, 15, 200);
    // One stray vertex 20 mm out to the side, in the middle of the foot, on the ground.
    const stray = box(60, 60.01, 100, 100.01, 0.01);
    const outline = plantarOutline(join(sole, stray));
    expect(Math.max(...outline.map((p) => p.x))).toBeCloseTo(40, 5);
    expect(selfIntersections(outline)).toEqual([]);
  });

  it("answers no points for a mesh without length", () => {
    expect(plantarOutline({ positions: new Float32Array(), indices: new Uint32Array() })).toEqual([]);
    expect(plantarOutline(box(0, 10, 5, 5, 3))).toEqual([]);
  });
});
