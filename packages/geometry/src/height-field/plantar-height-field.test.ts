import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { sampleGrid } from "./height-grid";
import { plantarHeightField } from "./plantar-height-field";

describe("plantarHeightField", () => {
  const foot = generateFoot({ shoeSize: 9, side: "right", seed: 7 });
  const grid = plantarHeightField(foot.mesh);

  it("covers the foot's plan and reads the sole where the ground truth has it", () => {
    const length = grid.ny * grid.cellMm;
    expect(length).toBeGreaterThan(foot.measurements.footLength);
    const heel = foot.landmarks.heelCentre;
    expect(sampleGrid(grid, heel.x, heel.y)).toBeCloseTo(heel.z, 0);
    const apex = foot.landmarks.archApex;
    expect(Math.abs(sampleGrid(grid, apex.x, apex.y) - apex.z)).toBeLessThan(1);
  });

  it("drops a single vertex pulled 5 mm below the sole", () => {
    const mesh = { positions: foot.mesh.positions.slice(), indices: foot.mesh.indices };
    const heel = foot.landmarks.heelCentre;
    let nearest = 0;
    let best = Infinity;
    for (let i = 0; i < mesh.positions.length; i += 3) {
      const d =
        Math.hypot((mesh.positions[i] as number) - heel.x, (mesh.positions[i + 1] as number) - heel.y) +
        (mesh.positions[i + 2] as number);
      if (d < best) {
        best = d;
        nearest = i;
      }
    }
    mesh.positions[nearest + 2] = (mesh.positions[nearest + 2] as number) - 5;
    const spiked = plantarHeightField(mesh);
    let lowest = Infinity;
    for (const v of spiked.z) if (v < lowest) lowest = v;
    expect(lowest).toBeGreaterThan(-1);
  });
});
