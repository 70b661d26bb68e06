// The triangle mesh every part of the geometry package passes around: flat typed arrays, so a mesh of 150,000
// triangles crosses a worker boundary or goes into WASM memory without conversion.

/** A triangle mesh in millimetres. */
export interface TriangleMesh {
  /** xyz per vertex, in mm. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside (outward normals). */
  indices: Uint32Array;
}

/**
 * Twice triangle `t`'s area-weighted normal (its first index), (b − a) × (c − a), outward for a CCW triangle,
 * written into `out`: the one cross product every pass over a scan's triangles reads, with no array made per
 * triangle.
 */
export function triangleCross(p: Float32Array, indices: Uint32Array, t: number, out: Float64Array): void {
  const a = 3 * (indices[t] as number);
  const b = 3 * (indices[t + 1] as number);
  const c = 3 * (indices[t + 2] as number);
  const ux = (p[b] as number) - (p[a] as number);
  const uy = (p[b + 1] as number) - (p[a + 1] as number);
  const uz = (p[b + 2] as number) - (p[a + 2] as number);
  const vx = (p[c] as number) - (p[a] as number);
  const vy = (p[c + 1] as number) - (p[a + 1] as number);
  const vz = (p[c + 2] as number) - (p[a + 2] as number);
  out[0] = uy * vz - uz * vy;
  out[1] = uz * vx - ux * vz;
  out[2] = ux * vy - uy * vx;
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
