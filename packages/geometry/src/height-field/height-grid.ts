// A height field on a regular grid seen from above: the form the insole is designed in and the foot is measured
// on (design brief: never put the scan itself into a boolean; its folds cross themselves). One value per cell,
// row-major, NaN where there is no surface. Millimetres in the foot's frame (x across, y heel to toe, z up).

export interface HeightGrid {
  /** Centre of cell (0, 0), mm. */
  x0: number;
  y0: number;
  /** Cell size, mm (the same along x and y). */
  cellMm: number;
  nx: number;
  ny: number;
  /** z of cell (ix, iy) at index iy * nx + ix; NaN where the grid has no surface. */
  z: Float32Array;
}

export function emptyGrid(x0: number, y0: number, cellMm: number, nx: number, ny: number): HeightGrid {
  return { x0, y0, cellMm, nx, ny, z: new Float32Array(nx * ny).fill(Number.NaN) };
}

/** A grid of the same cells with its own values (NaN everywhere). */
export function gridLike(grid: HeightGrid): HeightGrid {
  return emptyGrid(grid.x0, grid.y0, grid.cellMm, grid.nx, grid.ny);
}

export const cellX = (grid: HeightGrid, ix: number) => grid.x0 + ix * grid.cellMm;
export const cellY = (grid: HeightGrid, iy: number) => grid.y0 + iy * grid.cellMm;

/** The value at a point, bilinear between the four nearest cells; NaN if any of them has no surface. */
export function sampleGrid(grid: HeightGrid, x: number, y: number): number {
  const fx = (x - grid.x0) / grid.cellMm;
  const fy = (y - grid.y0) / grid.cellMm;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  if (ix < 0 || iy < 0 || ix + 1 >= grid.nx || iy + 1 >= grid.ny) return Number.NaN;
  const tx = fx - ix;
  const ty = fy - iy;
  const i = iy * grid.nx + ix;
  const z = grid.z;
  const a = z[i] as number;
  const b = z[i + 1] as number;
  const c = z[i + grid.nx] as number;
  const d = z[i + grid.nx + 1] as number;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
}
