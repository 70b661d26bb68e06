// Test helper: a scan thinned to about a given number of triangles by vertex clustering (each cell of a 3D grid
// becomes one vertex at the mean of its own; triangles that collapse go), the coarse kind of decimation a phone
// capture or an exporter applies. The cell grows until the triangle count is at most the target.
import type { TriangleMesh } from "../mesh";

export function clusterDecimate(mesh: TriangleMesh, targetTriangles: number): TriangleMesh {
  if (mesh.indices.length / 3 <= targetTriangles) return mesh;
  const p = mesh.positions;
  let min = Infinity;
  let max = -Infinity;
  for (const v of p) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  // A first guess from the area per wanted vertex (about half as many vertices as triangles).
  let area = 0;
  const t = mesh.indices;
  for (let f = 0; f < t.length; f += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => 3 * (t[f + k] as number)) as [number, number, number];
    const u = [0, 1, 2].map((k) => (p[b + k] as number) - (p[a + k] as number));
    const w = [0, 1, 2].map((k) => (p[c + k] as number) - (p[a + k] as number));
    const [u0, u1, u2] = u as [number, number, number];
    const [w0, w1, w2] = w as [number, number, number];
    area += Math.hypot(u1 * w2 - u2 * w1, u2 * w0 - u0 * w2, u0 * w1 - u1 * w0) / 2;
  }
  let cell = Math.sqrt(area / (targetTriangles / 2));
  for (;;) {
    const out = cluster(mesh, cell, min);
    if (out.indices.length / 3 <= targetTriangles) return out;
    cell *= 1.05;
  }
}

function cluster(mesh: TriangleMesh, cell: number, origin: number): TriangleMesh {
  const p = mesh.positions;
  const ids = new Map<string, number>();
  const of = new Uint32Array(p.length / 3);
  const sums: number[] = [];
  for (let v = 0; v < p.length / 3; v++) {
    const key = [0, 1, 2].map((k) => Math.floor(((p[3 * v + k] as number) - origin) / cell)).join(",");
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size;
      ids.set(key, id);
      sums.push(0, 0, 0, 0);
    }
    of[v] = id;
    for (let k = 0; k < 3; k++) sums[4 * id + k] = (sums[4 * id + k] as number) + (p[3 * v + k] as number);
    sums[4 * id + 3] = (sums[4 * id + 3] as number) + 1;
  }
  const positions = new Float32Array(3 * ids.size);
  for (let id = 0; id < ids.size; id++) {
    for (let k = 0; k < 3; k++) positions[3 * id + k] = (sums[4 * id + k] as number) / (sums[4 * id + 3] as number);
  }
  const indices: number[] = [];
  const t = mesh.indices;
  for (let f = 0; f < t.length; f += 3) {
    const a = of[t[f] as number] as number;
    const b = of[t[f + 1] as number] as number;
    const c = of[t[f + 2] as number] as number;
    if (a !== b && b !== c && a !== c) indices.push(a, b, c);
  }
  return { positions, indices: Uint32Array.from(indices) };
}
