// A dense scan thinned before it is measured: vertex clustering on a cubic grid (each cell's vertices merged into
// their mean, collapsed triangles dropped) down to about THIN_TO triangles. The measuring reads smooth, area-based
// features that hold at 20,000 triangles (its accuracy test), so a 150,000-triangle scan need not cost seven times
// as much; the cell (about 2 mm on a foot) is far under the features' own size.
import type { TriangleMesh } from "../mesh";

export const THIN_TO = 25_000;

export function thinned(mesh: TriangleMesh): TriangleMesh {
  const triangles = mesh.indices.length / 3;
  if (triangles <= THIN_TO) return mesh;
  const p = mesh.positions;
  const t = mesh.indices;
  // The cell from the surface's area: about one vertex (two triangles) per cell² of it.
  let area = 0;
  for (let f = 0; f < t.length; f += 3) {
    const a = 3 * (t[f] as number);
    const b = 3 * (t[f + 1] as number);
    const c = 3 * (t[f + 2] as number);
    const ux = (p[b] as number) - (p[a] as number);
    const uy = (p[b + 1] as number) - (p[a + 1] as number);
    const uz = (p[b + 2] as number) - (p[a + 2] as number);
    const vx = (p[c] as number) - (p[a] as number);
    const vy = (p[c + 1] as number) - (p[a + 1] as number);
    const vz = (p[c + 2] as number) - (p[a + 2] as number);
    area += Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx) / 2;
  }
  const cell = Math.sqrt(area / (THIN_TO / 2));
  if (!(cell > 0)) return mesh;
  const vertices = p.length / 3;
  const of = new Uint32Array(vertices);
  const ids = new Map<number, number>();
  const sums: number[] = [];
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
    of[v] = id;
    sums[4 * id] = (sums[4 * id] as number) + (p[3 * v] as number);
    sums[4 * id + 1] = (sums[4 * id + 1] as number) + (p[3 * v + 1] as number);
    sums[4 * id + 2] = (sums[4 * id + 2] as number) + (p[3 * v + 2] as number);
    sums[4 * id + 3] = (sums[4 * id + 3] as number) + 1;
  }
  const positions = new Float32Array(3 * ids.size);
  for (let id = 0; id < ids.size; id++) {
    const n = sums[4 * id + 3] as number;
    positions[3 * id] = (sums[4 * id] as number) / n;
    positions[3 * id + 1] = (sums[4 * id + 1] as number) / n;
    positions[3 * id + 2] = (sums[4 * id + 2] as number) / n;
  }
  const kept = new Uint32Array(t.length);
  let k = 0;
  for (let f = 0; f < t.length; f += 3) {
    const a = of[t[f] as number] as number;
    const b = of[t[f + 1] as number] as number;
    const c = of[t[f + 2] as number] as number;
    if (a === b || b === c || a === c) continue;
    kept[k++] = a;
    kept[k++] = b;
    kept[k++] = c;
  }
  return { positions, indices: kept.slice(0, k) };
}
