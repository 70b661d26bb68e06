// The triangle mesh every part of the geometry package passes around: flat typed arrays, so a mesh of 150,000
// triangles crosses a worker boundary or goes into WASM memory without conversion.

/** A triangle mesh in millimetres. */
export interface TriangleMesh {
  /** xyz per vertex, in mm. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside (outward normals). */
  indices: Uint32Array;
}

export function vertexCount(mesh: TriangleMesh): number {
  return mesh.positions.length / 3;
}

export function triangleCount(mesh: TriangleMesh): number {
  return mesh.indices.length / 3;
}

/** Axis-aligned bounding box of the vertices: [minX, minY, minZ] and [maxX, maxY, maxZ]. */
export function boundingBox(mesh: TriangleMesh): {
  min: [number, number, number];
  max: [number, number, number];
} {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const p = mesh.positions;
  for (let i = 0; i < p.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = p[i + k] as number;
      if (v < (min[k] as number)) min[k] = v;
      if (v > (max[k] as number)) max[k] = v;
    }
  }
  return { min, max };
}
