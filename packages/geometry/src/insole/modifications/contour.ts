// The outline of a drawn part seen from above, for the PDF's 1:1 view: the 0.5 level of a 0/1 field over the
// grid (marching squares, so the line runs half way between a part's cells and the next), its largest loop,
// counter-clockwise, with the points a straight run does not need dropped.
import type { InsoleFields } from "../insole-model";
import type { Vec2 } from "./shapes";

interface Segment {
  from: string;
  to: string;
  a: Vec2;
}

/** The largest counter-clockwise loop around the cells where `inside` is 1; [] when there are none. */
export function outlineOf(fields: InsoleFields, inside: Uint8Array): Vec2[] {
  const { nx, ny, x0, y0, cellMm } = fields.grid;
  const at = (ix: number, iy: number) =>
    ix >= 0 && iy >= 0 && ix < nx && iy < ny ? inside[iy * nx + ix] === 1 : false;
  // A crossing lies half way along a grid edge between an inside and an outside cell centre.
  const point = (key: string): Vec2 => {
    const [kind, a, b] = key.split(",");
    const ix = Number(a);
    const iy = Number(b);
    return kind === "h"
      ? { x: x0 + (ix + 0.5) * cellMm, y: y0 + iy * cellMm }
      : { x: x0 + ix * cellMm, y: y0 + (iy + 0.5) * cellMm };
  };
  const segments = new Map<string, Segment>();
  for (let iy = -1; iy < ny; iy++) {
    for (let ix = -1; ix < nx; ix++) {
      // Corners counter-clockwise: (ix,iy), (ix+1,iy), (ix+1,iy+1), (ix,iy+1); edge k runs from corner k to k+1.
      const corners = [at(ix, iy), at(ix + 1, iy), at(ix + 1, iy + 1), at(ix, iy + 1)];
      if (corners.every((c) => !c) || corners.every((c) => c)) continue;
      const edges = [`h,${ix},${iy}`, `v,${ix + 1},${iy}`, `h,${ix},${iy + 1}`, `v,${ix},${iy}`];
      // Going round the square counter-clockwise, a line leaves where the inside ends (an exit) and pairs with
      // the next crossing, where an inside begins: the inside then lies on the line's left.
      const crossings: { edge: number; exit: boolean }[] = [];
      for (let k = 0; k < 4; k++) {
        const here = corners[k] as boolean;
        const next = corners[(k + 1) % 4] as boolean;
        if (here !== next) crossings.push({ edge: k, exit: here });
      }
      for (let c = 0; c < crossings.length; c++) {
        const crossing = crossings[c] as { edge: number; exit: boolean };
        if (!crossing.exit) continue;
        const entry = crossings[(c + 1) % crossings.length] as { edge: number; exit: boolean };
        const from = edges[crossing.edge] as string;
        segments.set(from, { from, to: edges[entry.edge] as string, a: point(from) });
      }
    }
  }
  let best: Vec2[] = [];
  let bestArea = 0;
  while (segments.size > 0) {
    const first = segments.values().next().value as Segment;
    const loop: Vec2[] = [];
    let current: Segment | undefined = first;
    while (current) {
      segments.delete(current.from);
      loop.push(current.a);
      current = segments.get(current.to);
    }
    const area = signedArea(loop);
    if (area > bestArea) {
      bestArea = area;
      best = loop;
    }
  }
  return simplify(best);
}

export function signedArea(loop: Vec2[]): number {
  let sum = 0;
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i] as Vec2;
    const b = loop[(i + 1) % loop.length] as Vec2;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Drops points that lie on the straight line between their neighbours. */
function simplify(loop: Vec2[]): Vec2[] {
  if (loop.length < 4) return loop;
  return loop.filter((p, i) => {
    const a = loop[(i + loop.length - 1) % loop.length] as Vec2;
    const b = loop[(i + 1) % loop.length] as Vec2;
    return Math.abs((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) > 1e-9;
  });
}
