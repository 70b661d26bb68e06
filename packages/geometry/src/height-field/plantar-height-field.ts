// The plantar height field of an oriented scan: for each cell of a 1 mm grid, where a ray from below first meets
// the scan (the lowest surface over the cell, rasterise.ts). Folds and self-crossings of the scan do not matter here, which is
// why the insole is built from this field and never from the scan's triangles. Small gaps (a decimated or holed
// scan) are filled from their neighbours, a 5 x 5 median removes spikes (a stray vertex below the sole) and a 3 x 3 one smooths lightly.
import type { TriangleMesh } from "../mesh";
import type { HeightGrid } from "./height-grid";
import { rasterise } from "./rasterise";

export interface PlantarFieldOptions {
  /** Cell size, mm. Default 1. */
  cellMm?: number;
  /** Fill passes for cells without a hit whose neighbours have one. Default 3 (gaps up to about 6 cells wide). */
  fillPasses?: number;
  /** Apply the 3 x 3 median. Default true. */
  median?: boolean;
}

export function plantarHeightField(mesh: TriangleMesh, options: PlantarFieldOptions = {}): HeightGrid {
  // One empty cell of margin all round, so every surface cell has neighbours and the outline closes.
  const grid = rasterise(mesh, { cellMm: options.cellMm ?? 1, marginCells: 1 }).lower;
  const passes = options.fillPasses ?? 3;
  for (let pass = 0; pass < passes; pass++) if (!fillGaps(grid)) break;
  if (options.median ?? true) {
    medianSmooth(grid, 2, SPIKE_MM);
    medianSmooth(grid, 1, 0);
  }
  return grid;
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
