// The shell's underside as a height field, read from the shell's own mesh (its downward-facing triangles, the
// lowest over each cell): where the mark can go (not where the shell rests on the ground, so a post does not
// rock on it) and the surface the mark's cut follows 0.5 mm deep.
import type { HeightGrid } from "../../height-field/height-grid";
import { rasterise } from "../../height-field/rasterise";

/** The underside's height over each cell centre; NaN off the shell. */
export type Underside = HeightGrid;

/** Below this height the shell rests on the ground (a post's face, a flat underside), mm. */
export const RESTING_MM = 0.3;

export function undersideOf(
  positions: ArrayLike<number>,
  stride: number,
  triangles: ArrayLike<number>,
  cellMm = 1,
): Underside {
  // On a closed solid the lowest surface over a cell is always a downward-facing triangle.
  return rasterise({ positions, indices: triangles, stride }, { cellMm }).lower;
}

/** The underside's height at a point, bilinear between the four nearest cells; NaN if any is off the shell. */
export function undersideAt(u: Underside, x: number, y: number): number {
  const fx = (x - u.x0) / u.cellMm;
  const fy = (y - u.y0) / u.cellMm;
  const ix = Math.min(Math.max(0, Math.floor(fx)), u.nx - 2);
  const iy = Math.min(Math.max(0, Math.floor(fy)), u.ny - 2);
  const tx = fx - ix;
  const ty = fy - iy;
  if (tx < -1e-6 || ty < -1e-6 || tx > 1 + 1e-6 || ty > 1 + 1e-6) return Number.NaN;
  const i = iy * u.nx + ix;
  const a = u.z[i] as number;
  const b = u.z[i + 1] as number;
  const c = u.z[i + u.nx] as number;
  const d = u.z[i + u.nx + 1] as number;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
}
