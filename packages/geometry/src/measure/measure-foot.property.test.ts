// No figure is ever NaN: whatever is left of a foot scan (a band of it cut away anywhere along or across, random
// triangles dropped, a sheet of random triangles), measureFoot either answers every measurement and landmark as
// finite numbers or refuses with a reason in words.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { seededRandom } from "../foot/random";
import type { TriangleMesh } from "../mesh";
import { orientScan } from "../orient/orient";
import { decimate } from "../testing/decimate";
import { measureFoot } from "./measure-foot";

const foot = generateFoot({ seed: 5, shoeSize: 8, side: "left", scanMode: "weighted", triangles: 50_000 });
const coarse = decimate(foot.mesh, 20_000);

/** The mesh without the triangles whose first corner lies in [from, to) along axis k (mm), or a random share. */
function cut(mesh: TriangleMesh, k: number, from: number, to: number, dropShare: number, seed: number): TriangleMesh {
  const random = seededRandom(seed);
  const kept: number[] = [];
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const v = mesh.positions[3 * (mesh.indices[t] as number) + k] as number;
    if ((v >= from && v < to) || random() < dropShare) continue;
    kept.push(mesh.indices[t] as number, mesh.indices[t + 1] as number, mesh.indices[t + 2] as number);
  }
  return { positions: mesh.positions, indices: Uint32Array.from(kept) };
}

function answersOrRefuses(mesh: TriangleMesh): void {
  const oriented = orientScan(mesh, { side: "left" });
  if (!oriented.ok) return void expect(oriented.reason).toMatch(/\w+ \w+/);
  const measured = measureFoot(oriented.mesh, "left");
  if (!measured.ok) return void expect(measured.reason).toMatch(/\w+ \w+/);
  for (const value of [
    measured.footLength,
    measured.ballWidth,
    measured.heelWidth,
    measured.archHeight,
    measured.navicularHeight,
    measured.archIndex,
  ])
    expect(Number.isFinite(value)).toBe(true);
  for (const p of Object.values(measured.landmarks)) expect([p.x, p.y, p.z].every(Number.isFinite)).toBe(true);
}

describe("measureFoot", () => {
  it("answers finite figures or a reason for a scan with any band cut away or triangles missing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.double({ min: -150, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.nat(),
        (axis, from, width, dropShare, seed) =>
          answersOrRefuses(cut(coarse, axis, from, from + width, dropShare, seed)),
      ),
      { numRuns: 25, seed: 7 },
    );
  });

  it("answers a reason, not NaN, for random triangles", () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 100, max: 3000 }), (seed, count) => {
        const random = seededRandom(seed);
        const positions = Float32Array.from({ length: 9 * count }, () => 300 * random());
        const indices = Uint32Array.from({ length: 3 * count }, (_, i) => i);
        answersOrRefuses({ positions, indices });
      }),
      { numRuns: 10, seed: 7 },
    );
  });
});
