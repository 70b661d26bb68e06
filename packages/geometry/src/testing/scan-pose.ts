// Test helpers: a synthetic foot as a real scan might hand it over: turned anywhere about the vertical, tilted,
// moved, in other units, noisy, with debris around it. `place` maps a point of the foot's frame to the scan's.

import type { Random } from "../foot/random";
import type { TriangleMesh } from "../mesh";

export interface ScanPose {
  /** Turn about the vertical, radians. */
  yaw: number;
  /** Tilt, radians, about the horizontal axis at `tiltAxis` radians from x. */
  tilt: number;
  tiltAxis: number;
  /** Scan units per millimetre (1, 0.1 for cm, 0.001 for m). */
  unitsPerMm: number;
  /** Added after the turn, in mm. */
  shift: [number, number, number];
}

export function place(pose: ScanPose, [x, y, z]: [number, number, number]): [number, number, number] {
  const a = Math.cos(pose.yaw) * x - Math.sin(pose.yaw) * y;
  const b = Math.sin(pose.yaw) * x + Math.cos(pose.yaw) * y;
  // Rodrigues' rotation about the unit axis u = (cos t, sin t, 0).
  const ux = Math.cos(pose.tiltAxis);
  const uy = Math.sin(pose.tiltAxis);
  const cos = Math.cos(pose.tilt);
  const sin = Math.sin(pose.tilt);
  const d = ux * a + uy * b;
  const rx = a * cos + uy * z * sin + ux * d * (1 - cos);
  const ry = b * cos - ux * z * sin + uy * d * (1 - cos);
  const rz = z * cos + (ux * b - uy * a) * sin;
  const s = pose.unitsPerMm;
  return [(rx + pose.shift[0]) * s, (ry + pose.shift[1]) * s, (rz + pose.shift[2]) * s];
}

/**
 * The foot's mesh as scanned: one vertex 5 mm below the sole (under the lowest vertex), a stray triangle 30 mm
 * behind the heel, every vertex moved by up to `noiseMm` on each axis, then placed.
 */
export function asScanned(mesh: TriangleMesh, pose: ScanPose, random: Random, noiseMm: number): TriangleMesh {
  const source = mesh.positions;
  let lowest = 0;
  for (let i = 2; i < source.length; i += 3)
    if ((source[i] as number) < (source[3 * lowest + 2] as number)) lowest = (i - 2) / 3;
  const vertices = source.length / 3;
  const positions = new Float32Array(source.length + 9);
  const stray: [number, number, number][] = [
    [0, -30, 2],
    [2, -30, 2],
    [0, -31, 4],
  ];
  for (let v = 0; v < vertices + 3; v++) {
    const point: [number, number, number] =
      v < vertices
        ? [source[3 * v] as number, source[3 * v + 1] as number, source[3 * v + 2] as number]
        : (stray[v - vertices] as [number, number, number]);
    if (v < vertices) for (let k = 0; k < 3; k++) point[k] = (point[k] as number) + noiseMm * (2 * random() - 1);
    if (v === lowest) point[2] -= 5;
    positions.set(place(pose, point), 3 * v);
  }
  const indices = new Uint32Array(mesh.indices.length + 3);
  indices.set(mesh.indices);
  indices.set([vertices, vertices + 1, vertices + 2], mesh.indices.length);
  return { positions, indices };
}
