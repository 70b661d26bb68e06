// Property tests of the synthetic foot over random options (few runs: each foot is 50,000 to 150,000
// triangles): closed and outward (a foam box open), triangle count in range, length from the shoe size within 1 mm, Draco round
// trip within the quantisation error, the left foot the mirror of the right.
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import { SHOE_SIZE_UNITS } from "@solerx/domain/shoe-size";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeDraco, encodeDraco } from "../draco";
import { boundingBox } from "../mesh";
import { checkManifold } from "../mesh-check";
import { expectSameMesh, quantisationError } from "../testing/meshes";
import { generateFoot } from "./generate";
import { MAX_TRIANGLES, MIN_TRIANGLES, TOE_SHAPES } from "./params";
import { footLengthMm } from "./shoe-size";

const units = SHOE_SIZE_UNITS.map((u) => u.value);
const options = fc
  .record({
    unit: fc.constantFrom(...units),
    step: fc.nat(),
    side: fc.constantFrom("left" as const, "right" as const),
    scanMode: fc.constantFrom(...SCAN_MODE_VALUES),
    toeShape: fc.constantFrom(...TOE_SHAPES),
    seed: fc.nat(),
    triangles: fc.integer({ min: MIN_TRIANGLES, max: MAX_TRIANGLES }),
  })
  .map(({ unit, step, ...rest }) => {
    const { min, max } = SHOE_SIZE_UNITS.find((u) => u.value === unit) ?? SHOE_SIZE_UNITS[0];
    return { ...rest, shoeSizeUnit: unit, shoeSize: min + 0.5 * (step % ((max - min) * 2 + 1)) };
  });

describe("generateFoot properties", () => {
  it("is closed, outward, in the triangle range and as long as its shoe size", () => {
    fc.assert(
      fc.property(options, (o) => {
        const { mesh, measurements } = generateFoot(o);
        const report = checkManifold(mesh);
        expect(report.degenerateTriangles).toBe(0);
        const triangles = mesh.indices.length / 3;
        expect(triangles).toBeGreaterThanOrEqual(MIN_TRIANGLES);
        expect(triangles).toBeLessThanOrEqual(MAX_TRIANGLES);
        expect(Math.abs(triangles - o.triangles)).toBeLessThan(0.02 * o.triangles);
        const length = footLengthMm(o.shoeSize, o.shoeSizeUnit);
        // A foam box is the open impression (foot/foam-box.ts and its test); every other scan the closed foot.
        if (o.scanMode !== "foambox") {
          expect(report.closed).toBe(true);
          expect(report.consistentlyOriented).toBe(true);
          expect(report.volume).toBeGreaterThan(0);
          const { min, max } = boundingBox(mesh);
          expect(Math.abs(max[1] - min[1] - length)).toBeLessThanOrEqual(1);
        } else expect(report.closed).toBe(false);
        expect(Math.abs(measurements.footLength - length)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 8 },
    );
  });

  it("survives Draco within the quantisation error", async () => {
    await fc.assert(
      fc.asyncProperty(options, fc.integer({ min: 11, max: 16 }), async (o, bits) => {
        const { mesh } = generateFoot(o);
        const decoded = await decodeDraco(await encodeDraco(mesh, { quantizationBits: bits }));
        expectSameMesh(mesh, decoded, quantisationError(mesh, bits));
      }),
      { numRuns: 5 },
    );
  });

  it("makes the left foot the mirror of the right", () => {
    fc.assert(
      fc.property(options, (o) => {
        const right = generateFoot({ ...o, side: "right" });
        const left = generateFoot({ ...o, side: "left" });
        const r = right.mesh;
        const l = left.mesh;
        expect(l.positions.length).toBe(r.positions.length);
        let mismatches = 0;
        for (let i = 0; i < r.positions.length; i += 3) {
          if ((l.positions[i] as number) !== -(r.positions[i] as number)) mismatches++;
          if (l.positions[i + 1] !== r.positions[i + 1] || l.positions[i + 2] !== r.positions[i + 2]) mismatches++;
        }
        for (let t = 0; t < r.indices.length; t += 3) {
          if (
            l.indices[t] !== r.indices[t] ||
            l.indices[t + 1] !== r.indices[t + 2] ||
            l.indices[t + 2] !== r.indices[t + 1]
          )
            mismatches++;
        }
        expect(mismatches).toBe(0);
        expect(checkManifold(l).volume).toBeCloseTo(checkManifold(r).volume, 0);
        expect(left.measurements).toEqual(right.measurements);
        expect(left.landmarks.firstMetatarsalHead.x).toBe(-right.landmarks.firstMetatarsalHead.x);
        // The left foot's big toe side is +x.
        expect(left.landmarks.navicular.x).toBeGreaterThan(0);
      }),
      { numRuns: 5 },
    );
  });
});
