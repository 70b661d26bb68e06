// The flat faces a capture brings that are not the foot (issue 33 point 2): a foam block's sides and bottom around
// an impression, a floor under a phone's capture. Each is a plane at one end of the scan along one of its principal
// axes that fills the rectangle it spans and spans the whole scan across: no part of a foot does both (a standing
// sole's contact patches fill a third of their rectangle, an ankle cut spans a third of the length). They go before
// the foot is looked for; the foam block's top face, holed by the impression, goes later (foam-face.ts).
import type { TriangleMesh } from "../mesh";
import type { Vec3 } from "./axes";
import { principalAxes } from "./axes";
import { triangleNormal } from "./components";
import { dot } from "./frame";

/** Points within this share of the scan's largest extent of the end plane lie on it (about 5 mm on a foam block). */
const PLANE_TOLERANCE_SHARE = 0.015;
/** A face fills at least this share of the rectangle its points span; one towards the scan's inside, this. */
const MIN_FILL = 0.8;
const MIN_FILL_INWARD = 0.5;
/** A face spans at least this share of the scan's extent along each of its two in-plane axes. */
const MIN_COVERAGE = 0.85;
/** Peeling ends after this many rounds (a block's five faces come in one or two). */
const ROUNDS = 3;

/** The mesh without such faces' triangles (not yet split into parts); the mesh itself when it has none. */
export function withoutFlatFaces(input: TriangleMesh): TriangleMesh {
  let mesh = input;
  for (let round = 0; round < ROUNDS; round++) {
    const removed = flatFaceTriangles(mesh);
    if (!removed) break;
    mesh = withoutTriangles(mesh, removed);
  }
  return mesh;
}

/** The triangles of the scan's flat end faces, marked; undefined when it has none. */
function flatFaceTriangles(mesh: TriangleMesh): Uint8Array | undefined {
  const { positions: p, indices: t } = mesh;
  const vertices = p.length / 3;
  if (t.length === 0) return undefined;
  const { axes } = principalAxes(mesh);
  // Each vertex's coordinate along each axis.
  const d = axes.map(() => new Float64Array(vertices));
  for (let a = 0; a < 3; a++) {
    const axis = axes[a] as (typeof axes)[number];
    const along = d[a] as Float64Array;
    for (let v = 0; v < vertices; v++) {
      const value =
        axis[0] * (p[3 * v] as number) + axis[1] * (p[3 * v + 1] as number) + axis[2] * (p[3 * v + 2] as number);
      along[v] = value;
    }
  }
  // The scan's extent along each axis, and each end's plane where most of the points near it lie: a noisy floor's
  // lowest vertex lies well below the floor, and debris beyond a face is no face.
  const sorted = d.map(sampled);
  const first = sorted.map((values) => quantile(values, END_QUANTILE));
  const last = sorted.map((values) => quantile(values, 1 - END_QUANTILE));
  const extents = [0, 1, 2].map((a) => (last[a] as number) - (first[a] as number));
  const tolerance = PLANE_TOLERANCE_SHARE * Math.max(...extents);
  const plane = new Float64Array(6);
  for (let a = 0; a < 3; a++) {
    const values = sorted[a] as Float64Array;
    plane[2 * a] = median(values.filter((value) => value <= (first[a] as number) + 2 * tolerance));
    plane[2 * a + 1] = median(values.filter((value) => value >= (last[a] as number) - 2 * tolerance));
  }
  // The ends a vertex lies on, as bits: 2a for the low end along axis a, 2a + 1 for the high end.
  const ends = new Uint8Array(vertices);
  for (let a = 0; a < 3; a++) {
    const along = d[a] as Float64Array;
    const lowPlane = plane[2 * a] as number;
    const highPlane = plane[2 * a + 1] as number;
    for (let v = 0; v < vertices; v++) {
      const value = along[v] as number;
      if (Math.abs(value - lowPlane) <= tolerance) ends[v] = (ends[v] as number) | (1 << (2 * a));
      if (Math.abs(value - highPlane) <= tolerance) ends[v] = (ends[v] as number) | (1 << (2 * a + 1));
    }
  }
  // An end whose points do not span the scan across both ways can hold no face: most ends of a foot, told on the
  // points alone before any triangle is read.
  const alive = endsSpanningAcross(ends, d, extents);
  if (!alive) return undefined;
  // Per face (an end, and which way its triangles face along the axis: a floor faces into the scan, a block's
  // side out of it, and a standing sole's contact out, beside the floor it rests on), the area of the triangles
  // wholly on it and their extents across (its two other axes). Face f: end f >> 1, facing f & 1 (1: +axis).
  const area = new Float64Array(12);
  const min = new Float64Array(24).fill(Infinity);
  const max = new Float64Array(24).fill(-Infinity);
  const faceOf = (end: number, normal: Vec3) => {
    const axis = axes[end >> 1] as Vec3;
    return 2 * end + (dot(normal, axis) > 0 ? 1 : 0);
  };
  for (let i = 0; i < t.length; i += 3) {
    const a = t[i] as number;
    const b = t[i + 1] as number;
    const c = t[i + 2] as number;
    const on = (ends[a] as number) & (ends[b] as number) & (ends[c] as number) & alive;
    if (!on) continue;
    const normal = triangleNormal(p, t, i);
    const triangle = Math.hypot(...normal) / 2;
    for (let end = 0; end < 6; end++) {
      if (!(on & (1 << end))) continue;
      const face = faceOf(end, normal);
      area[face] = (area[face] as number) + triangle;
      const axis = end >> 1;
      for (let k = 0, slot = 2 * face; k < 3; k++) {
        if (k === axis) continue;
        const along = d[k] as Float64Array;
        const low = Math.min(along[a] as number, along[b] as number, along[c] as number);
        const high = Math.max(along[a] as number, along[b] as number, along[c] as number);
        if (low < (min[slot] as number)) min[slot] = low;
        if (high > (max[slot] as number)) max[slot] = high;
        slot++;
      }
    }
  }
  const flat = new Uint8Array(12);
  let any = false;
  for (let face = 0; face < 12; face++) {
    const axis = face >> 2;
    const across = [0, 1, 2].filter((k) => k !== axis);
    const spans = [0, 1].map((k) => (max[2 * face + k] as number) - (min[2 * face + k] as number));
    const fill = (area[face] as number) / ((spans[0] as number) * (spans[1] as number) || Infinity);
    const covers = spans.every((span, k) => span >= MIN_COVERAGE * (extents[across[k] as number] as number));
    // A face towards the scan's inside (a floor seen from the foot on it): a noisy capture turns a share of its
    // small triangles the other way, so less of its rectangle counts.
    const inward = (face & 1) === ((face >> 1) & 1 ? 0 : 1);
    if (fill >= (inward ? MIN_FILL_INWARD : MIN_FILL) && covers) flat[face] = 1;
    any ||= flat[face] === 1;
  }
  if (!any) return undefined;
  const marked = new Uint8Array(t.length / 3);
  for (let i = 0; i < t.length; i += 3) {
    const on =
      (ends[t[i] as number] as number) &
      (ends[t[i + 1] as number] as number) &
      (ends[t[i + 2] as number] as number) &
      alive;
    if (!on) continue;
    const normal = triangleNormal(p, t, i);
    for (let end = 0; end < 6; end++) if (on & (1 << end) && flat[faceOf(end, normal)]) marked[i / 3] = 1;
  }
  return marked;
}

/** The ends (as bits) whose points span at least MIN_COVERAGE of the scan's extent along both other axes. */
function endsSpanningAcross(ends: Uint8Array, d: Float64Array[], extents: number[]): number {
  const min = new Float64Array(12).fill(Infinity);
  const max = new Float64Array(12).fill(-Infinity);
  for (let v = 0; v < ends.length; v++) {
    const on = ends[v] as number;
    if (!on) continue;
    for (let end = 0; end < 6; end++) {
      if (!(on & (1 << end))) continue;
      for (let k = 0, slot = 2 * end; k < 3; k++) {
        if (k === end >> 1) continue;
        const value = (d[k] as Float64Array)[v] as number;
        if (value < (min[slot] as number)) min[slot] = value;
        if (value > (max[slot] as number)) max[slot] = value;
        slot++;
      }
    }
  }
  let alive = 0;
  for (let end = 0; end < 6; end++) {
    const across = [0, 1, 2].filter((k) => k !== end >> 1);
    const spans = across.every(
      (k, j) => (max[2 * end + j] as number) - (min[2 * end + j] as number) >= MIN_COVERAGE * (extents[k] as number),
    );
    if (spans) alive |= 1 << end;
  }
  return alive;
}

/** The share of a scan's points taken for stray beyond each end (debris, a floor's noise). */
const END_QUANTILE = 0.005;
/** At most about this many coordinates are sorted for an end's plane. */
const SAMPLE = 5_000;

function sampled(values: Float64Array): Float64Array {
  const step = Math.max(1, Math.ceil(values.length / SAMPLE));
  const out = new Float64Array(Math.ceil(values.length / step));
  for (let i = 0, j = 0; i < values.length; i += step, j++) out[j] = values[i] as number;
  return out.sort();
}

const quantile = (sorted: Float64Array, q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
const median = (sorted: Float64Array) => sorted[sorted.length >> 1] as number;

function withoutTriangles(mesh: TriangleMesh, removed: Uint8Array): TriangleMesh {
  let kept = 0;
  for (const r of removed) if (!r) kept++;
  const indices = new Uint32Array(3 * kept);
  let next = 0;
  for (let k = 0; k < removed.length; k++) {
    if (removed[k]) continue;
    indices.set(mesh.indices.subarray(3 * k, 3 * k + 3), next);
    next += 3;
  }
  return { positions: mesh.positions, indices };
}
