// The measuring frame: the foot's own axis, from the heel's centre towards the ball's point between the second
// and third rays, found on the foot's outline (so it moves with the foot, not with the frame orientScan chose).
// In it x' runs across (medial at m·x' > 0) and y' along the axis from the heel's centre; z stays the oriented z.
// The outline's samples are binned along y' (1 mm) into their medial and lateral extremes.
import type { PlanPoints } from "./outline";

export interface MeasureFrame {
  /** Origin (the heel's centre) and unit axis, in the oriented frame's plan. */
  ox: number;
  oy: number;
  ux: number;
  uy: number;
}

/** A plan point of the oriented frame in the measuring frame. */
export function toMeasure(f: MeasureFrame, x: number, y: number): [number, number] {
  const dx = x - f.ox;
  const dy = y - f.oy;
  return [dx * f.uy - dy * f.ux, dx * f.ux + dy * f.uy];
}

/** A plan point of the measuring frame in the oriented frame. */
export function fromMeasure(f: MeasureFrame, x: number, y: number): [number, number] {
  return [f.ox + x * f.uy + y * f.ux, f.oy - x * f.ux + y * f.uy];
}

export const BIN_MM = 1;

/** The outline in the measuring frame, binned along y'. */
export interface Bands {
  /** The outline's points in the measuring frame, x' and y' interleaved. */
  points: Float64Array;
  /** y' of bin 0's start, and the number of bins. */
  y0: number;
  count: number;
  /** Per bin: the medial extreme (max of m·x') and the lateral extreme (min of m·x'); NaN where empty. */
  medial: Float64Array;
  lateral: Float64Array;
  /** The outline's extent along y': the heel's back and the front of the longest toe. */
  back: number;
  front: number;
}

export function bands(plan: PlanPoints, f: MeasureFrame, m: number): Bands {
  const outline = plan.points;
  const points = new Float64Array(outline.length);
  let back = Infinity;
  let front = -Infinity;
  for (let i = 0; i < outline.length; i += 2) {
    const [x, y] = toMeasure(f, outline[i] as number, outline[i + 1] as number);
    points[i] = x;
    points[i + 1] = y;
    if (y < back) back = y;
    if (y > front) front = y;
  }
  const y0 = Math.floor(back);
  const count = Math.max(0, Math.ceil(front - y0) + 1);
  const medial = new Float64Array(count).fill(Number.NaN);
  const lateral = new Float64Array(count).fill(Number.NaN);
  // The sides from the rows' extremes only: a column's extreme is the front or back, inside the sides.
  for (let i = 0; i < 2 * plan.rowPoints; i += 2) {
    const k = Math.floor(((points[i + 1] as number) - y0) / BIN_MM);
    const mx = m * (points[i] as number);
    if (!(mx <= (medial[k] as number))) medial[k] = mx;
    if (!(mx >= (lateral[k] as number))) lateral[k] = mx;
  }
  return { points, y0, count, medial, lateral, back, front };
}

export const binY = (b: Bands, k: number) => b.y0 + (k + 0.5) * BIN_MM;
export const binAt = (b: Bands, y: number) => Math.floor((y - b.y0) / BIN_MM);
