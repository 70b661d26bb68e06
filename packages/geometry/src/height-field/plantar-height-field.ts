// The plantar height field of an oriented scan: for each cell of a 1 mm grid, where a ray from below first meets
// the scan (the lowest surface over the cell), found by rasterising every triangle into a z-buffer: linear in the
// triangles, no BVH needed for vertical rays. Folds and self-crossings of the scan do not matter here, which is
// why the insole is built from this field and never from the scan's triangles. Small gaps (a decimated or holed
// scan) are filled from their neighbours, a 5 x 5 median removes spikes (a stray vertex below the sole) and a 3 x 3 one smooths lightly.
import type { TriangleMesh } from "../mesh";
import { emptyGrid, type HeightGrid } from "./height-grid";

export interface PlantarFieldOptions {
  /** Cell size, mm. Default 1. */
  cellMm?: number;
  /** Fill passes for cells without a hit whose neighbours have one. Default 3 (gaps up to about 6 cells wide). */
  fillPasses?: number;
  /** Apply the 3 x 3 median. Default true. */
  median?: boolean;
}

/** Beyond this many cells the grid is refused (a mesh of 1.2 m by 1 m at 1 mm): a foot is far smaller. */
export const MAX_GRID_CELLS = 1_200_000;

export function plantarHeightField(mesh: TriangleMesh, options: PlantarFieldOptions = {}): HeightGrid {
  const cell = options.cellMm ?? 1;
  const p = mesh.positions;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const x = p[i] as number;
    const y = p[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!(maxX >= minX && maxY >= minY)) return emptyGrid(0, 0, cell, 0, 0);
  // One empty cell of margin all round, so every surface cell has neighbours and the outline closes.
  const x0 = Math.floor(minX / cell) * cell - cell;
  const y0 = Math.floor(minY / cell) * cell - cell;
  const nx = Math.ceil((maxX - x0) / cell) + 2;
  const ny = Math.ceil((maxY - y0) / cell) + 2;
  if (nx * ny > MAX_GRID_CELLS) throw new RangeError(`a height field of ${nx} x ${ny} cells is larger than a foot`);
  const grid = emptyGrid(x0, y0, cell, nx, ny);
  rasteriseLowest(mesh, grid);
  const passes = options.fillPasses ?? 3;
  for (let pass = 0; pass < passes; pass++) if (!fillGaps(grid)) break;
  if (options.median ?? true) {
    medianSmooth(grid, 2, SPIKE_MM);
    medianSmooth(grid, 1, 0);
  }
  return grid;
}

/** Every triangle into the grid, keeping the lowest z over each cell centre. */
function rasteriseLowest(mesh: TriangleMesh, grid: HeightGrid): void {
  const p = mesh.positions;
  const t = mesh.indices;
  const { x0, y0, cellMm, nx, z } = grid;
  for (let f = 0; f < t.length; f += 3) {
    const a = 3 * (t[f] as number);
    const b = 3 * (t[f + 1] as number);
    const c = 3 * (t[f + 2] as number);
    const ax = p[a] as number;
    const ay = p[a + 1] as number;
    const az = p[a + 2] as number;
    const bx = p[b] as number;
    const by = p[b + 1] as number;
    const bz = p[b + 2] as number;
    const cx = p[c] as number;
    const cy = p[c + 1] as number;
    const cz = p[c + 2] as number;
    const det = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (Math.abs(det) < 1e-12) continue; // seen edge-on from below: its neighbours cover its cells
    const ixMin = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - x0) / cellMm));
    const ixMax = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - x0) / cellMm));
    const iyMin = Math.max(0, Math.ceil((Math.min(ay, by, cy) - y0) / cellMm));
    const iyMax = Math.min(grid.ny - 1, Math.floor((Math.max(ay, by, cy) - y0) / cellMm));
    for (let iy = iyMin; iy <= iyMax; iy++) {
      const y = y0 + iy * cellMm;
      for (let ix = ixMin; ix <= ixMax; ix++) {
        const x = x0 + ix * cellMm;
        const u = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / det;
        const v = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / det;
        const eps = -1e-9;
        if (u < eps || v < eps || u + v > 1 - eps) continue;
        const h = az + u * (bz - az) + v * (cz - az);
        const i = iy * nx + ix;
        const old = z[i] as number;
        if (!(old <= h)) z[i] = h;
      }
    }
  }
}

/** One pass: an empty cell with at least five of its eight neighbours set takes their mean. Answers whether any filled. */
export function fillGaps(grid: HeightGrid): boolean {
  const { nx, ny, z } = grid;
  const src = z.slice();
  let filled = false;
  for (let iy = 1; iy < ny - 1; iy++) {
    for (let ix = 1; ix < nx - 1; ix++) {
      const i = iy * nx + ix;
      if (!Number.isNaN(src[i] as number)) continue;
      let sum = 0;
      let count = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const v = src[i + dy * nx + dx] as number;
          if (!Number.isNaN(v)) {
            sum += v;
            count++;
          }
        }
      }
      if (count >= 5) {
        z[i] = sum / count;
        filled = true;
      }
    }
  }
  return filled;
}

/** A cell this far from the median of the 5 x 5 around it is a spike (a stray vertex), not the sole. */
const SPIKE_MM = 1;

/**
 * The median of each set cell's (2r + 1)^2 neighbourhood replaces it when it lies more than `beyondMm` from it:
 * with r = 2 a stray vertex's fan of triangles (a few cells) goes; with r = 1 and 0 it is a light smoothing
 * under which a slope stays where it is.
 */
export function medianSmooth(grid: HeightGrid, r: number, beyondMm: number): void {
  const { nx, ny, z } = grid;
  const src = z.slice();
  const window = new Float64Array((2 * r + 1) ** 2);
  for (let iy = 0; iy < ny; iy++) {
    for (let ix = 0; ix < nx; ix++) {
      const i = iy * nx + ix;
      if (Number.isNaN(src[i] as number)) continue;
      let count = 0;
      for (let dy = -r; dy <= r; dy++) {
        const jy = iy + dy;
        if (jy < 0 || jy >= ny) continue;
        for (let dx = -r; dx <= r; dx++) {
          const jx = ix + dx;
          if (jx < 0 || jx >= nx) continue;
          const v = src[jy * nx + jx] as number;
          if (!Number.isNaN(v)) window[count++] = v;
        }
      }
      const median = select(window, count, count >> 1);
      if (Math.abs((src[i] as number) - median) > beyondMm) z[i] = median;
    }
  }
}

/** The k-th smallest of the first n values (Hoare's selection, in place): a median without a sort per cell. */
export function select(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k] as number;
}
