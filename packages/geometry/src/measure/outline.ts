// The plan silhouette of an oriented foot as boundary samples: for every row (y) and every column (x) of a
// 0.5 mm lattice, the extremes of the scan's projection there, found where the triangles' edges cross the row or
// column (so a decimated scan outlines as exactly as a dense one). The measuring reads these points turned into
// its own frame, which differs from the orientation's by a few degrees at most.
import type { TriangleMesh } from "../mesh";

export const OUTLINE_STEP_MM = 0.5;

/** Boundary samples of the plan, x and y interleaved (x0, y0, x1, y1, …), in the oriented frame. */
export type PlanPoints = Float64Array;

export function planOutline(mesh: TriangleMesh): PlanPoints {
  const p = mesh.positions;
  const t = mesh.indices;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const x = p[i] as number;
    const y = p[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!(maxX > minX && maxY > minY)) return new Float64Array();
  const step = OUTLINE_STEP_MM;
  const rows = Math.floor((maxY - minY) / step) + 1;
  const columns = Math.floor((maxX - minX) / step) + 1;
  const rowLow = new Float64Array(rows).fill(Infinity);
  const rowHigh = new Float64Array(rows).fill(-Infinity);
  const columnLow = new Float64Array(columns).fill(Infinity);
  const columnHigh = new Float64Array(columns).fill(-Infinity);
  // Each edge once per triangle (a shared edge twice: harmless), every lattice line it crosses.
  const cross = (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    origin: number,
    low: Float64Array,
    high: Float64Array,
  ) => {
    if (u1 < u0) {
      [u0, u1] = [u1, u0];
      [v0, v1] = [v1, v0];
    }
    const first = Math.ceil((u0 - origin) / step);
    const last = Math.min(low.length - 1, Math.floor((u1 - origin) / step));
    const span = u1 - u0;
    for (let k = Math.max(0, first); k <= last; k++) {
      const u = origin + k * step;
      const v = span > 0 ? v0 + ((u - u0) / span) * (v1 - v0) : v0;
      if (v < (low[k] as number)) low[k] = v;
      if (v > (high[k] as number)) high[k] = v;
    }
  };
  for (let f = 0; f < t.length; f += 3) {
    for (let e = 0; e < 3; e++) {
      const a = 3 * (t[f + e] as number);
      const b = 3 * (t[f + ((e + 1) % 3)] as number);
      const ax = p[a] as number;
      const ay = p[a + 1] as number;
      const bx = p[b] as number;
      const by = p[b + 1] as number;
      cross(ay, ax, by, bx, minY, rowLow, rowHigh);
      cross(ax, ay, bx, by, minX, columnLow, columnHigh);
    }
  }
  const out: number[] = [];
  for (let k = 0; k < rows; k++) {
    if (!Number.isFinite(rowLow[k] as number)) continue;
    const y = minY + k * step;
    out.push(rowLow[k] as number, y, rowHigh[k] as number, y);
  }
  for (let k = 0; k < columns; k++) {
    if (!Number.isFinite(columnLow[k] as number)) continue;
    const x = minX + k * step;
    out.push(x, columnLow[k] as number, x, columnHigh[k] as number);
  }
  return Float64Array.from(out);
}
