// The shapes the pads and reliefs are drawn with, as signed distances seen from above (negative inside, mm), and
// the smooth weight (0 outside, 1 on the plateau) that turns one into a height with soft edges.
import type { InsoleFields } from "../insole-model";

export interface Vec2 {
  x: number;
  y: number;
}

/** A signed distance in the insole's plane, mm: < 0 inside, 0 on the outline. */
export type Shape = (x: number, y: number) => number;

export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const scale = (a: Vec2, s: number): Vec2 => ({ x: a.x * s, y: a.y * s });
export const mid = (a: Vec2, b: Vec2): Vec2 => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const dist = (a: Vec2, b: Vec2): number => Math.hypot(a.x - b.x, a.y - b.y);
export const unit = (a: Vec2): Vec2 => {
  const n = Math.hypot(a.x, a.y) || 1;
  return { x: a.x / n, y: a.y / n };
};

/**
 * A rounded rectangle: centre, its long axis `along` (a unit vector), half length and half width including the
 * corner radius. With radius = half width it is a stadium (a capsule); with half length = half width = radius,
 * a disc.
 */
export function roundedBox(centre: Vec2, along: Vec2, halfLength: number, halfWidth: number, radius: number): Shape {
  const r = Math.min(radius, halfLength, halfWidth);
  const a = halfLength - r;
  const b = halfWidth - r;
  return (x, y) => {
    const dx = x - centre.x;
    const dy = y - centre.y;
    const u = Math.abs(dx * along.x + dy * along.y) - a;
    const v = Math.abs(-dx * along.y + dy * along.x) - b;
    const outside = Math.hypot(Math.max(u, 0), Math.max(v, 0));
    return outside + Math.min(Math.max(u, v), 0) - r;
  };
}

export const disc =
  (centre: Vec2, radius: number): Shape =>
  (x, y) =>
    Math.hypot(x - centre.x, y - centre.y) - radius;

/** A ring between two radii. */
export function ring(centre: Vec2, inner: number, outer: number): Shape {
  const middle = (inner + outer) / 2;
  const half = (outer - inner) / 2;
  return (x, y) => Math.abs(Math.hypot(x - centre.x, y - centre.y) - middle) - half;
}

/** Inside both. */
export const intersect =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    Math.max(...shapes.map((s) => s(x, y)));

/** The half plane on the side `normal` points away from, its edge through `point`. */
export const halfPlane =
  (point: Vec2, normal: Vec2): Shape =>
  (x, y) =>
    (x - point.x) * normal.x + (y - point.y) * normal.y;

export const smoothstep = (t: number): number => {
  const c = Math.min(1, Math.max(0, t));
  return c * c * (3 - 2 * c);
};

/** 1 deeper inside than `edgeMm`, 0 outside, a smooth ramp between: the shape's height profile. */
export const weightOf = (sd: number, edgeMm: number): number => smoothstep(-sd / edgeMm);

/** How far past the grid a bounded shape's core is looked for, mm: a pad hanging off the grid is off the insole. */
export const OFF_GRID_MARGIN_MM = 40;

/**
 * The weight of a shape at every cell (0 where it does not reach), and how many cells of its core (weight ≥ 0.5)
 * lie past the grid, within `marginMm` of it.
 */
export function weighCells(
  fields: InsoleFields,
  shape: Shape,
  edgeMm: number,
  marginMm = 0,
): { weights: Float32Array; offGridCore: number } {
  const g = fields.grid;
  const w = new Float32Array(g.nx * g.ny);
  const m = Math.ceil(marginMm / g.cellMm);
  let offGridCore = 0;
  for (let iy = -m; iy < g.ny + m; iy++) {
    const y = g.y0 + iy * g.cellMm;
    const rowInside = iy >= 0 && iy < g.ny;
    for (let ix = -m; ix < g.nx + m; ix++) {
      const inside = rowInside && ix >= 0 && ix < g.nx;
      const sd = shape(g.x0 + ix * g.cellMm, y);
      if (!(sd < 0)) continue;
      const weight = weightOf(sd, edgeMm);
      if (inside) w[iy * g.nx + ix] = weight;
      else if (weight >= 0.5) offGridCore++;
    }
  }
  return { weights: w, offGridCore };
}
