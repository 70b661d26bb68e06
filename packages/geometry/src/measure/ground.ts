// The ground under an oriented foot: a plane fitted to the plantar height field's contact patches (the heel and
// the ball, where a standing foot rests), not the lowest vertex, which may be noise or debris. Least squares on
// the cells within CONTACT_BAND_MM of the plane found so far, three times; then the plane is lowered onto the
// sole's lowest 5% of cells (a low quantile, so a round sole's contact is not averaged up by its rising edges).
import { cellX, cellY, type HeightGrid } from "../height-field/height-grid";
import { select } from "../height-field/plantar-height-field";
import { PLANE_A, PLANE_B, PLANE_C, type Plane, PlaneFit } from "../plane-fit";

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
  // The plane as plain numbers in a typed array while it is found (plane-fit.ts: planes answered as objects one
  // after the other once read as one); an object only for the answer.
  const plane = new Float64Array(3);
  plane[PLANE_C] = lowQuantile(grid, 0, 0, 0);
  for (let pass = 0; pass < 3; pass++) {
    if (!fitBelow(grid, plane, CONTACT_BAND_MM)) return undefined;
    const a = plane[PLANE_A] as number;
    const b = plane[PLANE_B] as number;
    const c = plane[PLANE_C] as number;
    plane[PLANE_C] = c + lowQuantile(grid, a, b, c);
  }
  const a = plane[PLANE_A] as number;
  const b = plane[PLANE_B] as number;
  const c = plane[PLANE_C] as number;
  return Number.isFinite(a + b + c) ? { a, b, c } : undefined;
}

/** The GROUND_QUANTILE of the cells' heights above the plane z = a·x + b·y + c. */
function lowQuantile(grid: HeightGrid, a: number, b: number, c: number): number {
  const heights = new Float64Array(grid.nx * grid.ny);
  let n = 0;
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = cellY(grid, iy);
    for (let ix = 0; ix < grid.nx; ix++) {
      const z = grid.z[iy * grid.nx + ix] as number;
      if (!Number.isNaN(z)) heights[n++] = z - (a * cellX(grid, ix) + b * y + c);
    }
  }
  if (n === 0) return Number.NaN;
  return select(heights, n, Math.floor(GROUND_QUANTILE * (n - 1)));
}

/**
 * Least squares z = a·x + b·y + c through the cells less than `band` above the plane in `plane` (PLANE_A, PLANE_B,
 * PLANE_C), written over it; false, with `plane` left as it was, when there are too few cells.
 */
function fitBelow(grid: HeightGrid, plane: Float64Array, band: number): boolean {
  const a = plane[PLANE_A] as number;
  const b = plane[PLANE_B] as number;
  const c = plane[PLANE_C] as number;
  const fit = new PlaneFit();
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = cellY(grid, iy);
    for (let ix = 0; ix < grid.nx; ix++) {
      const z = grid.z[iy * grid.nx + ix] as number;
      const x = cellX(grid, ix);
      if (Number.isNaN(z) || z - (a * x + b * y + c) > band) continue;
      fit.add(x, y, z);
    }
  }
  return fit.solveInto(20, plane);
}
