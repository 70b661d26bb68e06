// Any scan in the foot's frame before it is measured: x across the foot, y along it from the back of the heel
// (y = 0) to the toes, z up from the ground (z = 0), millimetres, as the synthetic feet and measure/ have it.
// The steps, each linear in the mesh's size: the largest part by area (stray triangles and fragments dropped,
// a triangle soup welded), its principal axes (the long one is the foot's length), the units from that length
// (a foot is 80 to 600 mm long read in mm, cm or m), the plantar side (an open surface faces its normals; a closed
// one rests on its two ends), the heel end (narrower than the forefoot), the ground from the three places a foot
// rests on, and the foot's axis from the heel's centre to the ball's. A foam-box impression (an open surface whose
// normals point out of the foam, away from where the foot was) is turned into the positive it stands for. A mesh
// that is not a foot gets a reason in words a clinician reads.
import { type TriangleMesh, triangleCross } from "../mesh";
import { principalAxes, type Vec3 } from "./axes";
import { largestPart, triangleNormal } from "./components";
import { withoutFlatFaces } from "./flat-faces";
import { withoutFoamFace } from "./foam-face";
import {
  dot,
  extent,
  groundNormal,
  levelRows,
  minus,
  normalised,
  PlanGrid,
  planSpan,
  project,
  type Rows,
  rowsFrom,
  SPAN_HIGH,
  SPAN_HIGH_Y,
  SPAN_LOW,
  SPAN_LOW_Y,
  scaled,
  upsideDown,
  verticalAxis,
} from "./frame";
import { withoutLeg } from "./leg";
import { type ScanUnits, unitNamed, unitsOf } from "./units";

export type { ScanUnits } from "./units";

/** oriented = scale · rotation · scan + offset (mm); rotation row-major, its rows the frame's axes in the scan. */
export interface OrientTransform {
  rotation: [number, number, number, number, number, number, number, number, number];
  scale: number;
  offset: Vec3;
}

export interface OrientedScan {
  ok: true;
  transform: OrientTransform;
  /** The kept part in the foot's frame, mm, outward normals. */
  mesh: TriangleMesh;
  units: ScanUnits;
  /** What told the units: the foot's own length, or the patient's shoe size (an impression in unknown units). */
  unitsBy: "anatomy" | "shoeSize" | "given";
  /** The scan was a foam-box impression, turned into its positive. */
  negative: boolean;
  /** The side the foot's shape says (see sideHint); undefined when unclear. A label that disagrees is suspect. */
  sideHint: "left" | "right" | undefined;
  droppedParts: number;
}

export interface OrientRefusal {
  ok: false;
  reason: string;
}

/** Beyond this the scan is refused before any work: no hand-held or plate scanner sends more for one foot. */
export const MAX_SCAN_TRIANGLES = 2_000_000;
const MIN_SCAN_TRIANGLES = 100;
/** Width over length above this is not a foot (about 0.4 for a foot, 1 for a cube or a ball). */
const MAX_WIDTH_SHARE = 0.75;
/** The thinnest extent under this share of the length is a sheet with no depth (a plane), not a foot. */
const MIN_DEPTH_SHARE = 0.03;
/** An open surface whose area-weighted normals add up to this share of its area faces one way (a sheet). */
const SHEET_NORMAL_SHARE = 0.3;

export interface OrientOptions {
  /** The side the scan is labelled with; without it the shape's side (sideHint) is used for the foot's axis. */
  side?: "left" | "right";
  /** The heel and the toe (and the way up) as a clinician or a retried turn gives them: the frame starts there. */
  correction?: OrientCorrection | undefined;
  /** Millimetres per scan unit, when already known (a retried turn keeps the first one's units). */
  scale?: number | undefined;
  /** The foot's length the patient's shoe size gives, mm: it decides units the anatomy cannot (shoe-size.ts). */
  expectedLengthMm?: number | undefined;
}

/**
 * Where the foot lies in the scan's own coordinates: the back of the heel, the tip of the toes, and, when known,
 * the way up from the sole (a direction). Without `up` it is found as for any scan, about the heel-to-toe line.
 */
export interface OrientCorrection {
  heel: Vec3;
  toe: Vec3;
  up?: Vec3 | undefined;
}

/**
 * Orients the scan, and checks the frame it found runs along the foot (no wider across than MAX_WIDTH_SHARE of its
 * length, as the scan's own principal axes were): a frame that fails it is refused, never measured askew. A sound
 * run always passes; the check reads the oriented mesh afresh, not the frame's own bounds, so it does not share the
 * code it guards. (It once ran the orientation a second time, against a V8 fault since designed out:
 * docs/v8-maglev-fault/README.md.)
 */
export function orientScan(input: TriangleMesh, options: OrientOptions = {}): OrientedScan | OrientRefusal {
  const oriented = orientOnce(input, options);
  if (!oriented.ok || runsAlongFoot(oriented.mesh)) return oriented;
  return refuse("The foot's axis could not be found in the scan: scan the foot again.");
}

/** Whether the oriented scan is longer (y) than wide (x) by a foot's share. */
export function runsAlongFoot(oriented: TriangleMesh): boolean {
  const box = extent(oriented.positions);
  return box.max[0] - box.min[0] <= MAX_WIDTH_SHARE * (box.max[1] - box.min[1]);
}

/** One orientation, without orientScan's check: for scripts/geometry-proof, which must see its answer as it is. */
export function orientOnce(input: TriangleMesh, options: OrientOptions = {}): OrientedScan | OrientRefusal {
  const triangles = input.indices.length / 3;
  if (triangles > MAX_SCAN_TRIANGLES) {
    return refuse(
      `The scan has ${triangles.toLocaleString("en-US")} triangles, more than a foot scan ever has: it cannot be measured.`,
    );
  }
  if (triangles < MIN_SCAN_TRIANGLES) {
    return refuse(
      `The scan has only ${triangles} triangle${triangles === 1 ? "" : "s"}: too little surface to be a foot.`,
    );
  }
  for (const value of input.positions) {
    if (!Number.isFinite(value)) return refuse("The scan has points without valid coordinates: it cannot be measured.");
  }
  for (const index of input.indices) {
    if (index >= input.positions.length / 3) return refuse("The scan's triangles refer to points it does not have.");
  }
  const part = largestPart(withoutFlatFaces(input));
  let mesh = part.mesh;
  const axes = principalAxes(mesh);
  const { correction } = options;
  const along = correction ? normalised(minus(correction.toe, correction.heel)) : axes.axes[0];
  let rows = rowsFrom(along, correction?.up ?? acrossOf(axes.axes, along));
  // The frame is found on a sample of the points (SAMPLE_POINTS at most); the whole mesh is moved once at the end.
  let points = samplePoints(mesh);
  const rough = extent(project(points, rows, axes.centre, 1));
  const span = (k: number) => (rough.max[k] as number) - (rough.min[k] as number);
  const lengthRead = correction ? Math.hypot(...minus(correction.toe, correction.heel)) : span(1);
  let unit = options.scale
    ? { units: unitNamed(options.scale), scale: options.scale, by: "given" as const }
    : unitsOf(lengthRead, options.expectedLengthMm);
  if (!unit || !(lengthRead > 0)) {
    return refuse(
      `The scan is ${formatLength(lengthRead)} long in its own units, which is no foot's length in millimetres, centimetres, inches or metres.`,
    );
  }
  let scale = unit.scale;
  // A clinician's heel and toe say where the foot is in a capture with more than the foot (the leg): the
  // extents' checks are for a scan read by its own axes.
  if (!correction && Math.max(span(0), span(2)) > MAX_WIDTH_SHARE * lengthRead) {
    return refuse(
      "The scan is about as wide as it is long: it is not a foot (a foot is about two and a half times longer than wide).",
    );
  }
  if (!correction && Math.min(span(0), span(2)) < MIN_DEPTH_SHARE * lengthRead) {
    return refuse("The scan is flat, with no depth: it is not a foot.");
  }

  // The plantar side: an open surface (a sole captured from below, a foam impression) faces one way.
  const facing = netNormal(mesh);
  let negative = false;
  const sheet = Math.hypot(...facing.sum) > SHEET_NORMAL_SHARE * facing.area;
  if (sheet) {
    const n = normalised(facing.sum);
    // A foam box's flat top face goes: the impression alone is the foot.
    const impression = withoutFoamFace(mesh, n, scale);
    if (impression !== mesh) {
      mesh = largestPart(impression).mesh;
      points = samplePoints(mesh);
    }
    negative = bulgesAgainst(mesh, n);
    // An impression is often in whatever units its software used: where its length in the units its size gave
    // is far from the patient's shoe size, the shoe size scales it (orientFoot refines it on the measured foot).
    const impressionScale = negative ? shoeScale(lengthRead, scale, unit.by, options.expectedLengthMm) : undefined;
    if (impressionScale) {
      scale = impressionScale;
      unit = { units: "scaled", scale, by: "shoeSize" };
    }
    if (negative) {
      mesh = reversed(mesh);
      points = samplePoints(mesh);
    }
    rows = rowsFrom(along, correction?.up ?? (negative ? n : scaled(n, -1)));
  } else if (!correction?.up) {
    rows = rowsFrom(along, rows[verticalAxis(mesh, rows)]);
  }

  // The heel end: taller than the toes (the ankle, or the heel's walls under a foam cast's cut). Then, for a
  // closed scan, the sole: on the toes' side.
  // An impression's walls rise to the foam's face at both ends: there the heel is the narrower end.
  let q = project(points, rows, axes.centre, scale);
  const toesFirst = negative ? endWidth(q, 0) > endWidth(q, 1) : endHeight(q, 0) < endHeight(q, 1);
  if (!correction && toesFirst) rows = [scaled(rows[0], -1), scaled(rows[1], -1), rows[2]];
  if (!sheet && !correction?.up && upsideDown(project(points, rows, axes.centre, 1)))
    rows = [scaled(rows[0], -1), rows[1], scaled(rows[2], -1)];
  // The leg above the ankle goes: the foot is what is measured, and a leg's outline seen from above is no heel's.
  if (!negative) {
    const footLength = correction ? lengthRead * scale : extentAlong(project(points, rows, axes.centre, scale), 1);
    const foot = withoutLeg(mesh, rows, axes.centre, scale, footLength);
    if (foot !== mesh) {
      mesh = largestPart(foot).mesh;
      points = samplePoints(mesh);
    }
  }
  let grid: PlanGrid;

  // Level on the ground, twice (the regions it reads move a little as the foot is levelled).
  for (let pass = 0; pass < 3; pass++) {
    q = project(points, rows, axes.centre, scale);
    grid = new PlanGrid(q, extent(q));
    const up = toScan(rows, groundNormal(grid));
    rows = levelRows(up, rows[1]);
  }

  // The foot's axis: from the heel's centre to the second toe's line across the ball, in the plan.
  q = project(points, rows, axes.centre, scale);
  const hint = sideHint(q);
  const medial = (options.side ?? hint) === "left" ? 1 : -1;
  const heel = new Float64Array(4);
  const ball = new Float64Array(4);
  for (let pass = 0; pass < 2; pass++) {
    q = project(points, rows, axes.centre, scale);
    const box = extent(q);
    const top = box.min[2] + 0.2 * (box.max[1] - box.min[1]);
    // Each span into its own typed array, read as plain numbers (frame.ts planSpan).
    planSpan(q, box, HEEL_FROM, HEEL_TO, top, heel);
    planSpan(q, box, BALL_FROM, BALL_TO, top, ball);
    const ballLow = ball[SPAN_LOW] as number;
    const ballHigh = ball[SPAN_HIGH] as number;
    const width = ballHigh - ballLow;
    const ballX = medial < 0 ? ballLow + AXIS_MEDIAL_SHARE * width : ballHigh - AXIS_MEDIAL_SHARE * width;
    const along: Vec3 = [
      ballX - ((heel[SPAN_LOW] as number) + (heel[SPAN_HIGH] as number)) / 2,
      ((ball[SPAN_LOW_Y] as number) + (ball[SPAN_HIGH_Y] as number)) / 2 -
        ((heel[SPAN_LOW_Y] as number) + (heel[SPAN_HIGH_Y] as number)) / 2,
      0,
    ];
    if (!(Math.hypot(along[0], along[1]) > 0)) break;
    rows = levelRows(rows[2], toScan(rows, along));
  }

  q = project(mesh, rows, axes.centre, scale);
  const box = extent(q);
  grid = new PlanGrid(q, box);
  const ground = groundHeight(grid);
  planSpan(q, box, HEEL_FROM, HEEL_TO, ground + 0.2 * (box.max[1] - box.min[1]), heel);
  const shift: Vec3 = [-((heel[SPAN_LOW] as number) + (heel[SPAN_HIGH] as number)) / 2, -box.min[1], -ground];
  const positions = new Float32Array(q.length);
  for (let i = 0; i < q.length; i += 3) {
    positions[i] = (q[i] as number) + shift[0];
    positions[i + 1] = (q[i + 1] as number) + shift[1];
    positions[i + 2] = (q[i + 2] as number) + shift[2];
  }
  const oriented: TriangleMesh = { positions, indices: mesh.indices };
  // scale·R·(p − c) + shift = scale·R·p + (shift − scale·R·c)
  const rc = rows.map((r) => dot(r, axes.centre)) as Vec3;
  return {
    ok: true,
    transform: {
      rotation: [...rows[0], ...rows[1], ...rows[2]],
      scale,
      offset: [shift[0] - scale * rc[0], shift[1] - scale * rc[1], shift[2] - scale * rc[2]],
    },
    mesh: oriented,
    units: unit.units,
    unitsBy: unit.by,
    negative,
    sideHint: hint,
    droppedParts: part.droppedParts,
  };
}

/** Where the heel's centre and the ball are read, as shares of the length from the heel. */
const HEEL_FROM = 0.12;
const HEEL_TO = 0.18;
const BALL_FROM = 0.55;
const BALL_TO = 0.8;
/**
 * The foot's axis runs from the heel's centre to the second toe, which lies this share of the ball's width from
 * its medial edge (anatomical average, as the synthetic feet are built; an assumption to check on real scans).
 * Without a side, the axis leans this much off the ball's centre on the side the arch suggests.
 */
const AXIS_MEDIAL_SHARE = 0.47;

/** A point of the foot's frame back in the scan's coordinates. */
export function toScanPoint(transform: OrientTransform, point: Vec3): Vec3 {
  const { rotation: r, scale, offset } = transform;
  const d = [(point[0] - offset[0]) / scale, (point[1] - offset[1]) / scale, (point[2] - offset[2]) / scale];
  return [
    r[0] * (d[0] as number) + r[3] * (d[1] as number) + r[6] * (d[2] as number),
    r[1] * (d[0] as number) + r[4] * (d[1] as number) + r[7] * (d[2] as number),
    r[2] * (d[0] as number) + r[5] * (d[1] as number) + r[8] * (d[2] as number),
  ];
}

function refuse(reason: string): OrientRefusal {
  return { ok: false, reason };
}

function formatLength(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(3))) : "0";
}

/** The scale the shoe size gives an impression whose units its size told (by anatomy) wrong; else undefined. */
function shoeScale(lengthRead: number, scale: number, by: string, expected: number | undefined): number | undefined {
  if (by !== "anatomy" || !expected) return undefined;
  const ratio = (lengthRead * scale) / expected;
  return ratio < IMPRESSION_AGREES[0] || ratio > IMPRESSION_AGREES[1] ? expected / lengthRead : undefined;
}

/** An impression's length in its found units agrees with the shoe size within these shares (its foam's margin). */
const IMPRESSION_AGREES = [0.75, 1.35] as const;

/** The principal axis least along `along` (the scan's thinnest way, when `along` is its length): an up to start from. */
function acrossOf(axes: [Vec3, Vec3, Vec3], along: Vec3): Vec3 {
  const [, second, third] = axes;
  return Math.abs(dot(third, along)) < 0.9 ? third : second;
}

/** The spread of coordinate k of the points. */
function extentAlong(q: Float64Array, k: 0 | 1 | 2): number {
  const box = extent(q);
  return (box.max[k] as number) - (box.min[k] as number);
}

/** A direction of the frame in the scan's coordinates (the rows' transpose). */
function toScan(rows: Rows, v: Vec3): Vec3 {
  const [x, y, z] = rows;
  return [
    x[0] * v[0] + y[0] * v[1] + z[0] * v[2],
    x[1] * v[0] + y[1] * v[1] + z[1] * v[2],
    x[2] * v[0] + y[2] * v[1] + z[2] * v[2],
  ];
}

/** At most about SAMPLE_POINTS of the mesh's points, evenly through its vertex order, without triangles. */
const SAMPLE_POINTS = 30_000;

function samplePoints(mesh: TriangleMesh): TriangleMesh {
  const step = Math.max(1, Math.ceil(mesh.positions.length / 3 / SAMPLE_POINTS));
  if (step === 1) return mesh;
  const positions = new Float32Array(3 * Math.ceil(mesh.positions.length / 3 / step));
  for (let v = 0, i = 0; 3 * v < mesh.positions.length; v += step, i += 3) {
    positions.set(mesh.positions.subarray(3 * v, 3 * v + 3), i);
  }
  return { positions, indices: new Uint32Array() };
}

/** The area-weighted normals' sum and the area (one pass over every triangle of the scan). */
function netNormal(mesh: TriangleMesh): { sum: Vec3; area: number } {
  const { positions: p, indices } = mesh;
  const n = new Float64Array(3);
  let sx = 0;
  let sy = 0;
  let sz = 0;
  let area = 0;
  for (let t = 0; t < indices.length; t += 3) {
    triangleCross(p, indices, t, n);
    const x = n[0] as number;
    const y = n[1] as number;
    const z = n[2] as number;
    sx += x;
    sy += y;
    sz += z;
    area += Math.sqrt(x * x + y * y + z * z);
  }
  return { sum: [sx / 2, sy / 2, sz / 2], area: area / 2 };
}

/**
 * A sole seen from below faces its normals where it lies furthest along them (the ground contact, flat and facing
 * down, while its rim is the foot's steep sides); a foam impression's hollow faces its normals at its far end from
 * them (the bottom of the hollow faces up, out of the foam, while the rim stands steep at the top).
 */
function bulgesAgainst(mesh: TriangleMesh, n: Vec3): boolean {
  const { positions: p, indices } = mesh;
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const d = n[0] * (p[i] as number) + n[1] * (p[i + 1] as number) + n[2] * (p[i + 2] as number);
    low = Math.min(low, d);
    high = Math.max(high, d);
  }
  const facing = [0, 0];
  const area = [0, 0];
  for (let t = 0; t < indices.length; t += 3) {
    const a = 3 * (indices[t] as number);
    const b = 3 * (indices[t + 1] as number);
    const c = 3 * (indices[t + 2] as number);
    const centre = [0, 1, 2].map((k) => ((p[a + k] as number) + (p[b + k] as number) + (p[c + k] as number)) / 3);
    const d = dot(n, centre as Vec3);
    const end = d > high - END_DEPTH * (high - low) ? 0 : d < low + END_DEPTH * (high - low) ? 1 : -1;
    if (end < 0) continue;
    const normal = triangleNormal(p, indices, t);
    facing[end] = (facing[end] as number) + dot(normal, n) / 2;
    area[end] = (area[end] as number) + Math.hypot(...normal) / 2;
  }
  return (facing[1] as number) / ((area[1] as number) || 1) > (facing[0] as number) / ((area[0] as number) || 1);
}

/** The share of a sheet's depth read at each end by bulgesAgainst. */
const END_DEPTH = 0.15;

function reversed(mesh: TriangleMesh): TriangleMesh {
  const indices = mesh.indices.slice();
  for (let t = 0; t < indices.length; t += 3) {
    const b = indices[t + 1] as number;
    indices[t + 1] = indices[t + 2] as number;
    indices[t + 2] = b;
  }
  return { positions: mesh.positions, indices };
}

/** The height of the scan over the last END_ZONE of its length at one end (0 the start of y, 1 its end). */
function endHeight(q: Float64Array, end: 0 | 1): number {
  return endSpan(q, end, 2);
}

const END_ZONE = 0.2;

/** The width across (x) of the scan over the last END_ZONE of its length at one end. */
function endWidth(q: Float64Array, end: 0 | 1): number {
  return endSpan(q, end, 0);
}

/** The spread of coordinate `axis` over the last END_ZONE of the scan's length at one end. */
function endSpan(q: Float64Array, end: 0 | 1, axis: 0 | 2): number {
  const box = extent(q);
  // The zone as plain bounds on y, worked out once: the loop reads no array but q (see orientScan's check).
  const length = box.max[1] - box.min[1];
  const from = end === 0 ? box.min[1] : box.max[1] - END_ZONE * length;
  const to = end === 0 ? box.min[1] + END_ZONE * length : box.max[1];
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < q.length; i += 3) {
    const y = q[i + 1] as number;
    if (y < from || y > to) continue;
    const v = q[i + axis] as number;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return high - low;
}

/** The ground's height once level: the lowest cell after spikes are smoothed. */
function groundHeight(grid: PlanGrid): number {
  let ground = Infinity;
  for (const z of grid.low) if (z < ground) ground = z;
  return ground;
}

/**
 * The side the foot's shape says, in a right-handed frame with the toes at +y: the first metatarsal head lies
 * further forward than the fifth (the ball's line slants back towards the lateral side) and the longest toe is
 * medial of the ball's centre. Undefined when the two disagree. A right foot's medial side is -x.
 */
function sideHint(q: Float64Array): "left" | "right" | undefined {
  const box = extent(q);
  const ball = new Float64Array(4);
  planSpan(q, box, BALL_FROM, BALL_TO, box.min[2] + 0.2 * (box.max[1] - box.min[1]), ball);
  const ballLowY = ball[SPAN_LOW_Y] as number;
  const ballHighY = ball[SPAN_HIGH_Y] as number;
  const ballMiddle = ((ball[SPAN_LOW] as number) + (ball[SPAN_HIGH] as number)) / 2;
  let tipX = 0;
  let tipY = -Infinity;
  for (let i = 0; i < q.length; i += 3) {
    if ((q[i + 1] as number) > tipY) {
      tipY = q[i + 1] as number;
      tipX = q[i] as number;
    }
  }
  const byBall = ballLowY > ballHighY ? "right" : "left";
  const byToe = tipX < ballMiddle ? "right" : "left";
  return byBall === byToe ? byBall : undefined;
}
