// Vertex clustering on a cubic grid, the one decimation the package uses: each cell's vertices merged into their
// mean, triangles that collapse dropped. The measuring thins dense scans with it (measure/thin.ts) and the
// accuracy tests decimate their scans with it (testing/decimate.ts).
import { type TriangleMesh, triangleCross } from "./mesh";

/** The surface's area, in its units squared. */
export function surfaceArea(mesh: TriangleMesh): number {
  const n = new Float64Array(3);
  let area = 0;
  for (let f = 0; f < mesh.indices.length; f += 3) {
    triangleCross(mesh.positions, mesh.indices, f, n);
    area += Math.hypot(n[0] as number, n[1] as number, n[2] as number) / 2;
  }
  return area;
}

/**
 * The mesh clustered on a grid of `cell` (its units): at most as many triangles, none degenerate. With
 * `dropRepeats`, two triangles that collapse onto the same three clusters are kept once (a clean export, as a
 * scanner's software gives); without, the pass stays linear and allocation-free per triangle.
 */
export function clusterVertices(mesh: TriangleMesh, cell: number, dropRepeats = false): TriangleMesh {
  const p = mesh.positions;
  const vertices = p.length / 3;
  const clusterOf = new Uint32Array(vertices);
  const ids = new Map<number, number>();
  const sums: number[] = [];
  // Cell coordinates offset to be non-negative, packed into one exact number (below 2^53).
  const span = 1 << 17;
  for (let v = 0; v < vertices; v++) {
    const i = Math.floor((p[3 * v] as number) / cell) + span / 2;
    const j = Math.floor((p[3 * v + 1] as number) / cell) + span / 2;
    const k = Math.floor((p[3 * v + 2] as number) / cell) + span / 2;
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
  const kept = new Uint32Array(t.length);
  const seen = dropRepeats ? new Set<string>() : undefined;
  let k = 0;
  for (let f = 0; f < t.length; f += 3) {
    const a = clusterOf[t[f] as number] as number;
    const b = clusterOf[t[f + 1] as number] as number;
    const c = clusterOf[t[f + 2] as number] as number;
    if (a === b || b === c || c === a) continue;
    if (seen) {
      const key = [a, b, c].sort((u, v) => u - v).join(",");
      if (seen.has(key)) continue;
      seen.add(key);
    }
    kept[k++] = a;
    kept[k++] = b;
    kept[k++] = c;
  }
  return { positions, indices: kept.slice(0, k) };
}
