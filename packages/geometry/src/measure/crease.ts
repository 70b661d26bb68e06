// The toe crease (sulcus) across the forefoot: for each 2 mm of the width, the ridge of the sole's height between
// the ball and the toes (the crease is a fold the sole rises into, seen from below). It follows the metatarsal
// heads' parabola a few millimetres distal of it, so the measuring reads the middle heads' lead from its shape
// and leaves the toes out of the footprint beyond it.
import { solve } from "./fit";

/** A crease sample: m·x' (medial positive) and y' in the measuring frame. */
export interface CreasePoint {
  mx: number;
  y: number;
}

const STEP_MM = 2;
/** Each column's profile is averaged over ±BAND_MM across it. */
const BAND_MM = 1;

/**
 * The crease from m·x' = `from` to `to`, looked for between y' = `back(mx)` and `front(mx)`: per column, the
 * centroid of the sole's height profile within 0.3 mm of its highest (so a flat ridge does not jump).
 */
export function creaseLine(
  soleHeight: (mx: number, y: number) => number,
  from: number,
  to: number,
  back: (mx: number) => number,
  front: (mx: number) => number,
): CreasePoint[] {
  const line: CreasePoint[] = [];
  for (let mx = from; mx <= to; mx += STEP_MM) {
    const profile: { y: number; h: number }[] = [];
    for (let y = back(mx); y <= front(mx); y += 1) {
      let sum = 0;
      let n = 0;
      for (let dx = -BAND_MM; dx <= BAND_MM; dx += BAND_MM) {
        const h = soleHeight(mx + dx, y);
        if (Number.isFinite(h)) {
          sum += h;
          n++;
        }
      }
      if (n > 0) profile.push({ y, h: sum / n });
    }
    let top = -Infinity;
    for (const p of profile) top = Math.max(top, p.h);
    let sy = 0;
    let w = 0;
    for (const p of profile) {
      const weight = p.h - (top - 0.3);
      if (weight > 0) {
        sy += weight * p.y;
        w += weight;
      }
    }
    if (w > 0) line.push({ mx, y: sy / w });
  }
  return line;
}

/** The crease as a parabola y' = c₀ + c₁·m·x' + c₂·(m·x')², over the width its samples span. */
export interface Crease {
  c: [number, number, number];
  from: number;
  to: number;
}

/**
 * A sample this far from the fit (a toe's groove read as the crease, a column at the foot's side) weighs half as much
 * as one on it (Cauchy weights, 1 / (1 + (r / OUTLIER_MM)²)).
 */
const OUTLIER_MM = 2.5;
/** Reweighted fits until the curve moves less than SETTLED_MM at its ends and middle, at most MAX_PASSES. */
const SETTLED_MM = 0.01;
const MAX_PASSES = 20;

/**
 * The parabola through the crease's samples, least squares, each sample weighed down by its distance from the last
 * fit until the fit settles (an M-estimate): the heads' line it follows is a parabola, and a single column's ridge
 * may be a groove's edge. Weights, not a cut: a column crossing a cut as the foot turns by a degree moved the
 * parabola's bow (and so the middle heads) by 2 mm at once on a foam box (docs/decisions.md, "Issue 33").
 */
export function creaseCurve(line: CreasePoint[]): Crease | undefined {
  if (line.length < 5) return undefined;
  const from = (line[0] as CreasePoint).mx;
  const to = (line[line.length - 1] as CreasePoint).mx;
  const weights = new Float64Array(line.length).fill(1);
  let fit: [number, number, number] | undefined;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const a = new Array<number>(9).fill(0);
    const b = [0, 0, 0];
    for (let i = 0; i < line.length; i++) {
      const p = line[i] as CreasePoint;
      const w = weights[i] as number;
      const row = [1, p.mx, p.mx * p.mx];
      for (let j = 0; j < 3; j++) {
        for (let k = 0; k < 3; k++)
          a[3 * j + k] = (a[3 * j + k] as number) + w * (row[j] as number) * (row[k] as number);
        b[j] = (b[j] as number) + w * (row[j] as number) * p.y;
      }
    }
    const c = solve(a, b);
    if (!c) return undefined;
    const next = c as [number, number, number];
    const at = (mx: number) => next[0] + next[1] * mx + next[2] * mx * mx;
    const before = fit;
    fit = next;
    if (before) {
      const was = (mx: number) => before[0] + before[1] * mx + before[2] * mx * mx;
      const mid = (from + to) / 2;
      const moved = Math.max(Math.abs(at(from) - was(from)), Math.abs(at(mid) - was(mid)), Math.abs(at(to) - was(to)));
      if (moved < SETTLED_MM) break;
    }
    for (let i = 0; i < line.length; i++) {
      const p = line[i] as CreasePoint;
      weights[i] = 1 / (1 + ((at(p.mx) - p.y) / OUTLIER_MM) ** 2);
    }
  }
  if (!fit) return undefined;
  return { c: fit, from, to };
}

/** The crease's y' at m·x' = mx (level beyond the width it was found over). */
export function creaseAt(crease: Crease, mx: number): number {
  const x = Math.min(crease.to, Math.max(crease.from, mx));
  return crease.c[0] + crease.c[1] * x + crease.c[2] * x * x;
}
