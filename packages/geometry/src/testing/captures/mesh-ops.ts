// The few mesh operations the capture shapes are built from: a cut by a plane (the part below kept, the cut's edge
// shared by its neighbours so it is one boundary loop), the boundary loops of a surface, a flat cap over a loop,
// joining meshes, counting connected parts, and Gaussian noise. Index-based throughout: two parts are one part only
// where they share a vertex index.
import type { Random } from "../../foot/random";
import type { TriangleMesh } from "../../mesh";

export type Vec3 = [number, number, number];

/** A vertex this close to the plane (mm) is on it: no sliver of a triangle is made from it. */
const ON_PLANE = 1e-6;

/**
 * The part of `mesh` on the side of the plane (through `origin`, normal `normal`) that the normal points away from,
 * triangles crossing the plane split at it. The new vertices on an edge are shared by the edge's two triangles, so
 * the cut of a closed surface is a closed boundary loop lying on the plane. Unused vertices are dropped.
 */
export function clipBelowPlane(mesh: TriangleMesh, origin: Vec3, normal: Vec3): TriangleMesh {
  const p = mesh.positions;
  const n = p.length / 3;
  const length = Math.hypot(...normal);
  const [nx, ny, nz] = normal.map((c) => c / length) as Vec3;
  const distance = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    distance[v] =
      ((p[3 * v] as number) - origin[0]) * nx +
      ((p[3 * v + 1] as number) - origin[1]) * ny +
      ((p[3 * v + 2] as number) - origin[2]) * nz;
  }
  const side = new Int8Array(n);
  for (let v = 0; v < n; v++) {
    const d = distance[v] as number;
    side[v] = d > ON_PLANE ? 1 : d < -ON_PLANE ? -1 : 0;
  }
  const added: number[] = [];
  const cuts = new Map<number, number>();
  const cut = (a: number, b: number) => {
    const key = a < b ? a * n + b : b * n + a;
    let index = cuts.get(key);
    if (index === undefined) {
      const da = distance[a] as number;
      const t = da / (da - (distance[b] as number));
      for (let k = 0; k < 3; k++) {
        const pa = p[3 * a + k] as number;
        added.push(pa + t * ((p[3 * b + k] as number) - pa));
      }
      index = n + added.length / 3 - 1;
      cuts.set(key, index);
    }
    return index;
  };
  const triangles: number[] = [];
  const t = mesh.indices;
  const polygon: number[] = [];
  for (let f = 0; f < t.length; f += 3) {
    const a = t[f] as number;
    const b = t[f + 1] as number;
    const c = t[f + 2] as number;
    const sa = side[a] as number;
    const sb = side[b] as number;
    const sc = side[c] as number;
    if (sa <= 0 && sb <= 0 && sc <= 0) {
      triangles.push(a, b, c);
      continue;
    }
    if (sa >= 0 && sb >= 0 && sc >= 0) continue;
    // Sutherland–Hodgman against the half space: the corners below or on, and a new vertex where an edge crosses.
    polygon.length = 0;
    const corners = [a, b, c];
    const sides = [sa, sb, sc];
    for (let i = 0; i < 3; i++) {
      const u = corners[i] as number;
      const w = corners[(i + 1) % 3] as number;
      const su = sides[i] as number;
      const sw = sides[(i + 1) % 3] as number;
      if (su <= 0) polygon.push(u);
      if (su * sw < 0) polygon.push(cut(u, w));
    }
    for (let i = 1; i + 1 < polygon.length; i++) {
      triangles.push(polygon[0] as number, polygon[i] as number, polygon[i + 1] as number);
    }
  }
  const all = new Float32Array(p.length + added.length);
  all.set(p);
  all.set(added, p.length);
  return compact({ positions: all, indices: new Uint32Array(triangles) });
}

/** The mesh without the vertices no triangle uses, the rest renumbered in their order. */
export function compact(mesh: TriangleMesh): TriangleMesh {
  const n = mesh.positions.length / 3;
  const remap = new Int32Array(n).fill(-1);
  let kept = 0;
  for (const v of mesh.indices) if ((remap[v] as number) < 0) remap[v] = 0;
  for (let v = 0; v < n; v++) if ((remap[v] as number) === 0) remap[v] = kept++;
  const positions = new Float32Array(3 * kept);
  for (let v = 0; v < n; v++) {
    const to = remap[v] as number;
    if (to >= 0) positions.set(mesh.positions.subarray(3 * v, 3 * v + 3), 3 * to);
  }
  const indices = mesh.indices.map((v) => remap[v] as number);
  return { positions, indices };
}

/**
 * The boundary loops of a surface: its directed edges that no triangle runs the other way, chained. Each loop runs
 * the way its triangles run it (a cap over it runs it back). Where a vertex starts two boundary edges (a surface
 * pinched there) the chain takes them in turn, so the count of loops stays that of the holes.
 */
export function boundaryLoops(mesh: TriangleMesh): number[][] {
  const n = mesh.positions.length / 3;
  const t = mesh.indices;
  // Each vertex's outgoing edges (compressed rows): a→b is on the boundary when b has no edge back to a.
  const offsets = new Uint32Array(n + 1);
  for (let f = 0; f < t.length; f++) {
    const v = (t[f] as number) + 1;
    offsets[v] = (offsets[v] as number) + 1;
  }
  for (let v = 0; v < n; v++) offsets[v + 1] = (offsets[v + 1] as number) + (offsets[v] as number);
  const fill = offsets.slice(0, n);
  const targets = new Uint32Array(t.length);
  for (let f = 0; f < t.length; f += 3) {
    for (let k = 0; k < 3; k++) {
      const a = t[f + k] as number;
      const at = fill[a] as number;
      targets[at] = t[f + ((k + 1) % 3)] as number;
      fill[a] = at + 1;
    }
  }
  const hasEdge = (a: number, b: number) => {
    for (let i = offsets[a] as number; i < (offsets[a + 1] as number); i++) if (targets[i] === b) return true;
    return false;
  };
  const next = new Map<number, number[]>();
  for (let a = 0; a < n; a++) {
    for (let i = offsets[a] as number; i < (offsets[a + 1] as number); i++) {
      const b = targets[i] as number;
      if (hasEdge(b, a)) continue;
      const list = next.get(a);
      if (list === undefined) next.set(a, [b]);
      else if (!list.includes(b)) list.push(b);
    }
  }
  const loops: number[][] = [];
  for (const [start, list] of next) {
    while (list.length > 0) {
      const loop = [start];
      let at = list.pop() as number;
      while (at !== start) {
        loop.push(at);
        const onward = next.get(at);
        if (!onward || onward.length === 0) break;
        at = onward.pop() as number;
      }
      loops.push(loop);
    }
  }
  return loops;
}

/**
 * The loop closed by a fan of triangles from a new vertex at `centre`, facing the way the surface around it faces
 * (each triangle runs its loop edge backwards). Flat where the loop is (a cut on a plane, centre on it).
 */
export function capLoop(mesh: TriangleMesh, loop: readonly number[], centre: Vec3): TriangleMesh {
  const c = mesh.positions.length / 3;
  const positions = new Float32Array(mesh.positions.length + 3);
  positions.set(mesh.positions);
  positions.set(centre, 3 * c);
  const indices = new Uint32Array(mesh.indices.length + 3 * loop.length);
  indices.set(mesh.indices);
  for (let k = 0; k < loop.length; k++) {
    indices.set([c, loop[(k + 1) % loop.length] as number, loop[k] as number], mesh.indices.length + 3 * k);
  }
  return { positions, indices };
}

/**
 * Triangles joining two closed loops side by side (a band), each vertex with its place around its loop in [0, 1)
 * (increasing, both loops starting at 0): the lower loop's edges are run backwards (the surface beyond it runs them
 * forwards) and the upper loop's forwards, so the band continues the surface below and the next one can follow on.
 */
export function zipLoops(
  lower: readonly number[],
  lowerAt: readonly number[],
  upper: readonly number[],
  upperAt: readonly number[],
  into: number[],
): void {
  const m = lower.length;
  const n = upper.length;
  let a = 0;
  let b = 0;
  while (a < m || b < n) {
    const nextA = a + 1 < m ? (lowerAt[a + 1] as number) : 1;
    const nextB = b + 1 < n ? (upperAt[b + 1] as number) : 1;
    if (a < m && (b >= n || nextA <= nextB)) {
      into.push(lower[(a + 1) % m] as number, lower[a] as number, upper[b % n] as number);
      a++;
    } else {
      into.push(lower[a % m] as number, upper[b] as number, upper[(b + 1) % n] as number);
      b++;
    }
  }
}

/** The meshes as one (their vertices not joined: each keeps its own). */
export function joinMeshes(meshes: readonly TriangleMesh[]): TriangleMesh {
  const vertices = meshes.reduce((sum, m) => sum + m.positions.length, 0);
  const triangles = meshes.reduce((sum, m) => sum + m.indices.length, 0);
  const positions = new Float32Array(vertices);
  const indices = new Uint32Array(triangles);
  let v = 0;
  let f = 0;
  for (const m of meshes) {
    positions.set(m.positions, v);
    for (let i = 0; i < m.indices.length; i++) indices[f + i] = (m.indices[i] as number) + v / 3;
    v += m.positions.length;
    f += m.indices.length;
  }
  return { positions, indices };
}

/** How many connected parts the triangles make, joined by shared vertex indices (unused vertices not counted). */
export function partCount(mesh: TriangleMesh): number {
  const n = mesh.positions.length / 3;
  const parent = new Int32Array(n);
  for (let v = 0; v < n; v++) parent[v] = v;
  const find = (v: number) => {
    while (parent[v] !== v) {
      parent[v] = parent[parent[v] as number] as number;
      v = parent[v] as number;
    }
    return v;
  };
  const t = mesh.indices;
  const used = new Uint8Array(n);
  for (let f = 0; f < t.length; f += 3) {
    const a = find(t[f] as number);
    for (let k = 0; k < 3; k++) {
      used[t[f + k] as number] = 1;
      const b = find(t[f + k] as number);
      if (b !== a) parent[b] = a;
    }
  }
  let parts = 0;
  for (let v = 0; v < n; v++) if (used[v] && find(v) === v) parts++;
  return parts;
}

/** The mesh with every vertex moved by `transform` (triangles as they are). */
export function mapPositions(mesh: TriangleMesh, transform: (p: Vec3) => Vec3): TriangleMesh {
  const positions = new Float32Array(mesh.positions.length);
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    positions.set(transform([p[i] as number, p[i + 1] as number, p[i + 2] as number]), i);
  }
  return { positions, indices: mesh.indices };
}

/** Normal with mean 0 and standard deviation 1 (Box–Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Uniform in [low, high) from the next draw. */
export function between(random: Random, low: number, high: number): number {
  return low + (high - low) * random();
}

export function smoothstep(t: number): number {
  const u = Math.min(1, Math.max(0, t));
  return u * u * (3 - 2 * u);
}
