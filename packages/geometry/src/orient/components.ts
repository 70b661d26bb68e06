// The largest connected part of a scan, by surface area: real scans and phone captures come with stray triangles
// and loose fragments around the foot, and a triangle soup (an STL read without welding) is first welded so that
// triangles sharing a corner position belong to one part.
import { type TriangleMesh, triangleCross } from "../mesh";
import { weldMesh } from "../weld";

export interface LargestPart {
  mesh: TriangleMesh;
  /** Parts other than the kept one (each a set of triangles joined by shared vertices). */
  droppedParts: number;
}

/** Vertex count above which a mesh is taken for a soup: a welded surface has about half as many as triangles. */
const SOUP_VERTICES_PER_TRIANGLE = 1;

export function largestPart(input: TriangleMesh): LargestPart {
  const mesh =
    input.positions.length / 3 > SOUP_VERTICES_PER_TRIANGLE * (input.indices.length / 3) ? weldMesh(input) : input;
  const { positions: p, indices } = mesh;
  const vertices = p.length / 3;
  const parent = new Int32Array(vertices);
  for (let v = 0; v < vertices; v++) parent[v] = v;
  const find = (v: number) => {
    let root = v;
    while (parent[root] !== root) root = parent[root] as number;
    // Path halving keeps the union-find near linear.
    while (parent[v] !== root) {
      const next = parent[v] as number;
      parent[v] = root;
      v = next;
    }
    return root;
  };
  for (let t = 0; t < indices.length; t += 3) {
    const a = find(indices[t] as number);
    const b = find(indices[t + 1] as number);
    const c = find(indices[t + 2] as number);
    parent[b] = a;
    parent[c] = a;
  }
  // Each vertex's root once, read as a plain array from here on.
  const root = new Int32Array(vertices);
  for (let v = 0; v < vertices; v++) root[v] = find(v);
  const area = new Float64Array(vertices);
  const used = new Uint8Array(vertices);
  for (let t = 0; t < indices.length; t += 3) {
    const r = root[indices[t] as number] as number;
    area[r] = (area[r] as number) + triangleArea(p, indices, t);
    used[r] = 1;
  }
  let best = -1;
  let parts = 0;
  for (let v = 0; v < vertices; v++) {
    if (!used[v]) continue;
    parts++;
    if (best < 0 || (area[v] as number) > (area[best] as number)) best = v;
  }
  if (parts <= 1) return { mesh, droppedParts: 0 };
  // Two passes into typed arrays: the kept triangles' count, then the triangles with their vertices renumbered.
  let keptTriangles = 0;
  for (let t = 0; t < indices.length; t += 3) if (root[indices[t] as number] === best) keptTriangles++;
  const remap = new Int32Array(vertices).fill(-1);
  const triangles = new Uint32Array(3 * keptTriangles);
  const kept = new Float32Array(p.length);
  let keptVertices = 0;
  let next = 0;
  for (let t = 0; t < indices.length; t += 3) {
    if (root[indices[t] as number] !== best) continue;
    for (let k = 0; k < 3; k++) {
      const v = indices[t + k] as number;
      if ((remap[v] as number) < 0) {
        remap[v] = keptVertices;
        kept.set(p.subarray(3 * v, 3 * v + 3), 3 * keptVertices);
        keptVertices++;
      }
      triangles[next++] = remap[v] as number;
    }
  }
  return {
    mesh: { positions: kept.slice(0, 3 * keptVertices), indices: triangles },
    droppedParts: parts - 1,
  };
}

const cross = new Float64Array(3);

/** Twice the area-weighted normal of triangle `t` (its first index): (b − a) × (c − a), outward for a CCW triangle. */
export function triangleNormal(p: Float32Array, indices: Uint32Array, t: number): [number, number, number] {
  triangleCross(p, indices, t, cross);
  return [cross[0] as number, cross[1] as number, cross[2] as number];
}

/** Triangle `t`'s area, read as plain numbers (it runs once a triangle in every scan's largest part). */
export function triangleArea(p: Float32Array, indices: Uint32Array, t: number): number {
  triangleCross(p, indices, t, cross);
  const x = cross[0] as number;
  const y = cross[1] as number;
  const z = cross[2] as number;
  return Math.sqrt(x * x + y * y + z * z) / 2;
}
