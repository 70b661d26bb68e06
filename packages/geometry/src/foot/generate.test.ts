// The synthetic foot's shape checked in numbers: length from the shoe size, widths at heel and ball, the arch
// by scan mode, landmarks on the surface, and a foot's silhouette (heel narrower than ball, toes tapering).
import { describe, expect, it } from "vitest";
import { boundingBox, type TriangleMesh } from "../mesh";
import { checkManifold } from "../mesh-check";
import { sameBytes } from "../testing/meshes";
import { generateFoot } from "./generate";
import { footLengthMm } from "./shoe-size";

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

/** Lowest z of the vertices in the box |x - px| < 2, |y - py| < 2: the sole there. */
function soleHeight(mesh: TriangleMesh, px: number, py: number): number {
  let low = Infinity;
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    if (Math.abs((p[i] as number) - px) < 2 && Math.abs((p[i + 1] as number) - py) < 2)
      low = Math.min(low, p[i + 2] as number);
  }
  return low;
}

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
    expect(min[0]).toBeCloseTo(-104 * 0.47, 1);
    expect(max[0]).toBeCloseTo(104 * 0.53, 1);
    // Toes taper: narrower across the toes than across the ball.
    expect(widthAt(mesh, l.firstMetatarsalHead.y)).toBeGreaterThan(widthAt(mesh, m.footLength * 0.9) + 15);
  });

  it("lifts the sole under the medial arch and keeps heel and ball on the ground", () => {
    expect(m.archHeight).toBeGreaterThan(12);
    expect(m.archHeight).toBeLessThan(18);
    expect(soleHeight(mesh, l.archApex.x, l.archApex.y)).toBeCloseTo(m.archHeight, 0);
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
    const foam = generateFoot({ ...options, scanMode: "foambox" });
    // Loaded feet spread and their arch drops.
    expect(weighted.measurements.archHeight).toBeLessThan(semi.measurements.archHeight - 3);
    expect(semi.measurements.archHeight).toBeLessThan(free.measurements.archHeight - 3);
    expect(weighted.measurements.ballWidth).toBeGreaterThan(semi.measurements.ballWidth);
    expect(semi.measurements.ballWidth).toBeGreaterThan(free.measurements.ballWidth);
    expect(weighted.measurements.heelWidth).toBeGreaterThan(free.measurements.heelWidth);
    // The foam box's cast is flat at the foam's surface, well below the ankle.
    const foamTop = boundingBox(foam.mesh).max[2];
    expect(foamTop).toBeCloseTo(0.14 * foam.measurements.footLength, 1);
    expect(foamTop).toBeLessThan(boundingBox(semi.mesh).max[2] - 30);
    for (const foot of [weighted, semi, free, foam]) expect(checkManifold(foot.mesh).closed).toBe(true);
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
