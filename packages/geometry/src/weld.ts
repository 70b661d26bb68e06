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
  // An open-addressing table of first vertices by their positions' bits (a string key per vertex took two seconds
  // on a 500,000-triangle STL): a power of two at least twice the vertices, -1 empty.
  let size = 1;
  while (size < 2 * vertices) size *= 2;
  const table = new Int32Array(size).fill(-1);
  const kept = new Float32Array(positions.length);
  const keptBits = new Uint32Array(kept.buffer);
  let count = 0;
  for (let v = 0; v < vertices; v++) {
    // -0 and +0 are one position: normalise the sign bit of a zero.
    const x = bits[3 * v] === 0x80000000 ? 0 : (bits[3 * v] as number);
    const y = bits[3 * v + 1] === 0x80000000 ? 0 : (bits[3 * v + 1] as number);
    const z = bits[3 * v + 2] === 0x80000000 ? 0 : (bits[3 * v + 2] as number);
    let slot = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(z, 0xc2b2ae3d)) & (size - 1);
    let index = -1;
    for (;;) {
      const at = table[slot] as number;
      if (at < 0) break;
      if (keptBits[3 * at] === x && keptBits[3 * at + 1] === y && keptBits[3 * at + 2] === z) {
        index = at;
        break;
      }
      slot = (slot + 1) & (size - 1);
    }
    if (index < 0) {
      index = count++;
      table[slot] = index;
      keptBits[3 * index] = x;
      keptBits[3 * index + 1] = y;
      keptBits[3 * index + 2] = z;
    }
    remap[v] = index;
  }
  const triangles = new Uint32Array(indices.length);
  let next = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = remap[indices[t] as number] as number;
    const b = remap[indices[t + 1] as number] as number;
    const c = remap[indices[t + 2] as number] as number;
    if (a !== b && b !== c && c !== a) {
      triangles[next++] = a;
      triangles[next++] = b;
      triangles[next++] = c;
    }
  }
  return { positions: kept.slice(0, 3 * count), indices: triangles.slice(0, next) };
}
