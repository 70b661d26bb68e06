// The synthetic foot's analytic sole: the height of its plantar surface at any (x, y) of its plan, in closed form
// from the loft's section (no mesh, no grid), and the footprint's arch index read from it. Ground truth: what the
// mesh approximates, at any resolution.
import { archIndexOf } from "../arch-index";
import type { LoftInput } from "./loft";

/**
 * Height of the lower half of the section at y where it passes over x, or undefined outside the plan: the loft's
 * superellipse (exponent n) between the sole's and the dorsum's heights at x.
 */
export function soleHeight(input: LoftInput, x: number, y: number): number | undefined {
  const [x0, x1] = input.span(y);
  if (!(x1 > x0) || x < x0 || x > x1) return undefined;
  const n = input.soleExponent;
  const u = Math.min(1, Math.abs((2 * x - x0 - x1) / (x1 - x0)));
  const v = -(Math.max(0, 1 - u ** n) ** (1 / n));
  const { zb, zt } = input.heights(x, y);
  return zb + ((zt - zb) * (1 + v)) / 2;
}

/** The sole touches the ground where it is at most this high, mm (a footprint's contact; see docs/decisions.md). */
export const FOOTPRINT_CONTACT_MM = 1;
/** Grid step over which the footprint is counted, mm. */
const FOOTPRINT_STEP_MM = 0.5;

export interface FootprintAxis {
  /** The heel centre, where the foot axis starts. */
  from: [number, number];
  /** A point further along the axis (the second toe's tip). */
  to: [number, number];
  /** True where (x, y) belongs to the toes (distal of the toe crease): left out of the footprint. */
  isToe(x: number, y: number): boolean;
}

/**
 * Cavanagh and Rodgers' arch index: the footprint without the toes, cut into thirds of its length along the foot
 * axis (heel centre to second toe), the middle third's area over the whole area. Counted on a 0.5 mm grid
 * aligned with the axis.
 */
export function archIndex(input: LoftInput, axis: FootprintAxis, length: number): number {
  const [ox, oy] = axis.from;
  const dx = axis.to[0] - ox;
  const dy = axis.to[1] - oy;
  const norm = Math.hypot(dx, dy);
  const ax = dx / norm;
  const ay = dy / norm;
  const step = FOOTPRINT_STEP_MM;
  const along: number[] = [];
  for (let t = -0.05 * length; t <= length; t += step) {
    for (let s = -0.4 * length; s <= 0.4 * length; s += step) {
      const x = ox + t * ax - s * ay;
      const y = oy + t * ay + s * ax;
      if (y < 0 || y > length || axis.isToe(x, y)) continue;
      const z = soleHeight(input, x, y);
      if (z !== undefined && z <= FOOTPRINT_CONTACT_MM) along.push(t);
    }
  }
  return along.length === 0 ? 0 : archIndexOf(along);
}
