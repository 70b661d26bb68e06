// Welding a decoded mesh. Draco quantises positions to a grid: two vertices of a closed scan can land on one grid
// point (collapsed) while staying two vertices, and a triangle can lose its area to a repeated vertex. Anything that
// joins triangles by position (an STL reader, a slicer) then sees the surface torn. weldMesh makes vertices at the
// same position one vertex and drops the triangles that then repeat a vertex, so a closed scan stays closed.
import type { TriangleMesh } from "./mesh";

export function weldMesh(mesh: TriangleMesh): TriangleMesh {
  const { positions, indices } = mesh;
  const bits = new Uint32Array(positions.buffer, positions.byteOffset, positions.length);
  const vertices = positions.length / 3;
  const remap = new Uint32Array(vertices);
  const seen = new Map<string, number>();
  const kept: number[] = [];
  for (let v = 0; v < vertices; v++) {
    // -0 and +0 are one position: normalise the sign bit of a zero.
    const key = `${bits[3 * v] === 0x80000000 ? 0 : bits[3 * v]},${bits[3 * v + 1] === 0x80000000 ? 0 : bits[3 * v + 1]},${bits[3 * v + 2] === 0x80000000 ? 0 : bits[3 * v + 2]}`;
    let index = seen.get(key);
    if (index === undefined) {
      index = kept.length / 3;
      seen.set(key, index);
      kept.push(positions[3 * v] as number, positions[3 * v + 1] as number, positions[3 * v + 2] as number);
    }
    remap[v] = index;
  }
  const triangles: number[] = [];
  for (let t = 0; t < indices.length; t += 3) {
    const a = remap[indices[t] as number] as number;
    const b = remap[indices[t + 1] as number] as number;
    const c = remap[indices[t + 2] as number] as number;
    if (a !== b && b !== c && c !== a) triangles.push(a, b, c);
  }
  return { positions: new Float32Array(kept), indices: new Uint32Array(triangles) };
}
