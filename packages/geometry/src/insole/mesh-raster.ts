// A finished mesh seen from above and from below on a grid: at each cell centre the highest and the lowest
// surface a vertical ray meets. The checks measure thickness, the heel cup and the posts on these, so what they
// report is the mesh's, not the design fields'.
import type { HeightGrid } from "../height-field/height-grid";
import { rasterise as rasteriseGrid } from "../height-field/rasterise";
import type { TriangleMesh } from "../mesh";
import { PLANE_A, PlaneFit } from "../plane-fit";
import type { FieldGrid } from "./field-mesh";

export interface MeshRaster {
  grid: FieldGrid;
  upper: Float32Array;
  lower: Float32Array;
}

export function rasterise(mesh: TriangleMesh, cellMm = 1): MeshRaster {
  const { lower, upper } = rasteriseGrid(mesh, { cellMm, upper: true });
  const { z: _lower, ...grid } = lower;
  return { grid, upper: (upper as HeightGrid).z, lower: lower.z };
}

/** Whether every cell within r cells of (ix, iy) has a surface: away from the outline's walls. */
export function interior(r: MeshRaster, ix: number, iy: number, reach: number): boolean {
  const { nx, ny } = r.grid;
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const jx = ix + dx;
      const jy = iy + dy;
      if (jx < 0 || jy < 0 || jx >= nx || jy >= ny || Number.isNaN(r.upper[jy * nx + jx] as number)) return false;
    }
  return true;
}

/**
 * The x slope of the least-squares plane through the points, given as x, y, z after one another (z = c + b·x +
 * c'·y: its b, the fall across the foot); NaN with fewer than 3 points or points on one line. Plain numbers in and
 * out, no object per point or for the answer: see plane-fit.ts.
 */
export function planeSlopeX(xyz: ArrayLike<number>): number {
  const fit = new PlaneFit();
  for (let k = 0; k < xyz.length; k += 3) fit.add(xyz[k] as number, xyz[k + 1] as number, xyz[k + 2] as number);
  const plane = new Float64Array(3);
  return fit.solveInto(3, plane) ? (plane[PLANE_A] as number) : Number.NaN;
}
