// The accuracy tests' scan variants, each change on its own: the decimation reaches about 20,000 triangles and
// keeps the surface, the noise has the asked standard deviation, the debris is where the issue puts it, the pose
// maps the ground truth into the scan (units included), and the same seed gives the same scan.
import { LANDMARK_NAMES } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { boundingBox, type TriangleMesh } from "../mesh";
import { orientScan } from "../orient/orient";
import { sameBytes } from "./meshes";
import { place } from "./scan-pose";
import { MAX_TILT, scanVariant } from "./scan-variant";

function area(mesh: TriangleMesh): number {
  const p = mesh.positions;
  const t = mesh.indices;
  let sum = 0;
  for (let f = 0; f < t.length; f += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[f + k] as number)) as [number, number, number];
    const u = [0, 1, 2].map((k) => (p[b + k] as number) - (p[a + k] as number)) as [number, number, number];
    const v = [0, 1, 2].map((k) => (p[c + k] as number) - (p[a + k] as number)) as [number, number, number];
    sum += Math.hypot(u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]) / 2;
  }
  return sum;
}

describe("scanVariant", () => {
  const foot = generateFoot({ shoeSize: 9, side: "left", seed: 4, scanMode: "weighted", triangles: 100_000 });

  it("decimates to about 20,000 triangles, none collapsed, the surface kept", () => {
    const { mesh } = scanVariant(foot, { seed: 1, decimateTo: 20_000 });
    const triangles = mesh.indices.length / 3;
    expect(Math.abs(triangles - 20_000)).toBeLessThan(400);
    for (let f = 0; f < mesh.indices.length; f += 3) {
      const [a, b, c] = [mesh.indices[f], mesh.indices[f + 1], mesh.indices[f + 2]];
      expect(a !== b && b !== c && c !== a).toBe(true);
    }
    // Fewer vertices, the same foot: its area within 3% and its extents within a cell.
    expect(mesh.positions.length).toBeLessThan(foot.mesh.positions.length / 3);
    expect(Math.abs(area(mesh) / area(foot.mesh) - 1)).toBeLessThan(0.03);
    const [before, after] = [boundingBox(foot.mesh), boundingBox(mesh)];
    expect(Math.abs(after.max[1] - after.min[1] - (before.max[1] - before.min[1]))).toBeLessThan(3);
  });

  it("adds Gaussian noise of the asked standard deviation to every vertex", () => {
    const { mesh } = scanVariant(foot, { seed: 2, noiseMm: 0.5 });
    const p = mesh.positions;
    const q = foot.mesh.positions;
    let squares = 0;
    let beyond = 0;
    for (let i = 0; i < p.length; i++) {
      const d = (p[i] as number) - (q[i] as number);
      squares += d * d;
      if (Math.abs(d) > 1) beyond++;
    }
    const rms = Math.sqrt(squares / p.length);
    expect(rms).toBeGreaterThan(0.48);
    expect(rms).toBeLessThan(0.52);
    // Gaussian, not uniform: about 4.6% of the coordinates lie beyond two standard deviations.
    expect(beyond / p.length).toBeGreaterThan(0.035);
    expect(beyond / p.length).toBeLessThan(0.06);
  });

  it("puts a stray triangle 30 mm behind the heel and one vertex 5 mm below the sole", () => {
    const { mesh, debris } = scanVariant(foot, { seed: 3, debris: true });
    if (!debris) throw new Error("no debris");
    expect(mesh.indices.length).toBe(foot.mesh.indices.length + 3);
    const p = mesh.positions;
    const stray = [0, 1, 2].map((k) => mesh.indices[3 * debris.strayTriangle + k] as number);
    for (const v of stray) {
      expect(p[3 * v + 1]).toBeLessThanOrEqual(-30);
      expect(p[3 * v + 1]).toBeGreaterThan(-32);
    }
    expect(boundingBox(mesh).min[2]).toBeCloseTo(-5, 3);
    expect(p[3 * debris.pulledVertex + 2]).toBeCloseTo(-5, 3);
  });

  it("turns, tilts, moves and rescales, the ground truth mapped with it", () => {
    const variant = scanVariant(foot, { seed: 5, pose: "random", units: "cm" });
    const { pose, mesh, landmarks } = variant;
    expect(pose.unitsPerMm).toBe(0.1);
    expect(pose.tilt).toBeLessThanOrEqual(MAX_TILT);
    // Every vertex is the foot's placed by the pose, and so is every landmark.
    const q = foot.mesh.positions;
    for (const i of [0, 3000, 60_000]) {
      const expected = place(pose, [q[i] as number, q[i + 1] as number, q[i + 2] as number]);
      for (let k = 0; k < 3; k++) expect(mesh.positions[i + k]).toBeCloseTo(expected[k] as number, 3);
    }
    expect(Object.keys(landmarks).sort()).toEqual([...LANDMARK_NAMES].sort());
    const heel = foot.landmarks.heelCentre;
    expect(landmarks.heelCentre).toEqual(place(pose, [heel.x, heel.y, heel.z]));
    const a = variant.toScan(foot.landmarks.heelBack);
    const b = variant.toScan(foot.landmarks.toeTip);
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) * 10).toBeCloseTo(
      Math.hypot(foot.landmarks.toeTip.y, foot.landmarks.toeTip.x, foot.landmarks.toeTip.z - foot.landmarks.heelBack.z),
      3,
    );
  });

  it("gives the same scan for the same seed, and one orientScan reads with everything at once", () => {
    const options = { seed: 9, pose: "random", units: "m", noiseMm: 0.5, decimateTo: 20_000, debris: true } as const;
    const first = scanVariant(foot, options);
    expect(sameBytes(first.mesh, scanVariant(foot, options).mesh)).toBe(true);
    expect(sameBytes(first.mesh, scanVariant(foot, { ...options, seed: 10 }).mesh)).toBe(false);
    const foam = generateFoot({ shoeSize: 9, side: "left", seed: 4, scanMode: "foambox", triangles: 100_000 });
    for (const [truth, variant] of [
      [foot, first],
      [foam, scanVariant(foam, options)],
    ] as const) {
      const oriented = orientScan(variant.mesh, { side: "left" });
      if (!oriented.ok) throw new Error(oriented.reason);
      expect(oriented.units).toBe("m");
      expect(oriented.negative).toBe(truth === foam);
      expect(oriented.droppedParts).toBeGreaterThanOrEqual(1);
      let maxY = -Infinity;
      for (let i = 1; i < oriented.mesh.positions.length; i += 3)
        maxY = Math.max(maxY, oriented.mesh.positions[i] as number);
      expect(Math.abs(maxY - truth.measurements.footLength)).toBeLessThan(3);
    }
  });
});
