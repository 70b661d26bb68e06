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

/** Samples further than this from the first fit (a toe's groove read as the crease) are left out of the second. */
const OUTLIER_MM = 2.5;

/**
 * The parabola through the crease's samples, least squares, fitted twice (the second time without the samples
 * the first left more than OUTLIER_MM away): the heads' line it follows is a parabola, and a single column's
 * ridge may be a groove's edge.
 */
export function creaseCurve(line: CreasePoint[]): Crease | undefined {
  let kept = line;
  let fit: [number, number, number] | undefined;
  for (let pass = 0; pass < 2; pass++) {
    if (kept.length < 5) return undefined;
    const a = new Array<number>(9).fill(0);
    const b = [0, 0, 0];
    for (const p of kept) {
      const row = [1, p.mx, p.mx * p.mx];
      for (let j = 0; j < 3; j++) {
        for (let k = 0; k < 3; k++) a[3 * j + k] = (a[3 * j + k] as number) + (row[j] as number) * (row[k] as number);
        b[j] = (b[j] as number) + (row[j] as number) * p.y;
      }
    }
    const c = solve(a, b);
    if (!c) return undefined;
    fit = c as [number, number, number];
    const at = (mx: number) => (c[0] as number) + (c[1] as number) * mx + (c[2] as number) * mx * mx;
    kept = kept.filter((p) => Math.abs(at(p.mx) - p.y) <= OUTLIER_MM);
  }
  if (!fit) return undefined;
  return { c: fit, from: (line[0] as CreasePoint).mx, to: (line[line.length - 1] as CreasePoint).mx };
}

/** The crease's y' at m·x' = mx (level beyond the width it was found over). */
export function creaseAt(crease: Crease, mx: number): number {
  const x = Math.min(crease.to, Math.max(crease.from, mx));
  return crease.c[0] + crease.c[1] * x + crease.c[2] * x * x;
}
