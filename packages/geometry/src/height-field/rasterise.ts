// A triangle mesh seen along vertical rays on a regular grid: at each cell centre the lowest (and, when asked, the
// highest) surface a ray meets, by rasterising every triangle into z-buffers: linear in the triangles, no BVH
// needed for vertical rays. The scan's plantar field, the finished insole's checks and the mark's underside all
// read a mesh this way.
import { emptyGrid, type HeightGrid } from "./height-grid";

export interface RasterSource {
  /** xyz (and, with a stride over 3, further properties) per vertex. */
  positions: ArrayLike<number>;
  /** Three vertex indices per triangle. */
  indices: ArrayLike<number>;
  /** Numbers per vertex in `positions`; default 3 (manifold-3d's meshes carry numProp). */
  stride?: number;
}

export interface RasterOptions {
  cellMm?: number;
  /** Empty cells added on every side, so every surface cell has neighbours. Default 0. */
  marginCells?: number;
  /** Also keep the highest surface. Default false. */
  upper?: boolean;
}

/** Beyond this many cells the grid is refused (a mesh of 1.2 m by 1 m at 1 mm): a foot is far smaller. */
export const MAX_GRID_CELLS = 1_200_000;

export function rasterise(
  mesh: RasterSource,
  options: RasterOptions = {},
): { lower: HeightGrid; upper: HeightGrid | undefined } {
  const cell = options.cellMm ?? 1;
  const margin = options.marginCells ?? 0;
  const stride = mesh.stride ?? 3;
  const p = mesh.positions;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < p.length; i += stride) {
    const x = p[i] as number;
    const y = p[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!(maxX >= minX && maxY >= minY)) {
    const none = emptyGrid(0, 0, cell, 0, 0);
    return { lower: none, upper: options.upper ? none : undefined };
  }
  const x0 = Math.floor(minX / cell) * cell - margin * cell;
  const y0 = Math.floor(minY / cell) * cell - margin * cell;
  const nx = Math.ceil((maxX - x0) / cell) + 1 + margin;
  const ny = Math.ceil((maxY - y0) / cell) + 1 + margin;
  if (nx * ny > MAX_GRID_CELLS) throw new RangeError(`a height field of ${nx} x ${ny} cells is larger than a foot`);
  const lower = emptyGrid(x0, y0, cell, nx, ny);
  const upper = options.upper ? emptyGrid(x0, y0, cell, nx, ny) : undefined;
  const low = lower.z;
  const high = upper?.z;
  const t = mesh.indices;
  for (let f = 0; f < t.length; f += 3) {
    const a = stride * (t[f] as number);
    const b = stride * (t[f + 1] as number);
    const c = stride * (t[f + 2] as number);
    const ax = p[a] as number;
    const ay = p[a + 1] as number;
    const bx = p[b] as number;
    const by = p[b + 1] as number;
    const cx = p[c] as number;
    const cy = p[c + 1] as number;
    const det = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (Math.abs(det) < 1e-12) continue; // seen edge-on (a wall): its neighbours cover its cells
    const az = p[a + 2] as number;
    const bz = p[b + 2] as number;
    const cz = p[c + 2] as number;
    const ix0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - x0) / cell));
    const ix1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - x0) / cell));
    const iy0 = Math.max(0, Math.ceil((Math.min(ay, by, cy) - y0) / cell));
    const iy1 = Math.min(ny - 1, Math.floor((Math.max(ay, by, cy) - y0) / cell));
    for (let iy = iy0; iy <= iy1; iy++) {
      const y = y0 + iy * cell;
      for (let ix = ix0; ix <= ix1; ix++) {
        const x = x0 + ix * cell;
        const u = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / det;
        const v = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / det;
        if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9) continue;
        const z = az + u * (bz - az) + v * (cz - az);
        const i = iy * nx + ix;
        if (!((low[i] as number) <= z)) low[i] = z;
        if (high && !((high[i] as number) >= z)) high[i] = z;
      }
    }
  }
  return { lower, upper };
}
