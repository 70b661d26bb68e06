import { LANDMARK_NAMES, ScanMeasurements } from "@solerx/domain/scan";
import { unitOfProfile } from "@solerx/domain/shoe-size";
import { boundingBox, checkManifold, decodeDraco, footLengthMm, triangleCount } from "@solerx/geometry";
import { describe, expect, it } from "vitest";
import { geometryScanSource } from "./geometry-scan-source";

describe("geometryScanSource", () => {
  it("makes a Draco foot of the patient's size and side, with measurements the upload contract accepts", async () => {
    const source = geometryScanSource();
    const started = performance.now();
    const left = await source.produce({
      foot: "left",
      scanMode: "weighted",
      shoeSize: { size: 9.5, unit: "WOMEN'S" },
      seed: 42,
    });
    const elapsed = performance.now() - started;
    const measurements = ScanMeasurements.parse(left.measurements);
    const expected = footLengthMm(9.5, "US WOMEN'S");
    expect(Math.abs(measurements.footLength - expected)).toBeLessThan(1);
    // Every measurement the Results screen lists, the navicular's height with its landmark.
    expect(measurements.archHeight).toBeGreaterThan(0);
    expect(measurements.navicularHeight).toBeCloseTo(measurements.landmarks?.navicular?.[2] ?? 0, 0);
    // The generator's ground truth: all sixteen landmarks of issue 19.
    expect(Object.keys(measurements.landmarks ?? {}).sort()).toEqual([...LANDMARK_NAMES].sort());

    const mesh = await decodeDraco(left.draco);
    expect(triangleCount(mesh)).toBeGreaterThanOrEqual(50_000);
    expect(triangleCount(mesh)).toBeLessThanOrEqual(150_000);
    const box = boundingBox(mesh);
    // The decoded surface is as long as the measured foot (within the quantisation error).
    expect(Math.abs(box.max[1] - box.min[1] - measurements.footLength)).toBeLessThan(1);
    // A scan of "a few seconds" leaves room for generating and encoding.
    expect(elapsed).toBeLessThan(5000);

    const right = await source.produce({
      foot: "right",
      scanMode: "weighted",
      shoeSize: { size: 9.5, unit: "WOMEN'S" },
      seed: 42,
    });
    // One person's pair: the same measurements, the first metatarsal head on the other side.
    expect(right.measurements.footLength).toBe(measurements.footLength);
    const leftHead = measurements.landmarks?.firstMetatarsalHead?.[0] ?? 0;
    const rightHead = right.measurements.landmarks?.firstMetatarsalHead?.[0] ?? 0;
    expect(Math.sign(leftHead)).toBe(-Math.sign(rightHead));
  });

  it("sends a foam-box scan as the open impression, with the landmarks of the foot that made it", async () => {
    const foam = await geometryScanSource({ triangles: 50_000 }).produce({
      foot: "right",
      scanMode: "foambox",
      shoeSize: { size: 9, unit: "MEN'S" },
      seed: 3,
    });
    const mesh = await decodeDraco(foam.draco);
    expect(checkManifold(mesh).closed).toBe(false);
    const measurements = ScanMeasurements.parse(foam.measurements);
    // The impression's floor under the heel centre is the deepest of the foam: the foot's ground.
    expect(boundingBox(mesh).min[2]).toBeCloseTo(measurements.landmarks?.heelCentre?.[2] ?? Number.NaN, 0);
  });

  it("reads the profile's unit text and keeps sizes inside the unit's range", async () => {
    // The reading is the domain's (shoe-size unitOfProfile), which the source takes.
    expect(unitOfProfile("WOMEN'S")).toBe("US WOMEN'S");
    expect(unitOfProfile("men's")).toBe("US MEN'S");
    expect(unitOfProfile("EU")).toBe("US MEN'S");
    const huge = await geometryScanSource({ triangles: 50_000 }).produce({
      foot: "right",
      scanMode: "semi-weighted",
      shoeSize: { size: 40, unit: "MEN'S" },
      seed: 1,
    });
    expect(Math.abs(huge.measurements.footLength - footLengthMm(16, "US MEN'S"))).toBeLessThan(1);
  });
});
