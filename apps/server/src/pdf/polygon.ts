// Plane polygons for the insole drawing (insole-pages.ts): bounds, a polygon cut to a rectangle, whether a point or a
// label's box lies inside, and where a label can go. Pure, in whatever unit the caller uses.
import type { Point2 } from "@solerx/geometry";

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: readonly Point2[]): Rect {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

export function unionOf(a: Rect, b: Rect): Rect {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

export function containsRect(outer: Rect, inner: Rect): boolean {
  return inner.minX >= outer.minX && inner.maxX <= outer.maxX && inner.minY >= outer.minY && inner.maxY <= outer.maxY;
}

/** Even-odd rule: a point on no edge is inside when a ray from it crosses the polygon an odd number of times. */
export function insidePolygon(polygon: readonly Point2[], p: Point2): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point2;
    const b = polygon[j] as Point2;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Whether segment ab passes through the open rectangle (Liang-Barsky). */
function segmentCrossesRect(a: Point2, b: Point2, r: Rect): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - r.minX],
    [dx, r.maxX - a.x],
    [-dy, a.y - r.minY],
    [dy, r.maxY - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

/** Whether the whole rectangle lies inside the polygon: its corners inside, and no edge of the polygon through it. */
export function rectInsidePolygon(polygon: readonly Point2[], r: Rect): boolean {
  const corners = [
    { x: r.minX, y: r.minY },
    { x: r.maxX, y: r.minY },
    { x: r.maxX, y: r.maxY },
    { x: r.minX, y: r.maxY },
  ];
  if (!corners.every((corner) => insidePolygon(polygon, corner))) return false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    if (segmentCrossesRect(polygon[j] as Point2, polygon[i] as Point2, r)) return false;
  }
  return true;
}

/** The polygon cut to the rectangle (Sutherland-Hodgman: the rectangle is convex); empty when they do not meet. */
export function clipToRect(polygon: readonly Point2[], r: Rect): Point2[] {
  const sides: { inside: (p: Point2) => boolean; cross: (a: Point2, b: Point2) => Point2 }[] = [
    { inside: (p) => p.x >= r.minX, cross: (a, b) => atX(a, b, r.minX) },
    { inside: (p) => p.x <= r.maxX, cross: (a, b) => atX(a, b, r.maxX) },
    { inside: (p) => p.y >= r.minY, cross: (a, b) => atY(a, b, r.minY) },
    { inside: (p) => p.y <= r.maxY, cross: (a, b) => atY(a, b, r.maxY) },
  ];
  let out: Point2[] = [...polygon];
  for (const side of sides) {
    const input = out;
    out = [];
    input.forEach((current, index) => {
      const previous = input[(index + input.length - 1) % input.length] as Point2;
      if (side.inside(current)) {
        if (!side.inside(previous)) out.push(side.cross(previous, current));
        out.push(current);
      } else if (side.inside(previous)) {
        out.push(side.cross(previous, current));
      }
    });
    if (out.length === 0) return [];
  }
  return out.length >= 3 ? out : [];
}

function atX(a: Point2, b: Point2, x: number): Point2 {
  return { x, y: a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x) };
}

function atY(a: Point2, b: Point2, y: number): Point2 {
  return { x: a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y), y };
}

/** Signed area (positive counter-clockwise) and centroid; the vertices' mean for a polygon without area. */
export function centroidOf(polygon: readonly Point2[]): Point2 {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j] as Point2;
    const b = polygon[i] as Point2;
    const cross = a.x * b.y - b.x * a.y;
    area += cross;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  if (Math.abs(area) < 1e-9) {
    const n = Math.max(1, polygon.length);
    return { x: polygon.reduce((s, p) => s + p.x, 0) / n, y: polygon.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

/**
 * Points inside the polygon where a label may be centred, best first: the centroid when it is inside, then the
 * middle, and then points left and right of it, of the widest run across the polygon on each of a few horizontal
 * lines (the middle line first). A concave
 * zone (a horseshoe heel pad) has its centroid outside; the runs find its arms.
 */
export function labelPoints(polygon: readonly Point2[], lines = 9): Point2[] {
  const points: Point2[] = [];
  const centroid = centroidOf(polygon);
  if (insidePolygon(polygon, centroid)) points.push(centroid);
  const b = boundsOf(polygon);
  const order = Array.from({ length: lines }, (_, i) => i).sort(
    (i, j) => Math.abs(i - (lines - 1) / 2) - Math.abs(j - (lines - 1) / 2),
  );
  for (const i of order) {
    const y = b.minY + ((i + 0.5) / lines) * (b.maxY - b.minY);
    const xs: number[] = [];
    for (let k = 0, j = polygon.length - 1; k < polygon.length; j = k++) {
      const a = polygon[k] as Point2;
      const c = polygon[j] as Point2;
      if (a.y > y !== c.y > y) xs.push(a.x + ((c.x - a.x) * (y - a.y)) / (c.y - a.y));
    }
    xs.sort((p, q) => p - q);
    let best: [number, number] | undefined;
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const run: [number, number] = [xs[k] as number, xs[k + 1] as number];
      if (!best || run[1] - run[0] > best[1] - best[0]) best = run;
    }
    if (best) {
      const [from, to] = best;
      for (const share of [0.5, 0.3, 0.7]) points.push({ x: from + share * (to - from), y });
    }
  }
  return points;
}

/**
 * The closed polygon with the points that lie within `tolerance` of the line through their neighbours dropped
 * (Douglas-Peucker, iterative, the polygon cut at its first point and its farthest point from it). An outline
 * traced on a fine grid has thousands of points in a row along straight and gently curved runs; drawn at 1:1, a
 * point 0.05 mm off a line changes nothing on paper but costs the PDF its bytes and the worker its time.
 */
export function simplified(polygon: readonly Point2[], tolerance: number): Point2[] {
  if (polygon.length <= 4) return [...polygon];
  const first = polygon[0] as Point2;
  let far = 0;
  let farthest = -1;
  polygon.forEach((p, i) => {
    const d = (p.x - first.x) ** 2 + (p.y - first.y) ** 2;
    if (d > farthest) {
      farthest = d;
      far = i;
    }
  });
  const keep = new Uint8Array(polygon.length);
  keep[0] = 1;
  keep[far] = 1;
  // Each run from one kept point to the next, the second run wrapping round to the first point.
  const stack: [number, number][] = [
    [0, far],
    [far, polygon.length],
  ];
  const at = (i: number) => polygon[i % polygon.length] as Point2;
  while (stack.length > 0) {
    const [from, to] = stack.pop() as [number, number];
    const a = at(from);
    const b = at(to);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let index = -1;
    for (let i = from + 1; i < to; i++) {
      const p = at(i);
      const d = length > 0 ? Math.abs(dy * (p.x - a.x) - dx * (p.y - a.y)) / length : Math.hypot(p.x - a.x, p.y - a.y);
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (index >= 0 && worst > tolerance) {
      keep[index] = 1;
      stack.push([from, index], [index, to]);
    }
  }
  return polygon.filter((_, i) => keep[i] === 1);
}
