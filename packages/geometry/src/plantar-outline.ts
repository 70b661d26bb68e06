// The plantar outline of a foot scan: the footprint of the foot seen from below (its plan silhouette), as a closed
// simple polygon in the mesh's own frame (mm; x across the foot, y along it from heel to toe, z up; see
// foot/generate.ts). It runs each time a prescription PDF is made, so it is two passes over the vertices and
// nothing else: the first finds the extents, the second slices the vertices along y and keeps the extreme x of
// each slice among the vertices near the ground.

import type { TriangleMesh } from "./mesh";

export interface Point2 {
  x: number;
  y: number;
}

export interface PlantarOutlineOptions {
  /** Slice thickness along y, mm. Default 2. */
  sliceMm?: number;
  /**
   * Which vertices count, as a share of the foot's length above its lowest point. Default 0.2: the sole and the
   * sides of the foot up to their widest (about a tenth of the length up at the ball, less than a fifth at the heel),
   * but not a scan's ankle and leg, whose malleoli would widen the heel.
   */
  heightShare?: number;
}

const DEFAULT_SLICE_MM = 2;
const DEFAULT_HEIGHT_SHARE = 0.2;
const MIN_SLICES = 8;
const MAX_SLICES = 1024;
/** A slice narrower than this (mm) holds a single point of the surface: its width is not known. */
const MIN_WIDTH = 1e-3;

/**
 * The outline, counter-clockwise seen from above (x to the right, y up): the rearmost point of the heel, up the +x
 * side to the tip of the longest toe, back down the -x side. The polygon is implicitly closed (the first point is
 * not repeated) and simple: both sides are monotone in y and the -x side stays left of the +x side at every y.
 * A right foot's medial side is at -x, so the outline of a left foot (the mirror of a right one) is the mirror of
 * the right foot's outline. A mesh without length answers no points.
 */
export function plantarOutline(mesh: TriangleMesh, options: PlantarOutlineOptions = {}): Point2[] {
  const p = mesh.positions;
  let minY = Infinity;
  let maxY = -Infinity;
  let minZ = Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const y = p[i + 1] as number;
    const z = p[i + 2] as number;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
  }
  const length = maxY - minY;
  if (!(length > 0) || !Number.isFinite(length)) return [];

  const slices = Math.min(MAX_SLICES, Math.max(MIN_SLICES, Math.ceil(length / (options.sliceMm ?? DEFAULT_SLICE_MM))));
  const width = length / slices;
  const top = minZ + (options.heightShare ?? DEFAULT_HEIGHT_SHARE) * length;
  const lo = new Float64Array(slices).fill(Infinity);
  const hi = new Float64Array(slices).fill(-Infinity);
  // The rearmost and the foremost vertex near the ground close the outline at the heel and at the toe.
  const heel = { x: 0, y: Infinity };
  const toe = { x: 0, y: -Infinity };
  for (let i = 0; i < p.length; i += 3) {
    if ((p[i + 2] as number) > top) continue;
    const x = p[i] as number;
    const y = p[i + 1] as number;
    const slice = Math.min(slices - 1, Math.floor((y - minY) / width));
    if (x < (lo[slice] as number)) lo[slice] = x;
    if (x > (hi[slice] as number)) hi[slice] = x;
    if (y < heel.y) {
      heel.x = x;
      heel.y = y;
    }
    if (y > toe.y) {
      toe.x = x;
      toe.y = y;
    }
  }
  if (!(toe.y > heel.y)) return [];

  // The slices strictly between the two ends with a known width; a slice without one between two that have it is
  // filled in along the straight line between them (a sparse scan, a hole in it).
  const centre = (slice: number) => minY + (slice + 0.5) * width;
  const known = (slice: number) => (hi[slice] as number) - (lo[slice] as number) >= MIN_WIDTH;
  let first = 0;
  while (first < slices && !(known(first) && centre(first) > heel.y)) first++;
  let last = slices - 1;
  while (last >= first && !(known(last) && centre(last) < toe.y)) last--;
  if (last < first) return [];
  fillGaps(lo, hi, first, last, known);

  const count = last - first + 1;
  const left = smooth(lo.subarray(first, last + 1));
  const right = smooth(hi.subarray(first, last + 1));
  const points: Point2[] = [{ x: heel.x, y: heel.y }];
  for (let k = 0; k < count; k++) points.push({ x: right[k] as number, y: centre(first + k) });
  points.push({ x: toe.x, y: toe.y });
  for (let k = count - 1; k >= 0; k--) points.push({ x: left[k] as number, y: centre(first + k) });
  return points;
}

/** Fills each unknown slice between first and last by interpolating between the known slices around it. */
function fillGaps(
  lo: Float64Array,
  hi: Float64Array,
  first: number,
  last: number,
  known: (slice: number) => boolean,
): void {
  let previous = first;
  for (let slice = first + 1; slice <= last; slice++) {
    if (!known(slice)) continue;
    for (let gap = previous + 1; gap < slice; gap++) {
      const t = (gap - previous) / (slice - previous);
      lo[gap] = (lo[previous] as number) + ((lo[slice] as number) - (lo[previous] as number)) * t;
      hi[gap] = (hi[previous] as number) + ((hi[slice] as number) - (hi[previous] as number)) * t;
    }
    previous = slice;
  }
}

/**
 * A median of three (a stray vertex of a scan does not make a spike) and then a mean of three. Both keep every
 * slice's -x side left of its +x side, and both treat x and -x alike, so a mirrored foot smooths to the mirror.
 */
function smooth(values: Float64Array): Float64Array {
  const n = values.length;
  const at = (source: Float64Array, k: number) => source[Math.min(n - 1, Math.max(0, k))] as number;
  const median = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const a = at(values, k - 1);
    const b = at(values, k);
    const c = at(values, k + 1);
    median[k] = Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
  }
  const mean = new Float64Array(n);
  for (let k = 0; k < n; k++) mean[k] = (at(median, k - 1) + at(median, k) + at(median, k + 1)) / 3;
  return mean;
}

/** Signed area of a closed polygon, mm²: positive when it runs counter-clockwise. */
export function polygonArea(points: readonly Point2[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as Point2;
    const b = points[(i + 1) % points.length] as Point2;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}
