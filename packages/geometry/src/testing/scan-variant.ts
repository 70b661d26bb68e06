// Test helper for the accuracy tests of issue 19: a synthetic foot as a scanner might hand it over, each change
// chosen on its own: turned anywhere about the vertical and tilted up to 10 degrees and moved, in cm or m, with
// Gaussian noise on its vertices, decimated, with debris. The pose comes back, so the ground truth (in the foot's
// frame, mm) maps to the scan.
import type { LandmarkName } from "@solerx/domain/scan";
import type { Point3, SyntheticFoot } from "../foot/generate";
import { type Random, seededRandom } from "../foot/random";
import type { TriangleMesh } from "../mesh";
import { decimate } from "./decimate";
import { place, type ScanPose } from "./scan-pose";

export type ScanUnitsOption = "mm" | "cm" | "m";
const UNITS_PER_MM: Record<ScanUnitsOption, number> = { mm: 1, cm: 0.1, m: 0.001 };
/** The largest tilt of a random pose, radians (10 degrees). */
export const MAX_TILT = (10 * Math.PI) / 180;
/** A random pose moves the foot by up to this much on each axis, mm. */
const MAX_SHIFT_MM = 500;

export interface ScanVariantOptions {
  /** Seed of the random pose and the noise. */
  seed: number;
  /** "random": any turn about the vertical, a tilt up to 10°, a move up to 500 mm; or this pose; none by default. */
  pose?: "random" | Omit<ScanPose, "unitsPerMm">;
  /** The scan's units; mm by default. */
  units?: ScanUnitsOption;
  /** Standard deviation of the Gaussian noise on each coordinate of each vertex, mm; none by default. */
  noiseMm?: number;
  /** Decimate to about this many triangles (vertex clustering); not by default. */
  decimateTo?: number;
  /** A stray triangle 30 mm behind the heel and one vertex pulled 5 mm below the sole. */
  debris?: boolean;
}

export interface ScanVariant {
  mesh: TriangleMesh;
  /** The pose, units included, from the foot's frame to the scan's. */
  pose: ScanPose;
  /** A point of the foot's frame (mm) in the scan's coordinates. */
  toScan(point: Point3): [number, number, number];
  /** The foot's ground-truth landmarks in the scan's coordinates. */
  landmarks: Record<LandmarkName, [number, number, number]>;
  /** With debris: the vertex pulled below the sole and the stray triangle (its index, the last). */
  debris?: { pulledVertex: number; strayTriangle: number };
}

/** A pose drawn from `random`: any turn about the vertical, a tilt up to 10°, a move up to 500 mm on each axis. */
export function randomPose(random: Random): Omit<ScanPose, "unitsPerMm"> {
  return {
    yaw: 2 * Math.PI * random(),
    tilt: MAX_TILT * random(),
    tiltAxis: 2 * Math.PI * random(),
    shift: [0, 0, 0].map(() => MAX_SHIFT_MM * (2 * random() - 1)) as [number, number, number],
  };
}

/** Normal with mean 0 and standard deviation 1 (Box–Muller). */
function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function scanVariant(foot: SyntheticFoot, options: ScanVariantOptions): ScanVariant {
  const random = seededRandom(options.seed);
  const base =
    options.pose === "random"
      ? randomPose(random)
      : (options.pose ?? { yaw: 0, tilt: 0, tiltAxis: 0, shift: [0, 0, 0] });
  const pose: ScanPose = { ...base, unitsPerMm: UNITS_PER_MM[options.units ?? "mm"] };
  let mesh = options.decimateTo === undefined ? foot.mesh : decimate(foot.mesh, options.decimateTo);
  const vertices = mesh.positions.length / 3;
  const positions = new Float32Array(mesh.positions.length + (options.debris ? 9 : 0));
  positions.set(mesh.positions);
  let indices = mesh.indices;
  let debris: ScanVariant["debris"];
  if (options.debris) {
    let lowest = 0;
    for (let v = 1; v < vertices; v++) {
      if ((positions[3 * v + 2] as number) < (positions[3 * lowest + 2] as number)) lowest = v;
    }
    positions[3 * lowest + 2] = (positions[3 * lowest + 2] as number) - 5;
    positions.set([0, -30, 2, 2, -30, 2, 0, -31, 4], 3 * vertices);
    indices = new Uint32Array(mesh.indices.length + 3);
    indices.set(mesh.indices);
    indices.set([vertices, vertices + 1, vertices + 2], mesh.indices.length);
    debris = { pulledVertex: lowest, strayTriangle: indices.length / 3 - 1 };
  }
  const noise = options.noiseMm ?? 0;
  for (let i = 0; i < positions.length; i += 3) {
    const point: [number, number, number] = [
      positions[i] as number,
      positions[i + 1] as number,
      positions[i + 2] as number,
    ];
    // Noise on the foot's vertices; the stray triangle is debris as it is.
    if (noise > 0 && i < 3 * vertices)
      for (let k = 0; k < 3; k++) point[k] = (point[k] as number) + noise * gaussian(random);
    positions.set(place(pose, point), i);
  }
  mesh = { positions, indices };
  const toScan = (p: Point3) => place(pose, [p.x, p.y, p.z]);
  const landmarks = Object.fromEntries(Object.entries(foot.landmarks).map(([name, p]) => [name, toScan(p)])) as Record<
    LandmarkName,
    [number, number, number]
  >;
  return { mesh, pose, toScan, landmarks, ...(debris && { debris }) };
}
