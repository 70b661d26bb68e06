// Checks of mesh validity used by the tests and by anyone receiving a mesh: closed (every edge shared by
// exactly two triangles), consistently oriented (each shared edge runs opposite ways in its two triangles) and
// outward (positive signed volume).
import type { TriangleMesh } from "./mesh";

export interface ManifoldReport {
  /** Every undirected edge is used by exactly two triangles. */
  closed: boolean;
  /** Every directed edge occurs once and its reverse occurs too: neighbouring triangles agree on orientation. */
  consistentlyOriented: boolean;
  /** Signed volume in mm³ (positive when normals point outward). */
  volume: number;
  /** Triangles with (near) zero area. */
  degenerateTriangles: number;
}

export function checkManifold(mesh: TriangleMesh): ManifoldReport {
  const { positions: p, indices } = mesh;
  const vertices = p.length / 3;
  // Directed edges a→b as a * vertices + b (exact below 2^53), sorted: a duplicate is a non-manifold or
  // inconsistently oriented edge, a missing reverse an open (or inconsistent) one.
  const edges = new Float64Array(indices.length);
  let volume = 0;
  let degenerateTriangles = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t] as number;
    const b = indices[t + 1] as number;
    const c = indices[t + 2] as number;
    edges[t] = a * vertices + b;
    edges[t + 1] = b * vertices + c;
    edges[t + 2] = c * vertices + a;
    const ax = p[3 * a] as number;
    const ay = p[3 * a + 1] as number;
    const az = p[3 * a + 2] as number;
    const bx = p[3 * b] as number;
    const by = p[3 * b + 1] as number;
    const bz = p[3 * b + 2] as number;
    const cx = p[3 * c] as number;
    const cy = p[3 * c + 1] as number;
    const cz = p[3 * c + 2] as number;
    // Signed volume of the tetrahedron (origin, a, b, c): a · (b × c) / 6.
    volume += (ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)) / 6;
    const ux = bx - ax;
    const uy = by - ay;
    const uz = bz - az;
    const vx = cx - ax;
    const vy = cy - ay;
    const vz = cz - az;
    const area2 = Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
    if (area2 < 1e-9 || a === b || b === c || c === a) degenerateTriangles++;
  }
  edges.sort();
  let duplicated = false;
  let unmatched = 0;
  for (let i = 0; i < edges.length; i++) {
    const key = edges[i] as number;
    if (i > 0 && key === edges[i - 1]) duplicated = true;
    const u = Math.floor(key / vertices);
    const v = key - u * vertices;
    if (!contains(edges, v * vertices + u)) unmatched++;
  }
  // Each directed edge once, each with its reverse: every undirected edge has exactly two triangles that agree.
  const consistentlyOriented = !duplicated && unmatched === 0;
  return {
    closed: consistentlyOriented || closedIgnoringOrientation(edges, vertices),
    consistentlyOriented,
    volume,
    degenerateTriangles,
  };
}

function contains(sorted: Float64Array, key: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = sorted[mid] as number;
    if (value === key) return true;
    if (value < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** Every undirected edge used exactly twice, whatever the directions (the slow path, for a failing mesh). */
function closedIgnoringOrientation(edges: Float64Array, vertices: number): boolean {
  const undirected = edges.map((key) => {
    const u = Math.floor(key / vertices);
    const v = key - u * vertices;
    return Math.min(u, v) * vertices + Math.max(u, v);
  });
  undirected.sort();
  for (let i = 0; i < undirected.length; i += 2) {
    if (undirected[i] !== undirected[i + 1]) return false;
    if (i + 2 < undirected.length && undirected[i + 2] === undirected[i]) return false;
  }
  return true;
}

/**
 * Edges not shared by exactly two triangles when triangles are joined by vertex position, as an STL or OBJ reader
 * joins them (a hole's edge, a pinch where four triangles meet, the edge a triangle with two corners at one
 * position lays twice over its neighbour): 0 for a closed surface.
 */
export function openEdges(mesh: TriangleMesh): number {
  const { positions: p, indices } = mesh;
  const ids = new Map<string, number>();
  const idOf = (v: number) => {
    const key = `${p[3 * v]},${p[3 * v + 1]},${p[3 * v + 2]}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
    }
    return id;
  };
  const uses = new Map<string, number>();
  for (let t = 0; t < indices.length; t += 3) {
    const corners = [idOf(indices[t] as number), idOf(indices[t + 1] as number), idOf(indices[t + 2] as number)];
    for (let i = 0; i < 3; i++) {
      const a = corners[i] as number;
      const b = corners[(i + 1) % 3] as number;
      if (a === b) continue;
      const key = a < b ? `${a},${b}` : `${b},${a}`;
      uses.set(key, (uses.get(key) ?? 0) + 1);
    }
  }
  let open = 0;
  for (const count of uses.values()) if (count !== 2) open++;
  return open;
}
