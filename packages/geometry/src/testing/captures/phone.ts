// A phone capture of a standing foot (photogrammetry or a depth camera): cut open above the ankle where the
// capture stopped, holes where the camera saw too little (round patches of 5 to 15 mm radius, 3 to 8 of them, on
// the sides and the top: at most one on the sole, which the phone barely sees), Gaussian noise of 0.5 to 1.5 mm on
// every vertex (phones' depth noise), a piece of the floor around the foot (fused with it, or a sheet of its own),
// and a scale off by the phone's guess of distance (0.9 or 1.13 of true size), or inches.
import type { SyntheticFoot } from "../../foot/generate";
import { type Random, seededRandom } from "../../foot/random";
import { boundingBox, type TriangleMesh } from "../../mesh";
import { ankleCut } from "./ankle-cut";
import { type Capture, type CaptureOptions, scaled } from "./capture";
import { withDebris } from "./debris";
import { type FloorKind, withFloor } from "./floor";
import { between, compact, gaussian, partCount, type Vec3 } from "./mesh-ops";

/** Holes' count and radius (mm), and the noise's standard deviation (mm), drawn when not given. */
export const PHONE_HOLES: [number, number] = [3, 8];
export const HOLE_RADIUS_MM: [number, number] = [5, 15];
export const PHONE_NOISE_MM: [number, number] = [0.5, 1.5];
/** Where the capture stopped above the ankle, share of the foot's length, and its tilt (degrees). */
const PHONE_CUT: [number, number] = [0.4, 0.5];
const PHONE_CUT_TILT = 8;
/** Holes keep this clear of each other and of the open top, mm, so each stays a hole of its own. */
const HOLE_GAP_MM = 8;
/** The sole: vertices this low, mm; a hole there is centred under the midfoot (0.3 to 0.7 of the length). */
const SOLE_MM = 5;

export interface PhoneCaptureOptions extends CaptureOptions {
  /** How many holes: 0 for none; default 3 to 8 from the seed. */
  holes?: number;
  /** Standard deviation of the noise on every coordinate, mm: 0 for none; default 0.5 to 1.5 from the seed. */
  noiseMm?: number;
  /** The floor: "connected" (fused with the foot's rim, the default), "separate" (a sheet of its own) or "none". */
  floor?: FloorKind | "none";
  /** The capture's size over the true size: 0.9 or 1.13 for a phone's error, 1/25.4 for inches. Default 1. */
  scale?: number;
}

/**
 * A phone capture of the standing foot drawn from `seed`: cut open at 0.4 to 0.5 of its length (tilted up to 8°),
 * with holes, noise, a floor and a scale as the options say. The foot's frame (its ground at z = 0) times `scale`.
 */
export function phoneCapture(foot: SyntheticFoot, seed: number, options: PhoneCaptureOptions = {}): Capture {
  // One stream per feature, so that turning one off (holes: 0, noiseMm: 0, floor: "none") leaves the others as
  // they were: the same seed gives the same cut, holes, floor and noise whichever are on.
  const random = seededRandom(seed);
  const [holeRandom, floorRandom, noiseRandom] = [1, 2, 3].map((k) => seededRandom(seed * 7919 + k));
  const L = foot.measurements.footLength;
  const height = between(random, ...PHONE_CUT) * L;
  const tilt = between(random, 0, PHONE_CUT_TILT);
  const tiltAzimuth = between(random, 0, 360);
  const drawnHoles = PHONE_HOLES[0] + Math.floor(random() * (PHONE_HOLES[1] - PHONE_HOLES[0] + 1));
  const drawnNoise = between(random, ...PHONE_NOISE_MM);
  const holes = options.holes ?? drawnHoles;
  const noise = options.noiseMm ?? drawnNoise;
  const base = ankleCut(foot, { height, capped: false, tilt, tiltAzimuth });
  // The cut's lowest point on the leg (it falls by tan(tilt) over the leg's reach): holes stay below it.
  const below = height - Math.tan((tilt * Math.PI) / 180) * 0.3 * L;
  let mesh = holes > 0 ? withHoles(base.mesh, holes, L, below, holeRandom as Random) : base.mesh;
  const footBox = boundingBox(mesh);
  let parts = 1;
  const floor = options.floor ?? "connected";
  if (floor !== "none") {
    mesh = withFloor(mesh, floor, floorRandom as Random, base.mesh);
    if (floor === "separate") parts++;
  }
  let capture: Capture = { ...base, kind: "phone", mesh, parts };
  if (options.debris) capture = withDebris(capture, seed, footBox);
  if (noise > 0) capture = { ...capture, mesh: noisy(capture.mesh, noise, noiseRandom as Random) };
  return options.scale === undefined || options.scale === 1 ? capture : scaled(capture, options.scale);
}

/**
 * The mesh without the triangles whose centroid lies within a hole: `count` balls of 5 to 15 mm radius around
 * vertices drawn from the foot (below the open top, behind the toes; the first on the sole half the time), each
 * clear of the others. Holes that would cut a piece off the foot are drawn again.
 */
function withHoles(mesh: TriangleMesh, count: number, L: number, top: number, random: () => number): TriangleMesh {
  const p = mesh.positions;
  const n = p.length / 3;
  const at = (v: number): Vec3 => [p[3 * v] as number, p[3 * v + 1] as number, p[3 * v + 2] as number];
  for (let attempt = 0; ; attempt++) {
    const holes: Hole[] = [];
    const onSole = random() < 0.5;
    for (let tries = 0; holes.length < count && tries < 1000; tries++) {
      const radius = between(random, ...HOLE_RADIUS_MM);
      const centre = at(Math.floor(random() * n));
      const [, y, z] = centre;
      const sole = onSole && holes.length === 0;
      if (sole ? z > SOLE_MM || y < 0.3 * L || y > 0.7 * L : z < 2 * SOLE_MM || y > 0.78 * L) continue;
      if (z > top - radius - HOLE_GAP_MM) continue;
      if (holes.every((h) => distance(h.centre, centre) > h.radius + radius + HOLE_GAP_MM))
        holes.push({ centre, radius });
    }
    const result = punched(mesh, holes);
    if (partCount(result) === 1 || attempt === 9) return result;
  }
}

interface Hole {
  centre: Vec3;
  radius: number;
}

/** The mesh without the triangles whose centroid lies in a hole. */
function punched(mesh: TriangleMesh, holes: readonly Hole[]): TriangleMesh {
  const p = mesh.positions;
  const t = mesh.indices;
  const kept: number[] = [];
  for (let f = 0; f < t.length; f += 3) {
    const [a, b, c] = [3 * (t[f] as number), 3 * (t[f + 1] as number), 3 * (t[f + 2] as number)];
    const centroid: Vec3 = [0, 1, 2].map(
      (k) => ((p[a + k] as number) + (p[b + k] as number) + (p[c + k] as number)) / 3,
    ) as Vec3;
    if (holes.every((h) => distance(centroid, h.centre) > h.radius)) {
      kept.push(t[f] as number, t[f + 1] as number, t[f + 2] as number);
    }
  }
  return compact({ positions: p, indices: new Uint32Array(kept) });
}

function distance(a: Vec3, b: Vec3): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Every vertex moved by Gaussian noise of standard deviation `sigma` (mm) on each axis. */
function noisy(mesh: TriangleMesh, sigma: number, random: () => number): TriangleMesh {
  const positions = mesh.positions.slice();
  for (let i = 0; i < positions.length; i++) positions[i] = (positions[i] as number) + sigma * gaussian(random);
  return { positions, indices: mesh.indices };
}
