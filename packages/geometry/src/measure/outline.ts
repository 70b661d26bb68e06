// The plan silhouette of an oriented foot as boundary samples: for every row (y, every 0.5 mm) and every column (x, every
// 1 mm), the extremes of the scan's projection there, found where the triangles' edges cross the row or
// column (so a decimated scan outlines as exactly as a dense one). The measuring reads these points turned into
// its own frame, which differs from the orientation's by a few degrees at most.
import type { TriangleMesh } from "../mesh";

/** Rows every half millimetre (the sides, binned at 1 mm in a frame turned a few degrees), columns every one. */
const ROW_STEP_MM = 0.5;
const COLUMN_STEP_MM = 1;

/**
 * Boundary samples of the plan, x and y interleaved (x0, y0, x1, y1, …), in the oriented frame: first the rows'
 * extremes (the foot's sides), then the columns' (its front and back).
 */
export interface PlanPoints {
  points: Float64Array;
  /** How many of the points (pairs) are rows' extremes. */
  rowPoints: number;
}

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
  if (!(maxX > minX && maxY > minY)) return { points: new Float64Array(), rowPoints: 0 };
  const rows = Math.floor((maxY - minY) / ROW_STEP_MM) + 1;
  const columns = Math.floor((maxX - minX) / COLUMN_STEP_MM) + 1;
  const rowLow = new Float64Array(rows).fill(Infinity);
  const rowHigh = new Float64Array(rows).fill(-Infinity);
  const columnLow = new Float64Array(columns).fill(Infinity);
  const columnHigh = new Float64Array(columns).fill(-Infinity);
  // Each edge once per triangle (a shared edge twice: harmless), every lattice line it crosses; most edges of a
  // dense scan cross none, and leave after two floors.
  const cross = (
    u0: number,
    v0: number,
    u1: number,
    v1: number,
    origin: number,
    step: number,
    low: Float64Array,
    high: Float64Array,
  ) => {
    const k0 = Math.ceil((Math.min(u0, u1) - origin) / step);
    const k1 = Math.min(low.length - 1, Math.floor((Math.max(u0, u1) - origin) / step));
    if (k1 < k0) return;
    const span = u1 - u0;
    for (let k = Math.max(0, k0); k <= k1; k++) {
      const v = span !== 0 ? v0 + ((origin + k * step - u0) / span) * (v1 - v0) : v0;
      if (v < (low[k] as number)) low[k] = v;
      if (v > (high[k] as number)) high[k] = v;
    }
  };
  for (let f = 0; f < t.length; f += 3) {
    const a = 3 * (t[f] as number);
    const b = 3 * (t[f + 1] as number);
    const c = 3 * (t[f + 2] as number);
    const ax = p[a] as number;
    const ay = p[a + 1] as number;
    const bx = p[b] as number;
    const by = p[b + 1] as number;
    const cx = p[c] as number;
    const cy = p[c + 1] as number;
    cross(ay, ax, by, bx, minY, ROW_STEP_MM, rowLow, rowHigh);
    cross(by, bx, cy, cx, minY, ROW_STEP_MM, rowLow, rowHigh);
    cross(cy, cx, ay, ax, minY, ROW_STEP_MM, rowLow, rowHigh);
    cross(ax, ay, bx, by, minX, COLUMN_STEP_MM, columnLow, columnHigh);
    cross(bx, by, cx, cy, minX, COLUMN_STEP_MM, columnLow, columnHigh);
    cross(cx, cy, ax, ay, minX, COLUMN_STEP_MM, columnLow, columnHigh);
  }
  const out: number[] = [];
  for (let k = 0; k < rows; k++) {
    if (!Number.isFinite(rowLow[k] as number)) continue;
    const y = minY + k * ROW_STEP_MM;
    out.push(rowLow[k] as number, y, rowHigh[k] as number, y);
  }
  const rowPoints = out.length / 2;
  for (let k = 0; k < columns; k++) {
    if (!Number.isFinite(columnLow[k] as number)) continue;
    const x = minX + k * COLUMN_STEP_MM;
    out.push(x, columnLow[k] as number, x, columnHigh[k] as number);
  }
  return { points: Float64Array.from(out), rowPoints };
}
