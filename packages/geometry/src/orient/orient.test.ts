// Orienting any scan: synthetic feet (every scan mode, both sides, sizes across the range) turned anywhere about
// the vertical, tilted up to 10 degrees, moved, in mm, cm or m, with 0.5 mm noise and debris, come out in the
// foot's frame (length, heel back at y = 0 and toe tip at y = length within 1.5 mm, the heel centre on x = 0
// within 2 mm and on the ground within 1.5 mm, the side told from the shape; the landmarks measured there and
// turned back: measure/measure-foot.test.ts); a foam impression is
// recognised as a negative; a mesh that is not a foot gets a reason, never a throw.
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateFoot, type Point3 } from "../foot/generate";
import { seededRandom } from "../foot/random";
import type { TriangleMesh } from "../mesh";
import { sphere } from "../testing/ellipsoid";
import { asScanned, place, type ScanPose } from "../testing/scan-pose";
import { MAX_SCAN_TRIANGLES, type OrientTransform, orientScan, runsAlongFoot } from "./orient";

const UNITS = [
  { units: "mm", unitsPerMm: 1 },
  { units: "cm", unitsPerMm: 0.1 },
  { units: "m", unitsPerMm: 0.001 },
] as const;

const scans = fc.record({
  seed: fc.nat(),
  shoeSize: fc.integer({ min: 4, max: 13 }),
  side: fc.constantFrom("left" as const, "right" as const),
  scanMode: fc.constantFrom(...SCAN_MODE_VALUES),
  yaw: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  tilt: fc.double({ min: 0, max: (10 * Math.PI) / 180, noNaN: true }),
  tiltAxis: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
  unit: fc.constantFrom(...UNITS),
  shift: fc.tuple(...[0, 0, 0].map(() => fc.double({ min: -500, max: 500, noNaN: true }))) as fc.Arbitrary<
    [number, number, number]
  >,
});

type Case = typeof scans extends fc.Arbitrary<infer T> ? T : never;

const pose = (c: Case): ScanPose => ({ ...c, unitsPerMm: c.unit.unitsPerMm });

/** A point of the scan in the oriented frame (the transform's forward direction). */
function toFrame(t: OrientTransform, [x, y, z]: [number, number, number]): [number, number, number] {
  const r = t.rotation;
  return [
    t.scale * (r[0] * x + r[1] * y + r[2] * z) + t.offset[0],
    t.scale * (r[3] * x + r[4] * y + r[5] * z) + t.offset[1],
    t.scale * (r[6] * x + r[7] * y + r[8] * z) + t.offset[2],
  ];
}

const xyz = (p: Point3): [number, number, number] => [p.x, p.y, p.z];

function maxY(mesh: TriangleMesh): number {
  let max = -Infinity;
  for (let i = 1; i < mesh.positions.length; i += 3) max = Math.max(max, mesh.positions[i] as number);
  return max;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(0.95 * (values.length - 1))] ?? NaN;
const summary = (name: string, values: number[]) =>
  `${name}: p95 ${p95(values).toFixed(2)}, max ${Math.max(...values).toFixed(2)}${name.endsWith("Degrees") ? "°" : " mm"}`;

describe("orientScan", () => {
  it("puts a turned, tilted, moved, rescaled, noisy scan with debris into the foot's frame", () => {
    const errors = {
      tiltDegrees: [] as number[],
      length: [] as number[],
      heelBack: [] as number[],
      toeTip: [] as number[],
      heelX: [] as number[],
      heelZ: [] as number[],
    };
    fc.assert(
      fc.property(scans, (c) => {
        const foot = generateFoot({ ...c, triangles: 50_000 });
        const scan = asScanned(foot.mesh, pose(c), seededRandom(c.seed), 0.5);
        const oriented = orientScan(scan, { side: c.side });
        if (!oriented.ok) throw new Error(oriented.reason);
        expect(oriented.units).toBe(c.unit.units);
        // A foam box is the impression: a negative, turned into its positive.
        expect(oriented.negative).toBe(c.scanMode === "foambox");
        expect(oriented.droppedParts).toBeGreaterThanOrEqual(1);
        expect(oriented.sideHint).toBe(c.side);
        const at = (p: Point3) => toFrame(oriented.transform, place(pose(c), xyz(p)));
        // The angle between the found vertical and the foot's, degrees.
        const [o, up] = [place(pose(c), [0, 0, 0]), place(pose(c), [0, 0, 1])];
        const r = oriented.transform.rotation;
        const cos = (r[6] * (up[0] - o[0]) + r[7] * (up[1] - o[1]) + r[8] * (up[2] - o[2])) / c.unit.unitsPerMm;
        const tilt = (Math.acos(Math.min(1, cos)) * 180) / Math.PI;
        errors.tiltDegrees.push(tilt);
        expect(tilt).toBeLessThan(1.5);
        const length = Math.abs(maxY(oriented.mesh) - foot.measurements.footLength);
        if (!(length < 1.5)) {
          // Seen twice under load (a clean-clone run, and a loop beside a browser test), never alone: the same
          // scan oriented again in the same process came out right. Say so, for the next to find it.
          const again = orientScan(scan, { side: c.side });
          const repeated = again.ok ? Math.abs(maxY(again.mesh) - foot.measurements.footLength) : again.reason;
          throw new Error(
            `foot length off by ${length.toFixed(1)} mm (rotation ${oriented.transform.rotation.map((r) => r.toFixed(4))}); oriented again: ${typeof repeated === "number" ? `${repeated.toFixed(1)} mm off` : repeated}`,
          );
        }
        const heelBack = Math.abs(at(foot.landmarks.heelBack)[1]);
        const toeTip = Math.abs(at(foot.landmarks.toeTip)[1] - foot.measurements.footLength);
        const [heelX, , heelZ] = at(foot.landmarks.heelCentre);
        errors.length.push(length);
        errors.heelBack.push(heelBack);
        errors.toeTip.push(toeTip);
        errors.heelX.push(Math.abs(heelX));
        errors.heelZ.push(Math.abs(heelZ));
        expect(length).toBeLessThan(1.5);
        expect(heelBack).toBeLessThan(1.5);
        expect(toeTip).toBeLessThan(1.5);
        expect(Math.abs(heelX)).toBeLessThan(2);
        expect(Math.abs(heelZ)).toBeLessThan(1.5);
      }),
      { numRuns: 40, seed: 19 },
    );
    console.log(
      `orientScan over 40 scans, 0.5 mm noise and debris: ${Object.entries(errors)
        .map(([name, values]) => summary(name, values))
        .join("; ")}`,
    );
  });

  it("tells a frame that runs along the foot from one turned across it (the check each orientation passes)", () => {
    const foot = generateFoot({ seed: 3, shoeSize: 9, side: "right", triangles: 50_000 });
    const turned = (degrees: number): TriangleMesh => {
      const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
      const p = foot.mesh.positions;
      const positions = new Float32Array(p.length);
      for (let i = 0; i < p.length; i += 3) {
        positions.set(
          [
            cos * (p[i] as number) - sin * (p[i + 1] as number),
            sin * (p[i] as number) + cos * (p[i + 1] as number),
            p[i + 2] as number,
          ],
          i,
        );
      }
      return { positions, indices: foot.mesh.indices };
    };
    expect(runsAlongFoot(foot.mesh)).toBe(true);
    expect(runsAlongFoot(turned(10))).toBe(true);
    expect(runsAlongFoot(turned(180))).toBe(true);
    // 128 degrees: the frame two loaded runs found before the check.
    for (const degrees of [45, 90, 128]) expect(runsAlongFoot(turned(degrees))).toBe(false);
  });

  it("recognises a foam-box impression as a negative and a sole seen from below as a positive", () => {
    const options = { seed: 3, shoeSize: 9, side: "right" as const, triangles: 50_000 };
    const foam = generateFoot({ ...options, scanMode: "foambox" });
    const foot = generateFoot({ ...options, scanMode: "semi-weighted" });
    // The sole alone, as an open surface with the foot's outward normals (down).
    const p = foot.mesh.positions;
    const t = foot.mesh.indices;
    const sole: number[] = [];
    for (let i = 0; i < t.length; i += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[i + k] as number)) as [number, number, number];
      const nz =
        ((p[b] as number) - (p[a] as number)) * ((p[c + 1] as number) - (p[a + 1] as number)) -
        ((p[b + 1] as number) - (p[a + 1] as number)) * ((p[c] as number) - (p[a] as number));
      if (nz < 0) sole.push(t[i] as number, t[i + 1] as number, t[i + 2] as number);
    }
    const c = { yaw: 2, tilt: 0.1, tiltAxis: 1, unitsPerMm: 0.1, shift: [10, 20, 30] as [number, number, number] };
    const placed = (mesh: TriangleMesh, indices: Uint32Array): TriangleMesh => {
      const q = mesh.positions;
      const positions = new Float32Array(q.length);
      for (let i = 0; i < q.length; i += 3)
        positions.set(place(c, [q[i] as number, q[i + 1] as number, q[i + 2] as number]), i);
      return { positions, indices };
    };
    for (const [scan, truth, negative] of [
      [placed(foot.mesh, new Uint32Array(sole)), foot, false],
      [placed(foam.mesh, foam.mesh.indices), foam, true],
    ] as const) {
      const oriented = orientScan(scan, { side: "right" });
      if (!oriented.ok) throw new Error(oriented.reason);
      expect(oriented.negative).toBe(negative);
      const at = (q: Point3) => toFrame(oriented.transform, place(c, xyz(q)));
      expect(Math.abs(at(truth.landmarks.heelCentre)[0])).toBeLessThan(2);
      expect(at(truth.landmarks.heelCentre)[1]).toBeLessThan(at(truth.landmarks.firstMetatarsalHead)[1]);
      expect(Math.abs(at(truth.landmarks.firstMetatarsalHead)[2] - truth.landmarks.firstMetatarsalHead.z)).toBeLessThan(
        1,
      );
    }
  });

  it("orients a 150,000-triangle scan", () => {
    const foot = generateFoot({ seed: 5, shoeSize: 11, side: "left", triangles: 150_000 });
    const c = { yaw: 4, tilt: 0.15, tiltAxis: 2, unitsPerMm: 0.001, shift: [0, 0, 0] as [number, number, number] };
    const oriented = orientScan(asScanned(foot.mesh, c, seededRandom(1), 0.5), { side: "left" });
    if (!oriented.ok) throw new Error(oriented.reason);
    expect(oriented.mesh.indices.length / 3).toBeGreaterThan(140_000);
    expect(Math.abs(maxY(oriented.mesh) - foot.measurements.footLength)).toBeLessThan(1.5);
  });

  it("gives a mesh that is not a foot its reason, never a throw", () => {
    const box = (s: number): TriangleMesh => {
      const grid = 12;
      const positions: number[] = [];
      const indices: number[] = [];
      // Six faces of grid × grid quads each, outward.
      const faces: [number, number, number][][] = [];
      for (const [axis, sign] of [
        [0, 1],
        [0, -1],
        [1, 1],
        [1, -1],
        [2, 1],
        [2, -1],
      ] as const) {
        const u = (axis + 1) % 3;
        const v = (axis + 2) % 3;
        const base = positions.length / 3;
        for (let i = 0; i <= grid; i++)
          for (let j = 0; j <= grid; j++) {
            const point = [0, 0, 0];
            point[axis] = (sign * s) / 2;
            point[u] = (i / grid - 0.5) * s;
            point[v] = (j / grid - 0.5) * s * sign;
            positions.push(...point);
          }
        for (let i = 0; i < grid; i++)
          for (let j = 0; j < grid; j++) {
            const a = base + i * (grid + 1) + j;
            indices.push(a, a + grid + 1, a + grid + 2, a, a + grid + 2, a + 1);
          }
        faces.push([]);
      }
      return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
    };
    const plane: TriangleMesh = (() => {
      const cube = box(200);
      const positions = cube.positions.slice();
      for (let i = 2; i < positions.length; i += 3) positions[i] = 0;
      return { positions, indices: cube.indices };
    })();
    const cases: [string, TriangleMesh][] = [
      ["a cube", box(100)],
      ["a plane", plane],
      [
        "a single triangle",
        { positions: new Float32Array([0, 0, 0, 200, 0, 0, 0, 80, 0]), indices: new Uint32Array([0, 1, 2]) },
      ],
      ["nothing", { positions: new Float32Array(), indices: new Uint32Array() }],
      ["a ball", sphere(120, 24, 48)],
      ["a foot-sized blob at 2 km", { ...sphere(2_000_000, 24, 48) }],
      [
        "points without coordinates",
        { positions: new Float32Array(600).fill(Number.NaN), indices: new Uint32Array(600).map((_, i) => i % 200) },
      ],
      // More triangles than any foot scan: refused on the count, before anything is read (the indices are zeros).
      ["10 million triangles", { positions: new Float32Array(9), indices: new Uint32Array(3 * 10_000_000) }],
    ];
    expect(10_000_000).toBeGreaterThan(MAX_SCAN_TRIANGLES);
    for (const [name, mesh] of cases) {
      const result = orientScan(mesh);
      expect(result.ok, name).toBe(false);
      if (!result.ok) {
        expect(result.reason.length, name).toBeGreaterThan(10);
        expect(result.reason, name).not.toMatch(/NaN|undefined|Infinity/);
        console.log(`${name}: ${result.reason}`);
      }
    }
  });
});
