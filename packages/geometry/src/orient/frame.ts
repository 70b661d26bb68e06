// The steps that turn a scan's principal axes into the foot's frame (x across, y heel to toe, z up), each reading
// the scan in the frame found so far: its points as rows of a rotation applied to the positions, in mm.
import type { TriangleMesh } from "../mesh";
import { PLANE_A, PLANE_B, PlaneFit } from "../plane-fit";
import { SAMPLE_TRIANGLES, type Vec3 } from "./axes";
import { triangleNormal } from "./components";

/** A rotation as its rows: the frame's x, y and z axes in the scan's coordinates. */
export type Rows = [Vec3, Vec3, Vec3];

export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const minus = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const scaled = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const normalised = (a: Vec3): Vec3 => scaled(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

/** The frame with y along `along` and z up (`up` made perpendicular to y), x = y × z. */
export function rowsFrom(along: Vec3, up: Vec3): Rows {
  const y = normalised(along);
  const z = normalised([up[0] - dot(up, y) * y[0], up[1] - dot(up, y) * y[1], up[2] - dot(up, y) * y[2]]);
  return [cross(y, z), y, z];
}

/** The frame with z along `up` and y along `along` made level (perpendicular to z), x = y × z. */
export function levelRows(up: Vec3, along: Vec3): Rows {
  const z = normalised(up);
  const y = normalised([
    along[0] - dot(along, z) * z[0],
    along[1] - dot(along, z) * z[1],
    along[2] - dot(along, z) * z[2],
  ]);
  return [cross(y, z), y, z];
}

/** The positions in the frame (mm, about `centre`), as a flat array. */
export function project(mesh: TriangleMesh, rows: Rows, centre: Vec3, scale: number): Float64Array {
  const p = mesh.positions;
  const out = new Float64Array(p.length);
  const [x, y, z] = rows;
  for (let i = 0; i < p.length; i += 3) {
    const dx = (p[i] as number) - centre[0];
    const dy = (p[i + 1] as number) - centre[1];
    const dz = (p[i + 2] as number) - centre[2];
    out[i] = scale * (x[0] * dx + x[1] * dy + x[2] * dz);
    out[i + 1] = scale * (y[0] * dx + y[1] * dy + y[2] * dz);
    out[i + 2] = scale * (z[0] * dx + z[1] * dy + z[2] * dz);
  }
  return out;
}

export interface Extent {
  min: Vec3;
  max: Vec3;
}

export function extent(q: Float32Array | Float64Array): Extent {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < q.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = q[i + k] as number;
      if (v < (min[k] as number)) min[k] = v;
      if (v > (max[k] as number)) max[k] = v;
    }
  }
  return { min, max };
}

/**
 * The vertical among the frame's x and z, for a closed scan: the axis that more of the surface faces (the sole and
 * the instep are broad, the foot's sides are low walls).
 */
export function verticalAxis(mesh: TriangleMesh, rows: Rows): 0 | 2 {
  let facingX = 0;
  let facingZ = 0;
  const { positions: p, indices: t } = mesh;
  const [x, , z] = rows;
  // A sample of the triangles is enough for a share of the area.
  const step = 3 * Math.max(1, Math.ceil(t.length / 3 / SAMPLE_TRIANGLES));
  for (let i = 0; i < t.length; i += step) {
    const n = triangleNormal(p, t, i);
    const area = Math.hypot(n[0], n[1], n[2]);
    if (Math.abs(dot(n, x)) > FACING_COS * area) facingX += area;
    if (Math.abs(dot(n, z)) > FACING_COS * area) facingZ += area;
  }
  return facingX > facingZ ? 0 : 2;
}

/**
 * Whether the frame's z points down, once y runs from the heel to the toes: the toes lie on the ground, so their
 * points sit in the sole's half of the height of the ball just behind them (a foam cast is cut above them too).
 * The ball, not the whole foot: the principal axis of a foot with its ankle may pitch by ten degrees.
 */
export function upsideDown(q: Float64Array): boolean {
  const { min, max } = extent(q);
  const length = max[1] - min[1];
  let sum = 0;
  let count = 0;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < q.length; i += 3) {
    const t = ((q[i + 1] as number) - min[1]) / length;
    const z = q[i + 2] as number;
    if (t >= 1 - END_SHARE) {
      count++;
      sum += z;
    } else if (t >= BALL_ZONE[0] && t <= BALL_ZONE[1]) {
      low = Math.min(low, z);
      high = Math.max(high, z);
    }
  }
  return sum / Math.max(1, count) > (low + high) / 2;
}

const BALL_ZONE = [0.55, 0.8] as const;

/** A triangle faces an axis when its normal is within 30 degrees of it. */
const FACING_COS = Math.cos(Math.PI / 6);
const END_SHARE = 0.12;
/** Plan cells for the ground and the axis, mm. */
const CELL = 4;

/** The lowest z of the points over a plan grid of CELL mm, single-cell spikes (a stray vertex) smoothed away. */
export class PlanGrid {
  readonly columns: number;
  readonly rows: number;
  readonly low: Float64Array;
  constructor(
    q: Float64Array,
    readonly box: Extent,
  ) {
    this.columns = Math.ceil((box.max[0] - box.min[0]) / CELL) + 1;
    this.rows = Math.ceil((box.max[1] - box.min[1]) / CELL) + 1;
    const low = new Float64Array(this.columns * this.rows).fill(Infinity);
    for (let i = 0; i < q.length; i += 3) {
      const cell = this.cellAt(q[i] as number, q[i + 1] as number);
      if ((q[i + 2] as number) < (low[cell] as number)) low[cell] = q[i + 2] as number;
    }
    this.low = despike(low, this.columns, this.rows);
  }
  cellAt(x: number, y: number): number {
    const column = Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.box.min[0]) / CELL)));
    const row = Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.box.min[1]) / CELL)));
    return row * this.columns + column;
  }
  /** The plan point (cell centre) and height of a cell. */
  point(cell: number): Vec3 {
    const column = cell % this.columns;
    const row = (cell - column) / this.columns;
    return [this.box.min[0] + (column + 0.5) * CELL, this.box.min[1] + (row + 0.5) * CELL, this.low[cell] as number];
  }
}

/** A cell more than SPIKE_MM below the median of its neighbours takes that median: one vertex is no ground. */
const SPIKE_MM = 1.5;

function despike(low: Float64Array, columns: number, rows: number): Float64Array {
  const out = low.slice();
  const around: number[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const z = low[row * columns + column] as number;
      if (!Number.isFinite(z)) continue;
      around.length = 0;
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          if ((dr || dc) && row + dr >= 0 && row + dr < rows && column + dc >= 0 && column + dc < columns) {
            const n = low[(row + dr) * columns + column + dc] as number;
            if (Number.isFinite(n)) around.push(n);
          }
        }
      }
      if (around.length < 3) continue;
      around.sort((a, b) => a - b);
      const median = around[around.length >> 1] as number;
      if (z < median - SPIKE_MM) out[row * columns + column] = median;
    }
  }
  return out;
}

/**
 * The ground: the plane under the lowest cell of the heel and of each half of the forefoot, the three places a
 * standing foot rests on (not the lowest vertex, which may be noise). Answers its upward normal in the frame.
 */
export function groundNormal(grid: PlanGrid): Vec3 {
  const { min, max } = grid.box;
  const length = max[1] - min[1];
  const regions: { y: [number, number]; side: number }[] = [
    { y: [0.03, 0.3], side: 0 },
    { y: [0.55, 0.85], side: -1 },
    { y: [0.55, 0.85], side: 1 },
  ];
  const middle = (min[0] + max[0]) / 2;
  const lowest = regions.map(({ y, side }) => {
    let best: Vec3 | undefined;
    for (let cell = 0; cell < grid.low.length; cell++) {
      const point = grid.point(cell);
      const t = (point[1] - min[1]) / length;
      if (t < y[0] || t > y[1] || !Number.isFinite(point[2])) continue;
      if (side !== 0 && Math.sign(point[0] - middle) !== side) continue;
      if (!best || point[2] < best[2]) best = point;
    }
    return best;
  });
  const [a, b, c] = lowest;
  if (!a || !b || !c) return [0, 0, 1];
  let normal = normalised(cross([b[0] - a[0], b[1] - a[1], b[2] - a[2]], [c[0] - a[0], c[1] - a[1], c[2] - a[2]]));
  if (normal[2] < 0) normal = scaled(normal, -1);
  // Three points are a poor hold on the roll where the sole is round: refine by a least-squares plane through
  // every cell within CONTACT_MM of the plane (the heel's and the ball's contact patches).
  for (let pass = 0; pass < 2; pass++) {
    const through = a;
    const height = (p: Vec3) => dot(normal, [p[0] - through[0], p[1] - through[1], p[2] - through[2]]);
    let lowest = Infinity;
    for (let cell = 0; cell < grid.low.length; cell++) {
      const p = grid.point(cell);
      if (Number.isFinite(p[2])) lowest = Math.min(lowest, height(p));
    }
    const fit = planeFit(grid, (p) => height(p) - lowest < CONTACT_MM);
    if (fit) normal = fit;
  }
  return normal;
}

const CONTACT_MM = 0.75;

/** The least-squares plane z = αx + βy + γ through the chosen cells, as its upward unit normal. */
function planeFit(grid: PlanGrid, chosen: (p: Vec3) => boolean): Vec3 | undefined {
  const fit = new PlaneFit();
  for (let cell = 0; cell < grid.low.length; cell++) {
    const p = grid.point(cell);
    if (Number.isFinite(p[2]) && chosen(p)) fit.add(p[0], p[1], p[2]);
  }
  const plane = new Float64Array(3);
  if (!fit.solveInto(6, plane)) return undefined;
  return normalised([-(plane[PLANE_A] as number), -(plane[PLANE_B] as number), 1]);
}

/** Where planSpan writes: the least x and its point's y, the greatest x and its point's y. */
export const SPAN_LOW = 0;
export const SPAN_LOW_Y = 1;
export const SPAN_HIGH = 2;
export const SPAN_HIGH_Y = 3;

/**
 * The plan's extremes across x among points below `top`, over a band of y (shares of the length from `from` to
 * `to`), written into `out` (SPAN_LOW, SPAN_LOW_Y, SPAN_HIGH, SPAN_HIGH_Y). Plain numbers in and out: the heel's
 * and the ball's spans, answered as objects by two calls one after the other, once read as one (plane-fit.ts).
 */
export function planSpan(q: Float64Array, box: Extent, from: number, to: number, top: number, out: Float64Array): void {
  const length = box.max[1] - box.min[1];
  const start = box.min[1];
  let low = Infinity;
  let high = -Infinity;
  let lowY = 0;
  let highY = 0;
  for (let i = 0; i < q.length; i += 3) {
    const y = q[i + 1] as number;
    const t = (y - start) / length;
    if (t < from || t > to || (q[i + 2] as number) > top) continue;
    const x = q[i] as number;
    if (x < low) {
      low = x;
      lowY = y;
    }
    if (x > high) {
      high = x;
      highY = y;
    }
  }
  out[SPAN_LOW] = low;
  out[SPAN_LOW_Y] = lowY;
  out[SPAN_HIGH] = high;
  out[SPAN_HIGH_Y] = highY;
}
