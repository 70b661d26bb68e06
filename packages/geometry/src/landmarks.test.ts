// Landmarks estimated from the surface alone, against the synthetic foot's ground truth (every scan mode, both
// sides, shoe sizes across the units' ranges): the heel centre and metatarsal heads within 2 mm, the arch height
// within 2 mm, the navicular within 8 mm (its tuberosity is found as the foot's medial bulge, which lies a few
// millimetres off the anatomical point); a left foot's are the mirror of the right's; too little mesh gives none.
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import { SHOE_SIZE_UNITS } from "@solerx/domain/shoe-size";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateFoot, type Point3 } from "./foot/generate";
import { TOE_SHAPES } from "./foot/params";
import { estimateLandmarks } from "./landmarks";

const units = SHOE_SIZE_UNITS.map((u) => u.value);
const feet = fc
  .record({
    unit: fc.constantFrom(...units),
    step: fc.nat(),
    scanMode: fc.constantFrom(...SCAN_MODE_VALUES),
    toeShape: fc.constantFrom(...TOE_SHAPES),
    side: fc.constantFrom("left" as const, "right" as const),
    seed: fc.nat(),
  })
  .map(({ unit, step, ...rest }) => {
    const { min, max } = SHOE_SIZE_UNITS.find((u) => u.value === unit) ?? SHOE_SIZE_UNITS[0];
    return { ...rest, shoeSizeUnit: unit, shoeSize: min + 0.5 * (step % ((max - min) * 2 + 1)), triangles: 50_000 };
  });

const distance = (a: Point3, b: Point3) => Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z);

describe("estimateLandmarks", () => {
  it("finds the synthetic foot's landmarks and heights from its surface alone", () => {
    fc.assert(
      fc.property(feet, (options) => {
        const foot = generateFoot(options);
        const found = estimateLandmarks(foot.mesh, options.side);
        if (!found) throw new Error("no landmarks");
        const truth = foot.landmarks;
        expect(distance(found.heelCentre, truth.heelCentre)).toBeLessThan(2);
        expect(distance(found.firstMetatarsalHead, truth.firstMetatarsalHead)).toBeLessThan(2);
        expect(distance(found.fifthMetatarsalHead, truth.fifthMetatarsalHead)).toBeLessThan(2);
        expect(distance(found.navicular, truth.navicular)).toBeLessThan(8);
        expect(Math.abs(found.archHeight - foot.measurements.archHeight)).toBeLessThan(2);
        expect(Math.abs(found.navicularHeight - foot.measurements.navicularHeight)).toBeLessThan(8);
      }),
      { numRuns: 12 },
    );
  });

  it("gives a left foot the mirror of the right foot's landmarks", () => {
    const options = { seed: 7, shoeSize: 9, triangles: 50_000 };
    const right = estimateLandmarks(generateFoot({ ...options, side: "right" }).mesh, "right");
    const left = estimateLandmarks(generateFoot({ ...options, side: "left" }).mesh, "left");
    if (!right || !left) throw new Error("no landmarks");
    for (const name of ["heelCentre", "firstMetatarsalHead", "fifthMetatarsalHead", "navicular"] as const) {
      expect(left[name].x).toBeCloseTo(-right[name].x, 3);
      expect(left[name].y).toBeCloseTo(right[name].y, 3);
      expect(left[name].z).toBeCloseTo(right[name].z, 3);
    }
    // The first metatarsal head is medial: -x on a right foot.
    expect(right.firstMetatarsalHead.x).toBeLessThan(right.fifthMetatarsalHead.x);
  });

  it("answers nothing for a mesh too small to be a foot", () => {
    const tiny = { positions: new Float32Array([0, 0, 0, 10, 0, 0, 0, 10, 0]), indices: new Uint32Array([0, 1, 2]) };
    expect(estimateLandmarks(tiny, "left")).toBeUndefined();
    expect(estimateLandmarks({ positions: new Float32Array(), indices: new Uint32Array() }, "right")).toBeUndefined();
  });
});
