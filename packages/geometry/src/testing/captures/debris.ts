// Loose debris around a capture, as scanners and phones leave it: a sphere or two of 5 to 20 mm across (a pebble,
// a blob of reconstruction noise, a toe of the other foot at the frame's edge) and a stray strip (a bit of a sock,
// the edge of a mat), each a part of its own, 15 to 50 mm clear of the foot's plan and near its lowest point.
import { seededRandom } from "../../foot/random";
import { boundingBox, type TriangleMesh } from "../../mesh";
import { sphere } from "../ellipsoid";
import type { Capture, CaptureOptions } from "./capture";
import { between, joinMeshes, mapPositions } from "./mesh-ops";

export interface Box {
  min: [number, number, number];
  max: [number, number, number];
}

/** Spheres' diameters, mm. */
const SPHERE_MIN_MM = 5;
const SPHERE_MAX_MM = 20;
/** The strip: length and width, mm; it bends by up to 10 mm along its length. */
const STRIP_LENGTH_MM: [number, number] = [30, 60];
const STRIP_WIDTH_MM: [number, number] = [3, 6];
const STRIP_SEGMENTS = 16;
/** How far out of the plan's bounding box a piece lies, mm. */
const CLEARANCE_MM: [number, number] = [15, 50];

/**
 * The capture with one or two spheres and a strip of debris added around `box` (by default the mesh's bounding
 * box; a capture with a floor passes the foot's own), sizes scaled with the capture.
 */
export function withDebris(capture: Capture, seed: number, box: Box = boundingBox(capture.mesh)): Capture {
  const random = seededRandom(seed ^ 0x5eed);
  const { min, max } = box;
  const s = capture.scale;
  /** A point clear of the plan's box by `clear` mm plus `extra`, on a side drawn at random, at height z. */
  const around = (extra: number, z: number): [number, number, number] => {
    const clear = (between(random, ...CLEARANCE_MM) + extra) * s;
    const side = Math.floor(4 * random());
    const u = random();
    const x = min[0] + u * (max[0] - min[0]);
    const y = min[1] + u * (max[1] - min[1]);
    if (side === 0) return [min[0] - clear, y, z];
    if (side === 1) return [max[0] + clear, y, z];
    if (side === 2) return [x, min[1] - clear, z];
    return [x, max[1] + clear, z];
  };
  const pieces: TriangleMesh[] = [];
  const spheres = random() < 0.5 ? 1 : 2;
  for (let i = 0; i < spheres; i++) {
    const radius = (between(random, SPHERE_MIN_MM, SPHERE_MAX_MM) / 2) * s;
    const [cx, cy, cz] = around(radius / s, min[2] + radius + between(random, 0, 20) * s);
    pieces.push(mapPositions(sphere(radius, 8, 12), ([x, y, z]) => [x + cx, y + cy, z + cz]));
  }
  pieces.push(strip(random, around(STRIP_LENGTH_MM[1] / 2, min[2] + between(random, 1, 10) * s), s));
  const mesh = joinMeshes([capture.mesh, ...pieces]);
  return { ...capture, mesh, parts: capture.parts + pieces.length };
}

/** The capture with debris when the options ask for it (seeded by `seed`). */
export function withDebrisIf(capture: Capture, options: CaptureOptions, seed: number): Capture {
  return options.debris ? withDebris(capture, seed) : capture;
}

/** A thin ribbon centred on `centre`, turned at random about the vertical and bent in a shallow arc. */
function strip(random: () => number, centre: [number, number, number], s: number): TriangleMesh {
  const length = between(random, ...STRIP_LENGTH_MM) * s;
  const width = between(random, ...STRIP_WIDTH_MM) * s;
  const bend = between(random, -10, 10) * s;
  const turn = 2 * Math.PI * random();
  const [c, sn] = [Math.cos(turn), Math.sin(turn)];
  const positions: number[] = [];
  for (let i = 0; i <= STRIP_SEGMENTS; i++) {
    const u = i / STRIP_SEGMENTS - 0.5;
    const along = u * length;
    const off = bend * (1 - 4 * u * u);
    for (const w of [-width / 2, width / 2]) {
      const [lx, ly] = [along, off + w];
      positions.push(centre[0] + c * lx - sn * ly, centre[1] + sn * lx + c * ly, centre[2] + 0.1 * off);
    }
  }
  const indices: number[] = [];
  for (let i = 0; i < STRIP_SEGMENTS; i++) {
    const [a, b, d, e] = [2 * i, 2 * i + 1, 2 * i + 2, 2 * i + 3];
    indices.push(a, d, e, a, e, b);
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}
