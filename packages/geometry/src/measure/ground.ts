// The ground under an oriented foot: a plane fitted to the plantar height field's contact patches (the heel and
// the ball, where a standing foot rests), not the lowest vertex, which may be noise or debris. Least squares on
// the cells within CONTACT_BAND_MM of the plane found so far, three times; then the plane is lowered onto the
// sole's lowest 5% of cells (a low quantile, so a round sole's contact is not averaged up by its rising edges).
import { cellX, cellY, type HeightGrid } from "../height-field/height-grid";
import { select } from "../height-field/plantar-height-field";
import { type Plane, PlaneFit } from "../plane-fit";

/** z = a·x + b·y + c, mm, in the oriented frame. */
export type GroundPlane = Plane;

export const groundAt = (g: GroundPlane, x: number, y: number) => g.a * x + g.b * y + g.c;

const CONTACT_BAND_MM = 1.5;
/**
 * The share of the sole's cells the ground is lowered onto: inside the contact patches (a weighted sole's covers a
 * third of the cells, a round one's some tenths), above the noise's tail below them (2% sat 0.2 mm low).
 */
const GROUND_QUANTILE = 0.05;

export function groundPlane(grid: HeightGrid): GroundPlane | undefined {
  let plane: GroundPlane = { a: 0, b: 0, c: lowQuantile(grid, { a: 0, b: 0, c: 0 }) };
  for (let pass = 0; pass < 3; pass++) {
    const fit = fitBelow(grid, plane, CONTACT_BAND_MM);
    if (!fit) return undefined;
    plane = fit;
    plane = { ...plane, c: plane.c + lowQuantile(grid, plane) };
  }
  return Number.isFinite(plane.a + plane.b + plane.c) ? plane : undefined;
}

/** The GROUND_QUANTILE of the cells' heights above the plane. */
function lowQuantile(grid: HeightGrid, plane: GroundPlane): number {
  const heights = new Float64Array(grid.nx * grid.ny);
  let n = 0;
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = cellY(grid, iy);
    for (let ix = 0; ix < grid.nx; ix++) {
      const z = grid.z[iy * grid.nx + ix] as number;
      if (!Number.isNaN(z)) heights[n++] = z - groundAt(plane, cellX(grid, ix), y);
    }
  }
  if (n === 0) return Number.NaN;
  return select(heights, n, Math.floor(GROUND_QUANTILE * (n - 1)));
}

/** Least squares z = a·x + b·y + c through the cells less than `band` above the plane. */
function fitBelow(grid: HeightGrid, plane: GroundPlane, band: number): GroundPlane | undefined {
  const fit = new PlaneFit();
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = cellY(grid, iy);
    for (let ix = 0; ix < grid.nx; ix++) {
      const z = grid.z[iy * grid.nx + ix] as number;
      const x = cellX(grid, ix);
      if (Number.isNaN(z) || z - groundAt(plane, x, y) > band) continue;
      fit.add(x, y, z);
    }
  }
  return fit.solve(20);
}
