// A closed solid built directly from two height fields over a grid (design brief: build the clipped surface
// directly, never intersect a slab): the region where a level function f >= 0, its top and bottom surfaces and
// the walls along its outline. Each grid square is split into two triangles and each triangle clipped by f
// linearly (marching triangles: never ambiguous), so the outline runs smoothly between the grid nodes instead
// of in 1 mm stairs, and a vertex on a grid edge is shared by the two triangles on either side of it.
import type { TriangleMesh } from "../mesh";

export interface FieldGrid {
  x0: number;
  y0: number;
  cellMm: number;
  nx: number;
  ny: number;
}

/**
 * Which diagonal splits each grid square. A right foot's insole uses the rising one (x and y together), a left
 * foot's the falling one: seen in a mirror each is the other, so a mirrored foot gives the mirrored insole exactly.
 */
export type Diagonal = "rising" | "falling";

export interface FieldSolid {
  mesh: TriangleMesh;
  /** The outline's loops, each counter-clockwise around the solid seen from above; the longest first. */
  loops: { x: number; y: number }[][];
}

/** A crossing this close to a node is kept this far off it, so no wall is shorter than a hundredth of a cell. */
const MIN_T = 0.01;

/**
 * The solid where f >= 0 between `bottom` and `top` (both read at the nodes and interpolated linearly along the
 * grid edges; a NaN on the outside node of an edge takes the inside node's value). Nodes on the grid's border
 * must be outside. `bottom` must lie below `top` inside.
 */
export function fieldSolid(
  grid: FieldGrid,
  f: Float32Array,
  top: Float32Array,
  bottom: Float32Array,
  diagonal: Diagonal,
  /** A coarse block never leaves the solid thinner than this (the shell's floor). */
  minThicknessMm = 0,
): FieldSolid {
  const { nx, ny, x0, y0, cellMm } = grid;
  const n = nx * ny;
  // Vertex ids: each used node or crossing gets one id k; its top is 2k and its bottom 2k + 1. At most every node
  // and three crossings a node; at most six triangles a clipped triangle. Scratch buffers are reused between calls.
  const scratch = scratchFor(n);
  const { xy, zTop, zBottom, isCrossing, tris } = scratch;
  let vertices = 0;
  let triCount = 0;
  const nodeId = scratch.nodeId.fill(-1, 0, n);
  // Crossing ids per grid edge, by its lower node: along x (i, i + 1), along y (i, i + nx), diagonal (i, i + nx ± 1).
  const alongX = scratch.alongX.fill(-1, 0, n);
  const alongY = scratch.alongY.fill(-1, 0, n);
  const diag = scratch.diag.fill(-1, 0, n);
  const chords: number[] = [];

  const node = (i: number): number => {
    let id = nodeId[i] as number;
    if (id < 0) {
      id = vertices++;
      nodeId[i] = id;
      xy[2 * id] = x0 + (i % nx) * cellMm;
      xy[2 * id + 1] = y0 + Math.floor(i / nx) * cellMm;
      zTop[id] = top[i] as number;
      zBottom[id] = bottom[i] as number;
      isCrossing[id] = 0;
    }
    return id;
  };
  const crossing = (inside: number, outside: number): number => {
    const lo = inside < outside ? inside : outside;
    const step = inside < outside ? outside - inside : inside - outside;
    // The falling diagonal (i + 1, i + nx) is keyed by i + 1: its lower node.
    const ids = step === 1 ? alongX : step === nx ? alongY : diag;
    let id = ids[lo] as number;
    if (id >= 0) return id;
    id = vertices++;
    ids[lo] = id;
    const fi = f[inside] as number;
    const fo = f[outside] as number;
    const t = Math.min(1 - MIN_T, Math.max(MIN_T, fi / (fi - fo)));
    const xi = x0 + (inside % nx) * cellMm;
    const yi = y0 + Math.floor(inside / nx) * cellMm;
    const xo = x0 + (outside % nx) * cellMm;
    const yo = y0 + Math.floor(outside / nx) * cellMm;
    xy[2 * id] = xi + (xo - xi) * t;
    xy[2 * id + 1] = yi + (yo - yi) * t;
    const ti = top[inside] as number;
    const to = top[outside] as number;
    const bi = bottom[inside] as number;
    const bo = bottom[outside] as number;
    zTop[id] = Number.isNaN(to) ? ti : ti + (to - ti) * t;
    zBottom[id] = Number.isNaN(bo) ? bi : bi + (bo - bi) * t;
    isCrossing[id] = 1;
    return id;
  };
  const tri = (a: number, b: number, c: number) => {
    tris[triCount++] = a;
    tris[triCount++] = b;
    tris[triCount++] = c;
  };

  const poly = new Int32Array(4);
  const clip = (a: number, b: number, c: number) => {
    const ina = (f[a] as number) >= 0;
    const inb = (f[b] as number) >= 0;
    const inc = (f[c] as number) >= 0;
    if (!ina && !inb && !inc) return;
    let m = 0;
    // Walk a, b, c: each inside corner, and a crossing on each edge whose ends differ.
    if (ina) poly[m++] = node(a);
    if (ina !== inb) poly[m++] = ina ? crossing(a, b) : crossing(b, a);
    if (inb) poly[m++] = node(b);
    if (inb !== inc) poly[m++] = inb ? crossing(b, c) : crossing(c, b);
    if (inc) poly[m++] = node(c);
    if (inc !== ina) poly[m++] = inc ? crossing(c, a) : crossing(a, c);
    // Top: a fan, counter-clockwise from above (normal up); bottom: the same reversed (normal down).
    const p0 = poly[0] as number;
    for (let k = 1; k + 1 < m; k++) {
      const p1 = poly[k] as number;
      const p2 = poly[k + 1] as number;
      tri(2 * p0, 2 * p1, 2 * p2);
      tri(2 * p0 + 1, 2 * p2 + 1, 2 * p1 + 1);
    }
    if (ina && inb && inc) return;
    // The one chord: the edge between two consecutive crossings, the inside on its left.
    for (let k = 0; k < m; k++) {
      const p = poly[k] as number;
      const q = poly[(k + 1) % m] as number;
      if (isCrossing[p] === 1 && isCrossing[q] === 1) {
        chords.push(p, q);
        // Wall, outward to the chord's right: (top p, bottom p, top q) and (top q, bottom p, bottom q).
        tri(2 * p, 2 * p + 1, 2 * q);
        tri(2 * q, 2 * p + 1, 2 * q + 1);
        break;
      }
    }
  };

  // Blocks of 2 x 2 squares, aligned on even cells of the absolute grid (a mirror keeps the alignment), that lie
  // inside and are flat enough are drawn with two triangles a face, or a fan from their centre where a fine
  // neighbour shares an edge's midpoint (no T-junction): about a quarter of the triangles over the flat interior.
  const ax0 = Math.round(x0 / cellMm);
  const ay0 = Math.round(y0 / cellMm);
  const bx0 = ((ax0 % 2) + 2) % 2; // first block's column: the first even absolute cell
  const by0 = ((ay0 % 2) + 2) % 2;
  const coarse = scratch.coarse.fill(0, 0, n);
  for (let iy = by0; iy + 2 < ny; iy += 2)
    for (let ix = bx0; ix + 2 < nx; ix += 2) {
      const i = iy * nx + ix;
      if (flatBlock(f, top, bottom, i, nx, diagonal, minThicknessMm)) coarse[i] = 1;
    }
  const isCoarse = (ix: number, iy: number) =>
    ix >= 0 && iy >= 0 && ix + 2 < nx && iy + 2 < ny && coarse[iy * nx + ix] === 1;
  const ring = new Int32Array(8);
  for (let iy = 0; iy + 1 < ny; iy++) {
    for (let ix = 0; ix + 1 < nx; ix++) {
      const i00 = iy * nx + ix;
      const bx = ix - ((((ax0 + ix) % 2) + 2) % 2);
      const by = iy - ((((ay0 + iy) % 2) + 2) % 2);
      if (isCoarse(bx, by)) {
        if (bx !== ix || by !== iy) continue; // the block is drawn once, from its first square
        // The block's ring, counter-clockwise from above, with each edge's midpoint where the neighbour is fine.
        const c = i00 + nx + 1;
        let m = 0;
        ring[m++] = node(i00);
        if (!isCoarse(ix, iy - 2)) ring[m++] = node(i00 + 1);
        ring[m++] = node(i00 + 2);
        if (!isCoarse(ix + 2, iy)) ring[m++] = node(i00 + nx + 2);
        ring[m++] = node(i00 + 2 * nx + 2);
        if (!isCoarse(ix, iy + 2)) ring[m++] = node(i00 + 2 * nx + 1);
        ring[m++] = node(i00 + 2 * nx);
        if (!isCoarse(ix - 2, iy)) ring[m++] = node(i00 + nx);
        if (m === 4) {
          // Two triangles on the same diagonal as the fine squares.
          const [a, b, cc, d] = [ring[0] as number, ring[1] as number, ring[2] as number, ring[3] as number];
          if (diagonal === "rising") {
            tri(2 * a, 2 * b, 2 * cc);
            tri(2 * a, 2 * cc, 2 * d);
            tri(2 * a + 1, 2 * cc + 1, 2 * b + 1);
            tri(2 * a + 1, 2 * d + 1, 2 * cc + 1);
          } else {
            tri(2 * a, 2 * b, 2 * d);
            tri(2 * b, 2 * cc, 2 * d);
            tri(2 * a + 1, 2 * d + 1, 2 * b + 1);
            tri(2 * b + 1, 2 * d + 1, 2 * cc + 1);
          }
        } else {
          const centre = node(c);
          for (let k = 0; k < m; k++) {
            const p = ring[k] as number;
            const q = ring[(k + 1) % m] as number;
            tri(2 * centre, 2 * p, 2 * q);
            tri(2 * centre + 1, 2 * q + 1, 2 * p + 1);
          }
        }
        continue;
      }
      const i10 = i00 + 1;
      const i01 = i00 + nx;
      const i11 = i01 + 1;
      if (diagonal === "rising") {
        clip(i00, i10, i11);
        clip(i00, i11, i01);
      } else {
        clip(i00, i10, i01);
        clip(i10, i11, i01);
      }
    }
  }

  const positions = new Float32Array(vertices * 6);
  for (let k = 0; k < vertices; k++) {
    const x = xy[2 * k] as number;
    const y = xy[2 * k + 1] as number;
    const o = 6 * k;
    positions[o] = x;
    positions[o + 1] = y;
    positions[o + 2] = zTop[k] as number;
    positions[o + 3] = x;
    positions[o + 4] = y;
    positions[o + 5] = zBottom[k] as number;
  }
  const indices = tris.slice(0, triCount);
  // Every vertex made is used: each sits on a clipped triangle's top and bottom fans.
  return { mesh: { positions, indices }, loops: chainLoops(chords, xy) };
}

/** How far a coarse block's two triangles may stray from the fine mesh at its five inner nodes, mm. */
export const COARSE_TOLERANCE_MM = 0.05;

/**
 * Whether the 3 x 3 nodes from i lie inside and each face (top and bottom) is within the tolerance of the block's
 * two triangles, and the two triangles nowhere thinner than the floor where the nodes were not.
 */
function flatBlock(
  f: Float32Array,
  top: Float32Array,
  bottom: Float32Array,
  i: number,
  nx: number,
  diagonal: Diagonal,
  minThicknessMm: number,
): boolean {
  for (let dy = 0; dy <= 2; dy++)
    for (let dx = 0; dx <= 2; dx++) if (!((f[i + dy * nx + dx] as number) >= 0)) return false;
  const a = i;
  const b = i + 2;
  const c = i + 2 * nx + 2;
  const d = i + 2 * nx;
  // The block's inner nodes and where the two triangles put them: edge midpoints between their ends; the centre
  // on the diagonal.
  const centreEnds = diagonal === "rising" ? [a, c] : [b, d];
  const inner: [number, number, number][] = [
    [i + 1, a, b],
    [i + nx + 2, b, c],
    [i + 2 * nx + 1, c, d],
    [i + nx, d, a],
    [i + nx + 1, centreEnds[0] as number, centreEnds[1] as number],
  ];
  for (const [node, p, q] of inner) {
    const t = (top[node] as number) - ((top[p] as number) + (top[q] as number)) / 2;
    const u = (bottom[node] as number) - ((bottom[p] as number) + (bottom[q] as number)) / 2;
    if (!(Math.abs(t) <= COARSE_TOLERANCE_MM && Math.abs(u) <= COARSE_TOLERANCE_MM)) return false;
    const thickness = (top[node] as number) - (bottom[node] as number);
    if (t - u > 1e-3 && thickness - (t - u) < minThicknessMm) return false; // thinned below the floor
  }
  return true;
}

interface Scratch {
  nodes: number;
  xy: Float64Array;
  zTop: Float64Array;
  zBottom: Float64Array;
  isCrossing: Uint8Array;
  tris: Uint32Array;
  nodeId: Int32Array;
  alongX: Int32Array;
  alongY: Int32Array;
  diag: Int32Array;
  coarse: Uint8Array;
}
let scratch: Scratch | undefined;

/** Buffers for a grid of n nodes, kept for the next call (one design at a time per process or worker). */
function scratchFor(n: number): Scratch {
  if (scratch && scratch.nodes >= n) return scratch;
  const vertices = 4 * n;
  scratch = {
    nodes: n,
    xy: new Float64Array(2 * vertices),
    zTop: new Float64Array(vertices),
    zBottom: new Float64Array(vertices),
    isCrossing: new Uint8Array(vertices),
    tris: new Uint32Array(2 * n * 18),
    nodeId: new Int32Array(n),
    alongX: new Int32Array(n),
    alongY: new Int32Array(n),
    diag: new Int32Array(n),
    coarse: new Uint8Array(n),
  };
  return scratch;
}

/** The chords (pairs of vertex ids, each leaving the inside on its left) joined into closed loops. */
function chainLoops(chords: number[], xy: Float64Array): { x: number; y: number }[][] {
  const next = new Map<number, number>();
  for (let k = 0; k < chords.length; k += 2) next.set(chords[k] as number, chords[k + 1] as number);
  const loops: { x: number; y: number }[][] = [];
  for (const start of next.keys()) {
    if (!next.has(start)) continue;
    const loop: { x: number; y: number }[] = [];
    let v: number | undefined = start;
    while (v !== undefined && next.has(v)) {
      loop.push({ x: xy[2 * v] as number, y: xy[2 * v + 1] as number });
      const w: number | undefined = next.get(v);
      next.delete(v);
      v = w;
    }
    loops.push(loop);
  }
  return loops.sort((a, b) => b.length - a.length);
}
