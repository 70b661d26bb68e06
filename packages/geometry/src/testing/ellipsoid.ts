// Reference meshes for tests (of this package and of the apps, through "@solerx/geometry/testing"): closed,
// outward UV ellipsoids, poles as single vertices. No test library here, so any test can import it.
import type { TriangleMesh } from "../mesh";

/** A closed, outward UV ellipsoid with the radii along x, y and z and the given resolution. */
export function ellipsoid(
  [rx, ry, rz]: readonly [number, number, number],
  rings: number,
  segments: number,
): TriangleMesh {
  const positions: number[] = [0, 0, -rz];
  for (let r = 1; r < rings; r++) {
    const phi = -Math.PI / 2 + (Math.PI * r) / rings;
    for (let s = 0; s < segments; s++) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push(rx * Math.cos(phi) * Math.cos(theta), ry * Math.cos(phi) * Math.sin(theta), rz * Math.sin(phi));
    }
  }
  positions.push(0, 0, rz);
  const top = positions.length / 3 - 1;
  const ring = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s++) indices.push(0, ring(1, s + 1), ring(1, s));
  for (let r = 1; r < rings - 1; r++) {
    for (let s = 0; s < segments; s++) {
      indices.push(ring(r, s), ring(r, s + 1), ring(r + 1, s + 1), ring(r, s), ring(r + 1, s + 1), ring(r + 1, s));
    }
  }
  for (let s = 0; s < segments; s++) indices.push(top, ring(rings - 1, s), ring(rings - 1, s + 1));
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/** A closed, outward UV sphere with the given radius and resolution. */
export function sphere(radius: number, rings: number, segments: number): TriangleMesh {
  return ellipsoid([radius, radius, radius], rings, segments);
}
