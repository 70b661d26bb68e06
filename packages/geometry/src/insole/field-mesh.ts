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
): FieldSolid {
  const { nx, ny, x0, y0, cellMm } = grid;
  const n = nx * ny;
  // Vertex ids: each used node or crossing gets one id k; its top is 2k and its bottom 2k + 1.
  const xy: number[] = [];
  const zTop: number[] = [];
  const zBottom: number[] = [];
  const nodeId = new Int32Array(n).fill(-1);
  // Crossing ids per grid edge, by its lower node: along x (i, i + 1), along y (i, i + nx), diagonal (i, i + nx ± 1).
  const crossingIds = [new Int32Array(n).fill(-1), new Int32Array(n).fill(-1), new Int32Array(n).fill(-1)];
  const crossings: boolean[] = [];

  const node = (i: number): number => {
    let id = nodeId[i] as number;
    if (id < 0) {
      id = zTop.length;
      nodeId[i] = id;
      xy.push(x0 + (i % nx) * cellMm, y0 + Math.floor(i / nx) * cellMm);
      zTop.push(top[i] as number);
      zBottom.push(bottom[i] as number);
      crossings.push(false);
    }
    return id;
  };
  const crossing = (inside: number, outside: number): number => {
    const lo = Math.min(inside, outside);
    const step = Math.abs(outside - inside);
    const ids = crossingIds[step === 1 ? 0 : step === nx ? 1 : 2] as Int32Array;
    // The falling diagonal (i + 1, i + nx) is keyed by i + 1: its lower node.
    let id = ids[lo] as number;
    if (id >= 0) return id;
    id = zTop.length;
    ids[lo] = id;
    const fi = f[inside] as number;
    const fo = f[outside] as number;
    const t = Math.min(1 - MIN_T, Math.max(MIN_T, fi / (fi - fo)));
    const xi = x0 + (inside % nx) * cellMm;
    const yi = y0 + Math.floor(inside / nx) * cellMm;
    const xo = x0 + (outside % nx) * cellMm;
    const yo = y0 + Math.floor(outside / nx) * cellMm;
    xy.push(xi + (xo - xi) * t, yi + (yo - yi) * t);
    const lerp = (field: Float32Array) => {
      const a = field[inside] as number;
      const b = field[outside] as number;
      return Number.isNaN(b) ? a : a + (b - a) * t;
    };
    zTop.push(lerp(top));
    zBottom.push(lerp(bottom));
    crossings.push(true);
    return id;
  };

  const tris: number[] = [];
  const chords: number[] = [];
  const poly: number[] = [];
  const clip = (a: number, b: number, c: number) => {
    const fa = f[a] as number;
    const fb = f[b] as number;
    const fc = f[c] as number;
    const ina = fa >= 0;
    const inb = fb >= 0;
    const inc = fc >= 0;
    if (!ina && !inb && !inc) return;
    poly.length = 0;
    const corners = [a, b, c];
    const inside = [ina, inb, inc];
    for (let k = 0; k < 3; k++) {
      const p = corners[k] as number;
      const q = corners[(k + 1) % 3] as number;
      const pin = inside[k] as boolean;
      const qin = inside[(k + 1) % 3] as boolean;
      if (pin) poly.push(node(p));
      if (pin !== qin) poly.push(pin ? crossing(p, q) : crossing(q, p));
    }
    // Top: a fan, counter-clockwise from above (normal up); bottom: the same reversed (normal down).
    for (let k = 1; k + 1 < poly.length; k++) {
      const p0 = poly[0] as number;
      const p1 = poly[k] as number;
      const p2 = poly[k + 1] as number;
      tris.push(2 * p0, 2 * p1, 2 * p2, 2 * p0 + 1, 2 * p2 + 1, 2 * p1 + 1);
    }
    if (ina && inb && inc) return;
    // The one chord: the edge between two consecutive crossings, the inside on its left.
    for (let k = 0; k < poly.length; k++) {
      const p = poly[k] as number;
      const q = poly[(k + 1) % poly.length] as number;
      if (crossings[p] && crossings[q]) {
        chords.push(p, q);
        // Wall, outward to the chord's right: (top p, bottom p, top q) and (top q, bottom p, bottom q).
        tris.push(2 * p, 2 * p + 1, 2 * q, 2 * q, 2 * p + 1, 2 * q + 1);
        break;
      }
    }
  };

  for (let iy = 0; iy + 1 < ny; iy++) {
    for (let ix = 0; ix + 1 < nx; ix++) {
      const i00 = iy * nx + ix;
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

  const vertices = zTop.length;
  const positions = new Float32Array(vertices * 6);
  for (let k = 0; k < vertices; k++) {
    const x = xy[2 * k] as number;
    const y = xy[2 * k + 1] as number;
    positions.set([x, y, zTop[k] as number, x, y, zBottom[k] as number], 6 * k);
  }
  const indices = Uint32Array.from(tris);
  return { mesh: compact({ positions, indices }), loops: chainLoops(chords, xy) };
}

/** Drops vertices no triangle uses (the bottoms and tops are made in pairs) and renumbers. */
function compact(mesh: TriangleMesh): TriangleMesh {
  const used = new Int32Array(mesh.positions.length / 3).fill(-1);
  let count = 0;
  for (const v of mesh.indices) if ((used[v] as number) < 0) used[v] = count++;
  const positions = new Float32Array(count * 3);
  for (let v = 0; v < used.length; v++) {
    const k = used[v] as number;
    if (k >= 0) positions.set(mesh.positions.subarray(3 * v, 3 * v + 3), 3 * k);
  }
  const indices = mesh.indices.map((v) => used[v] as number);
  return { positions, indices };
}

/** The chords (pairs of vertex ids, each leaving the inside on its left) joined into closed loops. */
function chainLoops(chords: number[], xy: number[]): { x: number; y: number }[][] {
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
