// Test helper: a real decimation, as a scanner's software does before export: vertex clustering on a cubic grid
// (each cell's vertices merged into their mean), triangles that collapse or repeat dropped, the cell size searched
// for the wanted triangle count.
import type { TriangleMesh } from "../mesh";

/** The mesh clustered on a grid of `cell` (its units): at most as many triangles, none degenerate. */
export function clusterVertices(mesh: TriangleMesh, cell: number): TriangleMesh {
  const p = mesh.positions;
  const vertices = p.length / 3;
  const clusterOf = new Uint32Array(vertices);
  const ids = new Map<number, number>();
  const sums: number[] = [];
  // Cell coordinates offset to be non-negative, packed into one exact number (below 2^53).
  const span = 1 << 17;
  for (let v = 0; v < vertices; v++) {
    const [i, j, k] = [0, 1, 2].map((a) => Math.floor((p[3 * v + a] as number) / cell) + span / 2) as [
      number,
      number,
      number,
    ];
    const key = (i * span + j) * span + k;
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
      sums.push(0, 0, 0, 0);
    }
    clusterOf[v] = id;
    sums[4 * id] = (sums[4 * id] as number) + (p[3 * v] as number);
    sums[4 * id + 1] = (sums[4 * id + 1] as number) + (p[3 * v + 1] as number);
    sums[4 * id + 2] = (sums[4 * id + 2] as number) + (p[3 * v + 2] as number);
    sums[4 * id + 3] = (sums[4 * id + 3] as number) + 1;
  }
  const positions = new Float32Array(3 * ids.size);
  for (let id = 0; id < ids.size; id++) {
    const n = sums[4 * id + 3] as number;
    for (let a = 0; a < 3; a++) positions[3 * id + a] = (sums[4 * id + a] as number) / n;
  }
  const t = mesh.indices;
  const kept: number[] = [];
  const seen = new Set<string>();
  for (let f = 0; f < t.length; f += 3) {
    const a = clusterOf[t[f] as number] as number;
    const b = clusterOf[t[f + 1] as number] as number;
    const c = clusterOf[t[f + 2] as number] as number;
    if (a === b || b === c || c === a) continue;
    const key = [a, b, c].sort((u, v) => u - v).join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(a, b, c);
  }
  return { positions, indices: new Uint32Array(kept) };
}

/**
 * The mesh decimated to about `triangles` (within 2%, or the nearest the search reached), by vertex clustering
 * with the cell size found by bisection in log scale.
 */
export function decimate(mesh: TriangleMesh, triangles: number): TriangleMesh {
  if (mesh.indices.length / 3 <= triangles) return mesh;
  let area = 0;
  const p = mesh.positions;
  const t = mesh.indices;
  for (let f = 0; f < t.length; f += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[f + k] as number)) as [number, number, number];
    const u = [0, 1, 2].map((k) => (p[b + k] as number) - (p[a + k] as number));
    const v = [0, 1, 2].map((k) => (p[c + k] as number) - (p[a + k] as number));
    const [u0, u1, u2] = u as [number, number, number];
    const [v0, v1, v2] = v as [number, number, number];
    area += Math.hypot(u1 * v2 - u2 * v1, u2 * v0 - u0 * v2, u0 * v1 - u1 * v0) / 2;
  }
  // A surface of area A in cells of side h keeps about 2·A/h² triangles: start there, then bisect.
  let low = Math.sqrt(area / triangles) * 0.5;
  let high = Math.sqrt(area / triangles) * 4;
  let best = mesh;
  for (let i = 0; i < 30; i++) {
    const cell = Math.sqrt(low * high);
    const result = clusterVertices(mesh, cell);
    const count = result.indices.length / 3;
    if (Math.abs(count - triangles) < Math.abs(best.indices.length / 3 - triangles)) best = result;
    if (Math.abs(count - triangles) <= 0.02 * triangles) break;
    if (count > triangles) low = cell;
    else high = cell;
  }
  return best;
}
