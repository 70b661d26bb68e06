// The synthetic foot's shape checked in numbers: length from the shoe size, widths at heel and ball, the arch
// by scan mode, landmarks on the surface, and a foot's silhouette (heel narrower than ball, toes tapering).
import { LANDMARK_NAMES } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import { cellX, cellY } from "../height-field/height-grid";
import { plantarHeightField } from "../height-field/plantar-height-field";
import { boundingBox, type TriangleMesh } from "../mesh";
import { checkManifold } from "../mesh-check";
import { sameBytes } from "../testing/meshes";
import { type FootLandmarks, generateFoot } from "./generate";
import { footOutline } from "./outline";
import { resolveFootShape } from "./params";
import { footProfile } from "./profile";
import { footLengthMm } from "./shoe-size";
import { FOOTPRINT_CONTACT_MM } from "./sole";

/** Extent across x of the mesh's vertices whose y is within 0.01 mm of y. */
function widthAt(mesh: TriangleMesh, y: number): number {
  let min = Infinity;
  let max = -Infinity;
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    if (Math.abs((p[i + 1] as number) - y) < 0.01) {
      min = Math.min(min, p[i] as number);
      max = Math.max(max, p[i] as number);
    }
  }
  return max - min;
}

/** Nearest vertex distance to a point (landmarks lie on the surface, between vertices). */
function nearestVertex(mesh: TriangleMesh, point: { x: number; y: number; z: number }): number {
  let best = Infinity;
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    best = Math.min(
      best,
      Math.hypot((p[i] as number) - point.x, (p[i + 1] as number) - point.y, (p[i + 2] as number) - point.z),
    );
  }
  return best;
}

/** Heights where the vertical line through (x, y) meets the mesh, lowest first. */
function crossings(mesh: TriangleMesh, x: number, y: number): number[] {
  const p = mesh.positions;
  const t = mesh.indices;
  const hits: number[] = [];
  for (let i = 0; i < t.length; i += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[i + k] as number)) as [number, number, number];
    const [ax, ay, bx, by, cx, cy] = [p[a], p[a + 1], p[b], p[b + 1], p[c], p[c + 1]] as number[] as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (area === 0) continue;
    const wb = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / area;
    const wc = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / area;
    if (wb < 0 || wc < 0 || wb + wc > 1) continue;
    const az = p[a + 2] as number;
    hits.push(az + wb * ((p[b + 2] as number) - az) + wc * ((p[c + 2] as number) - az));
  }
  return hits.sort((u, v) => u - v);
}

/** The sole's height at (x, y): the lowest crossing. */
function soleHeight(mesh: TriangleMesh, x: number, y: number): number {
  return crossings(mesh, x, y)[0] ?? Number.NaN;
}

const PLANTAR_LANDMARKS = [
  "heelCentre",
  "firstMetatarsalHead",
  "secondMetatarsalHead",
  "thirdMetatarsalHead",
  "fourthMetatarsalHead",
  "fifthMetatarsalHead",
  "archApex",
] as const;

describe("footLengthMm", () => {
  it("follows the Brannock scales of the three units", () => {
    expect(footLengthMm(9, "US MEN'S")).toBeCloseTo((31 / 3) * 25.4, 6);
    // A women's 10.5 is a men's 9.
    expect(footLengthMm(10.5, "US WOMEN'S")).toBeCloseTo(footLengthMm(9, "US MEN'S"), 6);
    expect(footLengthMm(13, "US YOUTH'S")).toBeCloseTo(7.5 * 25.4, 6);
    expect(footLengthMm(13.5, "US YOUTH'S")).toBeLessThan(footLengthMm(3, "US MEN'S"));
    expect(footLengthMm(10, "US MEN'S") - footLengthMm(9.5, "US MEN'S")).toBeCloseTo(25.4 / 6, 6);
  });

  it("refuses sizes outside the unit's range", () => {
    expect(() => footLengthMm(16.5, "US MEN'S")).toThrow(RangeError);
    expect(() => footLengthMm(2.5, "US WOMEN'S")).toThrow(RangeError);
    expect(() => footLengthMm(Number.NaN, "US MEN'S")).toThrow(RangeError);
  });
});

describe("generateFoot", () => {
  const foot = generateFoot({
    shoeSize: 10,
    side: "right",
    ballWidth: 104,
    heelWidth: 68,
    archHeight: 15,
    toeShape: "egyptian",
    seed: 7,
  });
  const { mesh, measurements: m, landmarks: l } = foot;

  it("is a closed, outward, non-degenerate mesh of about 100,000 triangles", () => {
    const report = checkManifold(mesh);
    expect(report).toMatchObject({ closed: true, consistentlyOriented: true, degenerateTriangles: 0 });
    expect(report.volume).toBeGreaterThan(0);
    expect(Math.abs(mesh.indices.length / 3 - 100_000)).toBeLessThan(1000);
  });

  it("sits in its frame: heel back at y = 0, sole on z = 0, length along y", () => {
    const { min, max } = boundingBox(mesh);
    expect(min[1]).toBeCloseTo(0, 3);
    expect(min[2]).toBeCloseTo(0, 3);
    expect(max[1] - min[1]).toBeCloseTo(footLengthMm(10, "US MEN'S"), 2);
    expect(m.footLength).toBeCloseTo(footLengthMm(10, "US MEN'S"), 2);
  });

  it("has the requested ball and heel widths, the ball widest and the heel narrower", () => {
    const { min, max } = boundingBox(mesh);
    expect(m.ballWidth).toBeCloseTo(104, 2);
    expect(max[0] - min[0]).toBeCloseTo(104, 1);
    expect(m.heelWidth).toBeCloseTo(68, 2);
    expect(widthAt(mesh, l.heelCentre.y)).toBeCloseTo(68, 1);
    // The widest points are the medial side at the first metatarsal head and the lateral side at the fifth.
    const medialShare = foot.shape.anatomy.medialShare;
    expect(min[0]).toBeCloseTo(-104 * medialShare, 1);
    expect(max[0]).toBeCloseTo(104 * (1 - medialShare), 1);
    // Toes taper: narrower across the toes than across the ball.
    expect(widthAt(mesh, l.firstMetatarsalHead.y)).toBeGreaterThan(widthAt(mesh, m.footLength * 0.9) + 15);
  });

  it("lifts the sole under the medial arch and keeps heel and ball on the ground", () => {
    expect(m.archHeight).toBeGreaterThan(12);
    expect(m.archHeight).toBeLessThan(18);
    expect(Math.abs(soleHeight(mesh, l.archApex.x, l.archApex.y) - m.archHeight)).toBeLessThan(0.2);
    expect(soleHeight(mesh, l.heelCentre.x, l.heelCentre.y)).toBeLessThan(0.5);
    expect(l.firstMetatarsalHead.z).toBeLessThan(3);
    expect(l.fifthMetatarsalHead.z).toBeLessThan(3);
    // The lateral midfoot stays near the ground, the medial is lifted.
    expect(soleHeight(mesh, l.archApex.x + 40, l.archApex.y)).toBeLessThan(3);
    expect(l.navicular.z).toBeGreaterThan(m.archHeight);
    expect(m.navicularHeight).toBe(l.navicular.z);
  });

  it("places landmarks on the surface in anatomical order", () => {
    for (const point of Object.values(l)) expect(nearestVertex(mesh, point)).toBeLessThan(2);
    expect(l.heelBack.y).toBe(0);
    expect(l.heelCentre.y).toBeLessThan(l.navicular.y);
    expect(l.navicular.y).toBeLessThan(l.fifthMetatarsalHead.y);
    expect(l.fifthMetatarsalHead.y).toBeLessThan(l.firstMetatarsalHead.y);
    expect(l.firstMetatarsalHead.y).toBeLessThan(l.toeTip.y);
    // Right foot: the first metatarsal and the navicular are medial (-x), the fifth lateral.
    expect(l.firstMetatarsalHead.x).toBeLessThan(0);
    expect(l.navicular.x).toBeLessThan(0);
    expect(l.fifthMetatarsalHead.x).toBeGreaterThan(0);
    // Egyptian: the big toe, on the medial side, is the longest.
    expect(l.toeTip.x).toBeLessThan(l.firstMetatarsalHead.x + 15);
  });

  it("puts the longest toe where the toe shape says", () => {
    const greek = generateFoot({ shoeSize: 10, side: "right", toeShape: "greek", seed: 7 });
    const egyptian = generateFoot({ shoeSize: 10, side: "right", toeShape: "egyptian", seed: 7 });
    expect(greek.landmarks.toeTip.x).toBeGreaterThan(egyptian.landmarks.toeTip.x + 15);
  });

  it("changes the plantar shape with the scan mode", () => {
    const options = { shoeSize: 9, side: "right" as const, ballWidth: 100, heelWidth: 66, archHeight: 15, seed: 3 };
    const weighted = generateFoot({ ...options, scanMode: "weighted" });
    const semi = generateFoot({ ...options, scanMode: "semi-weighted" });
    const free = generateFoot({ ...options, scanMode: "non-weighted" });
    // Loaded feet spread and their arch drops; the footprint's midfoot widens (a higher arch index).
    expect(weighted.measurements.archHeight).toBeLessThan(semi.measurements.archHeight - 3);
    expect(semi.measurements.archHeight).toBeLessThan(free.measurements.archHeight - 3);
    expect(weighted.measurements.ballWidth).toBeGreaterThan(semi.measurements.ballWidth);
    expect(semi.measurements.ballWidth).toBeGreaterThan(free.measurements.ballWidth);
    expect(weighted.measurements.heelWidth).toBeGreaterThan(free.measurements.heelWidth);
    expect(weighted.measurements.archIndex).toBeGreaterThan(free.measurements.archIndex);
    for (const foot of [weighted, semi, free]) expect(checkManifold(foot.mesh).closed).toBe(true);
  });

  it("makes a foam-box scan the open impression seen from above, in the foot's frame", () => {
    const options = { shoeSize: 9, side: "right" as const, seed: 3, triangles: 60_000 };
    const foam = generateFoot({ ...options, scanMode: "foambox" });
    const foot = generateFoot({ ...options, scanMode: "non-weighted" });
    const top = foam.shape.cutHeight ?? Number.NaN;
    const report = checkManifold(foam.mesh);
    expect(report.closed).toBe(false);
    expect(report.degenerateTriangles).toBe(0);
    expect(Math.abs(foam.mesh.indices.length / 3 - 60_000)).toBeLessThan(1200);
    // A height field: every triangle faces up, out of the foam; the foam's face around the impression at `top`.
    const p = foam.mesh.positions;
    const t = foam.mesh.indices;
    let down = 0;
    for (let i = 0; i < t.length; i += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[i + k] as number)) as [number, number, number];
      const nz =
        ((p[b] as number) - (p[a] as number)) * ((p[c + 1] as number) - (p[a + 1] as number)) -
        ((p[b + 1] as number) - (p[a + 1] as number)) * ((p[c] as number) - (p[a] as number));
      if (nz <= 0) down++;
    }
    expect(down).toBe(0);
    const { min, max } = boundingBox(foam.mesh);
    expect(max[2]).toBeCloseTo(top, 3);
    expect(min[2]).toBeCloseTo(0, 3);
    expect(min[1]).toBeLessThan(-10);
    expect(max[1]).toBeGreaterThan(foam.measurements.footLength + 10);
    // The impression is the foot's sole where it lies below the foam's face, the face elsewhere.
    const l = foam.landmarks;
    expect(soleHeight(foam.mesh, l.heelCentre.x, l.heelCentre.y)).toBeLessThan(0.5);
    expect(Math.abs(soleHeight(foam.mesh, l.archApex.x, l.archApex.y) - l.archApex.z)).toBeLessThan(0.3);
    expect(soleHeight(foam.mesh, l.heelCentre.x, -5)).toBeCloseTo(top, 3);
    expect(crossings(foam.mesh, l.firstMetatarsalHead.x, l.firstMetatarsalHead.y)).toHaveLength(1);
    // The ground truth is the foot's that made it: its plantar landmarks lie on the impression's floor.
    for (const name of PLANTAR_LANDMARKS) {
      expect(Math.abs(soleHeight(foam.mesh, l[name].x, l[name].y) - l[name].z), name).toBeLessThan(0.3);
    }
    expect(foot.measurements.footLength).toBe(foam.measurements.footLength);
  });

  it("has separate toes, a rounded heel and an ankle", () => {
    const greek = generateFoot({ shoeSize: 10, side: "right", toeShape: "greek", seed: 11 });
    const toes = greek.shape.toes;
    const L = greek.measurements.footLength;
    // Between the first and second toes, short of the big toe's tip, the dorsum comes down to the sole.
    const [first, second] = toes as [(typeof toes)[number], (typeof toes)[number]];
    const y = L * (1 - first.shortfall) - first.radius - 2;
    const groove = crossings(greek.mesh, (first.x + first.radius + second.x - second.radius) / 2, y);
    const onToe = crossings(greek.mesh, first.x, y);
    expect((groove.at(-1) ?? 0) - (groove[0] ?? 0)).toBeLessThan(0.1 * ((onToe.at(-1) ?? 0) - (onToe[0] ?? 0)));
    // The heel's back is a short vertical edge well above the ground, rounded into the sole below it.
    let backLow = Infinity;
    let backHigh = -Infinity;
    let ankle = 0;
    const p = greek.mesh.positions;
    for (let i = 0; i < p.length; i += 3) {
      const z = p[i + 2] as number;
      if ((p[i + 1] as number) < 0.01) {
        backLow = Math.min(backLow, z);
        backHigh = Math.max(backHigh, z);
      }
      ankle = Math.max(ankle, z);
    }
    expect(backLow).toBeGreaterThan(0.06 * L);
    expect(backHigh - backLow).toBeLessThan(0.06 * L);
    // The ankle rises well above the instep.
    expect(ankle).toBeGreaterThan(0.28 * L);
    expect(soleHeight(greek.mesh, 0, 0.2 * L)).toBeLessThan(1);
    expect(crossings(greek.mesh, 0, 0.2 * L).at(-1)).toBeGreaterThan(0.27 * L);
    expect(crossings(greek.mesh, 0, 0.6 * L).at(-1)).toBeLessThan(0.25 * L);
  });

  it("marks the navicular tuberosity and the first and fifth heads' pads at their drawn places", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const options = { shoeSize: 9, side: "right" as const, seed, triangles: 50_000 };
      const shape = resolveFootShape(options);
      const outline = footOutline(shape);
      const profile = footProfile(shape, outline);
      const a = shape.anatomy;
      const foot = generateFoot(options);
      // The tuberosity: the medial outline stands out at the navicular's own y (medial is -x on a right foot).
      const yn = a.navicular * shape.length;
      expect(foot.landmarks.navicular.y).toBeCloseTo(yn, 2);
      const reach = a.navicularReach;
      const around = (outline.medialEdge(yn - reach) + outline.medialEdge(yn + reach)) / 2;
      expect(around - outline.medialEdge(yn)).toBeGreaterThan(0.5 * a.navicularBump);
      // The pads: the sole is lowest right under the first and fifth heads' ground-truth centres.
      for (const [name, head] of [
        ["firstMetatarsalHead", outline.heads[0]],
        ["fifthMetatarsalHead", outline.heads[4]],
      ] as const) {
        if (!head) throw new Error("no head");
        expect(foot.landmarks[name].x).toBeCloseTo(head.x, 2);
        const zb = (dx: number, dy: number) => profile.heights(head.x + dx, head.y + dy).zb;
        for (const [dx, dy] of [
          [1, 0],
          [-1, 0],
          [0, 1],
          [0, -1],
        ] as const) {
          // Half a pad's radius away the sole stands higher than under the head (the ring's own rise dominates the
          // sole's slopes there).
          expect(zb((dx * a.padRadius) / 2, (dy * a.padRadius) / 2), `${name} seed ${seed}`).toBeGreaterThan(zb(0, 0));
        }
      }
    }
  });

  it("varies the anatomy from the seed beyond the estimator's fixed fractions", () => {
    const feet = Array.from({ length: 24 }, (_, seed) =>
      generateFoot({ shoeSize: 9, side: "right", seed, triangles: 50_000 }),
    );
    const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)];
    const share = (name: keyof FootLandmarks) => feet.map((f) => f.landmarks[name].y / f.measurements.footLength);
    // The old estimator assumed the navicular at 0.43 of the length and the first head's centre 0.12 of the ball width
    // in from the medial edge: the feet straddle both by a margin.
    const [navLow, navHigh] = range(share("navicular"));
    expect(navLow).toBeLessThan(0.4);
    expect(navHigh).toBeGreaterThan(0.46);
    const insets = feet.map(
      (f) =>
        (f.landmarks.firstMetatarsalHead.x + f.measurements.ballWidth * f.shape.anatomy.medialShare) /
        f.measurements.ballWidth,
    );
    const [insetLow, insetHigh] = range(insets);
    expect(insetLow).toBeLessThan(0.1);
    expect(insetHigh).toBeGreaterThan(0.14);
    const [firstLow, firstHigh] = range(share("firstMetatarsalHead"));
    expect(firstHigh - firstLow).toBeGreaterThan(0.05);
    // The metatarsal parabola: the second head most often the most distal, never behind the fifth.
    for (const f of feet) {
      const l = f.landmarks;
      expect(l.secondMetatarsalHead.y).toBeGreaterThan(l.fifthMetatarsalHead.y);
      expect(l.firstMetatarsalHead.x).toBeLessThan(l.secondMetatarsalHead.x);
      expect(l.fourthMetatarsalHead.x).toBeLessThan(l.fifthMetatarsalHead.x);
    }
    const [aiLow, aiHigh] = range(feet.map((f) => f.measurements.archIndex));
    expect(aiLow).toBeGreaterThan(0.05);
    expect(aiHigh).toBeLessThan(0.35);
    expect(aiHigh - aiLow).toBeGreaterThan(0.05);
  });

  it("answers every landmark the domain names, the arch index from its footprint", () => {
    const low = generateFoot({ shoeSize: 9, side: "left", scanMode: "weighted", archHeight: 4, seed: 5 });
    const high = generateFoot({ shoeSize: 9, side: "left", scanMode: "weighted", archHeight: 22, seed: 5 });
    expect(Object.keys(low.landmarks).sort()).toEqual([...LANDMARK_NAMES].sort());
    for (const p of Object.values(low.landmarks))
      for (const v of [p.x, p.y, p.z]) expect(Number.isFinite(v)).toBe(true);
    // A flat foot's footprint fills its midfoot: Cavanagh and Rodgers' flat foot is above 0.26, a high arch below 0.21.
    expect(low.measurements.archIndex).toBeGreaterThan(0.26);
    expect(high.measurements.archIndex).toBeLessThan(low.measurements.archIndex - 0.05);
    const l = low.landmarks;
    expect(l.heelCentre.y).toBeLessThan(l.heelSpur.y);
    expect(l.fifthMetatarsalBase.y).toBeLessThan(l.fifthMetatarsalHead.y);
    expect(l.footAxis.y).toBeLessThan(l.sulcus.y);
    expect(l.sulcus.y).toBeLessThan(l.halluxTip.y);
    expect(l.fifthToeTip.y).toBeLessThan(l.toeTip.y);
  });

  it("gives the arch index the mesh's own footprint has (a 0.5 mm height field of the mesh, within 0.02)", () => {
    for (const seed of [2, 5, 9]) {
      const foot = generateFoot({ shoeSize: 9, side: "right", scanMode: "weighted", seed, triangles: 150_000 });
      const outline = footOutline(foot.shape);
      const crease = footProfile(foot.shape, outline).creaseY;
      const grid = plantarHeightField(foot.mesh, { cellMm: 0.5, median: false, fillPasses: 0 });
      const from = foot.landmarks.heelCentre;
      const toe = foot.shape.toes[1] ?? { x: 0, shortfall: 0 };
      const [dx, dy] = [toe.x - from.x, foot.measurements.footLength * (1 - toe.shortfall) - from.y];
      const norm = Math.hypot(dx, dy);
      const along: number[] = [];
      for (let iy = 0; iy < grid.ny; iy++) {
        for (let ix = 0; ix < grid.nx; ix++) {
          const [x, y] = [cellX(grid, ix), cellY(grid, iy)];
          const z = grid.z[iy * grid.nx + ix] as number;
          if (!(z <= FOOTPRINT_CONTACT_MM) || y > crease(x)) continue;
          along.push(((x - from.x) * dx + (y - from.y) * dy) / norm);
        }
      }
      const [first, last] = [Math.min(...along), Math.max(...along)];
      const third = (last - first) / 3;
      const middle = along.filter((t) => t >= first + third && t < first + 2 * third).length;
      expect(Math.abs(middle / along.length - foot.measurements.archIndex), `seed ${seed}`).toBeLessThan(0.02);
    }
  });

  it("is deterministic for a seed and varies with it", () => {
    const a = generateFoot({ shoeSize: 8, side: "left", seed: 42 });
    const b = generateFoot({ shoeSize: 8, side: "left", seed: 42 });
    const c = generateFoot({ shoeSize: 8, side: "left", seed: 43 });
    expect(sameBytes(a.mesh, b.mesh)).toBe(true);
    expect(sameBytes(a.mesh, c.mesh)).toBe(false);
    expect(b.measurements).toEqual(a.measurements);
    expect(c.measurements.ballWidth).not.toBe(a.measurements.ballWidth);
  });

  it("refuses impossible options with a RangeError", () => {
    expect(() => generateFoot({ shoeSize: 30, side: "right" })).toThrow(RangeError);
    expect(() => generateFoot({ shoeSize: 9, side: "right", ballWidth: 20 })).toThrow(RangeError);
    expect(() => generateFoot({ shoeSize: 9, side: "right", heelWidth: 200 })).toThrow(RangeError);
    expect(() => generateFoot({ shoeSize: 9, side: "right", archHeight: -1 })).toThrow(RangeError);
    expect(() => generateFoot({ shoeSize: 9, side: "right", triangles: 10_000 })).toThrow(RangeError);
    expect(() => generateFoot({ shoeSize: 9, side: "middle" as "left" })).toThrow(RangeError);
  });
});
