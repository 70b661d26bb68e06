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
  // Directed edge a→b keyed as a * vertices + b (safe below 2^53 for any realistic mesh).
  const directed = new Map<number, number>();
  let volume = 0;
  let degenerateTriangles = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const a = indices[t] as number;
    const b = indices[t + 1] as number;
    const c = indices[t + 2] as number;
    for (const [u, v] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      const key = u * vertices + v;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
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
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    if (Math.hypot(nx, ny, nz) < 1e-9) degenerateTriangles++;
  }
  let closed = true;
  let consistentlyOriented = true;
  for (const [key, count] of directed) {
    const u = Math.floor(key / vertices);
    const v = key - u * vertices;
    const reverse = directed.get(v * vertices + u) ?? 0;
    if (count !== 1 || reverse !== 1) consistentlyOriented = false;
    if (count + reverse !== 2) closed = false;
  }
  return { closed, consistentlyOriented, volume, degenerateTriangles };
}
