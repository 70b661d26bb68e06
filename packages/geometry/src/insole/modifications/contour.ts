// The outline of a drawn part seen from above, for the PDF's 1:1 view: the 0.5 level of a 0/1 field over the
// grid (marching squares, so the line runs half way between a part's cells and the next), its largest loop,
// counter-clockwise, with the points a straight run does not need dropped.
import type { InsoleFields } from "../insole-model";
import type { Vec2 } from "./shapes";

/** The largest counter-clockwise loop around the cells where `inside` is 1; [] when there are none. */
export function outlineOf(fields: InsoleFields, inside: Uint8Array): Vec2[] {
  const { nx, ny, x0, y0, cellMm } = fields.grid;
  // Only the squares around the inside cells' box are looked at.
  let ixMin = nx;
  let ixMax = -1;
  let iyMin = ny;
  let iyMax = -1;
  for (let i = 0; i < inside.length; i++) {
    if (inside[i] !== 1) continue;
    const ix = i % nx;
    const iy = (i - ix) / nx;
    ixMin = Math.min(ixMin, ix);
    ixMax = Math.max(ixMax, ix);
    iyMin = Math.min(iyMin, iy);
    iyMax = Math.max(iyMax, iy);
  }
  if (ixMax < 0) return [];
  const at = (ix: number, iy: number) => ix >= 0 && iy >= 0 && ix < nx && iy < ny && inside[iy * nx + ix] === 1;
  // Grid edges as numbers: horizontal edge (ix,iy)-(ix+1,iy) is 2k, vertical (ix,iy)-(ix,iy+1) is 2k+1, with k
  // the node (ix,iy) counted on a grid one node wider all round.
  const W = nx + 2;
  const hEdge = (ix: number, iy: number) => 2 * ((iy + 1) * W + ix + 1);
  const vEdge = (ix: number, iy: number) => 2 * ((iy + 1) * W + ix + 1) + 1;
  // A crossing lies half way along a grid edge between an inside and an outside cell centre.
  const point = (edge: number): Vec2 => {
    const k = edge >> 1;
    const ix = (k % W) - 1;
    const iy = Math.floor(k / W) - 1;
    return edge % 2 === 0
      ? { x: x0 + (ix + 0.5) * cellMm, y: y0 + iy * cellMm }
      : { x: x0 + ix * cellMm, y: y0 + (iy + 0.5) * cellMm };
  };
  const next = new Map<number, number>();
  const corners = [false, false, false, false];
  const crossings: number[] = [];
  for (let iy = iyMin - 1; iy <= iyMax; iy++) {
    for (let ix = ixMin - 1; ix <= ixMax; ix++) {
      // Corners counter-clockwise: (ix,iy), (ix+1,iy), (ix+1,iy+1), (ix,iy+1); edge k runs from corner k to k+1.
      corners[0] = at(ix, iy);
      corners[1] = at(ix + 1, iy);
      corners[2] = at(ix + 1, iy + 1);
      corners[3] = at(ix, iy + 1);
      if (corners[0] === corners[1] && corners[1] === corners[2] && corners[2] === corners[3]) continue;
      const edges = [hEdge(ix, iy), vEdge(ix + 1, iy), hEdge(ix, iy + 1), vEdge(ix, iy)];
      // Going round the square counter-clockwise, a line leaves where the inside ends (an exit) and pairs with
      // the next crossing, where an inside begins: the inside then lies on the line's left.
      crossings.length = 0;
      for (let k = 0; k < 4; k++) if (corners[k] !== corners[(k + 1) % 4]) crossings.push(k);
      for (let c = 0; c < crossings.length; c++) {
        const k = crossings[c] as number;
        if (!corners[k]) continue;
        next.set(edges[k] as number, edges[crossings[(c + 1) % crossings.length] as number] as number);
      }
    }
  }
  let best: Vec2[] = [];
  let bestArea = 0;
  for (const start of next.keys()) {
    if (!next.has(start)) continue;
    const loop: Vec2[] = [];
    let edge: number | undefined = start;
    while (edge !== undefined && next.has(edge)) {
      const to: number = next.get(edge) as number;
      next.delete(edge);
      loop.push(point(edge));
      edge = to;
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
