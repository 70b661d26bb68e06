// Anatomical landmarks estimated from a foot scan's surface alone, for scans that arrive without the scanner's own
// (the web app's sample scans, a scanner that measures nothing): the heel centre, the first and fifth metatarsal
// heads, the navicular, and the arch and navicular heights. In the scan's frame (mm; x across the foot, y along it
// from heel to toe, z up, the sole on the ground; a right foot's medial side at -x, a left foot's at +x), as the
// plantar outline has it. Two passes over the vertices: the extents, then slices along y.
//
// The method: the metatarsal heads are under the medial and lateral extremes of the ball (the first between 62%
// and 80% of the length, the fifth between 55% and 75%), a little inside the foot's edge; the heel centre is the
// centre of the heel's half circle (half a heel width in front of the heel's back); the navicular is the medial
// extreme of the foot's section at 43% of its length (anatomical averages); the arch height is the highest point
// of the sole under the medial arch (30% to 55% of the length, between the foot's axis and three quarters of the
// way to its medial edge). Estimates, not a clinician's marks: the landmark selection screen is where a clinician
// places them.
import type { TriangleMesh } from "./mesh";

export interface LandmarkPoint {
  x: number;
  y: number;
  z: number;
}

export interface EstimatedLandmarks {
  heelCentre: LandmarkPoint;
  firstMetatarsalHead: LandmarkPoint;
  fifthMetatarsalHead: LandmarkPoint;
  navicular: LandmarkPoint;
  /** Height of the sole's highest point under the medial arch above the lowest point of the foot. */
  archHeight: number;
  /** Height of the navicular landmark above the lowest point of the foot. */
  navicularHeight: number;
}

const SLICE_MM = 2;
/** Vertices up to this share of the length above the ground make the foot's plan (as in plantarOutline). */
const PLAN_HEIGHT_SHARE = 0.2;
const FIRST_HEAD = [0.62, 0.8] as const;
const FIFTH_HEAD = [0.55, 0.75] as const;
const NAVICULAR_AT = 0.43;
const ARCH = [0.3, 0.55] as const;
/** How far in from the foot's edge the heads lie, as shares of the ball width (their centres under the skin). */
const FIRST_HEAD_INSET = 0.12;
const FIFTH_HEAD_INSET = 0.1;
const HEEL_SECTION_AT = 0.15;
const ARCH_REACH = 0.75;

interface Slice {
  /** The plan's medial and lateral extremes (signed so that medial is larger), with their y. */
  medial: number;
  medialY: number;
  lateral: number;
  lateralY: number;
  /** The medial extreme at any height, with its height (the navicular's section). */
  medialAny: number;
  medialAnyZ: number;
}

/**
 * The landmarks of a foot scan, or undefined for a mesh too small to be a foot (under 50 mm long, or with no
 * vertex in one of the regions the method reads).
 */
export function estimateLandmarks(mesh: TriangleMesh, side: "left" | "right"): EstimatedLandmarks | undefined {
  const p = mesh.positions;
  // m·x grows towards the medial side.
  const m = side === "right" ? -1 : 1;
  let minY = Infinity;
  let maxY = -Infinity;
  let minZ = Infinity;
  for (let i = 0; i < p.length; i += 3) {
    const y = p[i + 1] as number;
    const z = p[i + 2] as number;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
  }
  const length = maxY - minY;
  if (!(length >= 50)) return undefined;
  const count = Math.ceil(length / SLICE_MM) + 1;
  const sliceOf = (y: number) => Math.min(count - 1, Math.floor((y - minY) / SLICE_MM));
  const slices: Slice[] = Array.from({ length: count }, () => ({
    medial: -Infinity,
    medialY: 0,
    lateral: Infinity,
    lateralY: 0,
    medialAny: -Infinity,
    medialAnyZ: 0,
  }));
  const planTop = minZ + PLAN_HEIGHT_SHARE * length;
  for (let i = 0; i < p.length; i += 3) {
    const mx = m * (p[i] as number);
    const y = p[i + 1] as number;
    const z = p[i + 2] as number;
    const slice = slices[sliceOf(y)] as Slice;
    if (mx > slice.medialAny) {
      slice.medialAny = mx;
      slice.medialAnyZ = z;
    }
    if (z > planTop) continue;
    if (mx > slice.medial) {
      slice.medial = mx;
      slice.medialY = y;
    }
    if (mx < slice.lateral) {
      slice.lateral = mx;
      slice.lateralY = y;
    }
  }

  const within = ([from, to]: readonly [number, number]) =>
    slices.slice(sliceOf(minY + from * length), sliceOf(minY + to * length) + 1).filter((s) => s.medial >= s.lateral);
  const ball = within([FIFTH_HEAD[0], FIRST_HEAD[1]]);
  const firstRegion = within(FIRST_HEAD);
  const fifthRegion = within(FIFTH_HEAD);
  const heelSlice = slices[sliceOf(minY + HEEL_SECTION_AT * length)];
  const navicularSlice = slices[sliceOf(minY + NAVICULAR_AT * length)];
  if (ball.length === 0 || firstRegion.length === 0 || fifthRegion.length === 0) return undefined;
  if (!heelSlice || heelSlice.medial < heelSlice.lateral || !navicularSlice) return undefined;

  const ballWidth = Math.max(...ball.map((s) => s.medial - s.lateral));
  const first = firstRegion.reduce((best, s) => (s.medial > best.medial ? s : best));
  const fifth = fifthRegion.reduce((best, s) => (s.lateral < best.lateral ? s : best));
  const heelWidth = heelSlice.medial - heelSlice.lateral;
  const heelY = minY + heelWidth / 2;
  const heelAt = slices[sliceOf(heelY)] ?? heelSlice;

  const sole = soleHeights(mesh, { minY, minZ, length, m, slices, sliceOf });
  const ground = (mx: number, y: number): LandmarkPoint => ({ x: m * mx, y, z: sole.at(mx, y) });
  const navicularHeight = navicularSlice.medialAnyZ - minZ;
  return {
    heelCentre: ground((heelAt.medial + heelAt.lateral) / 2, heelY),
    firstMetatarsalHead: ground(first.medial - FIRST_HEAD_INSET * ballWidth, first.medialY),
    fifthMetatarsalHead: ground(fifth.lateral + FIFTH_HEAD_INSET * ballWidth, fifth.lateralY),
    navicular: { x: m * navicularSlice.medialAny, y: minY + NAVICULAR_AT * length, z: navicularSlice.medialAnyZ },
    archHeight: sole.archHeight,
    navicularHeight,
  };
}

/**
 * The sole's height over a grid of 2 mm cells: where a vertical ray up through the cell's centre first meets the
 * surface (every triangle is laid flat on the grid, so the sole is found between vertices too), read at a point,
 * and its highest point under the medial arch.
 */
function soleHeights(
  mesh: TriangleMesh,
  plan: {
    minY: number;
    minZ: number;
    length: number;
    m: number;
    slices: Slice[];
    sliceOf: (y: number) => number;
  },
): { at(mx: number, y: number): number; archHeight: number } {
  const { minY, minZ, length, m, slices, sliceOf } = plan;
  let minMx = Infinity;
  let maxMx = -Infinity;
  for (const s of slices) {
    if (s.medial < s.lateral) continue;
    minMx = Math.min(minMx, s.lateral);
    maxMx = Math.max(maxMx, s.medial);
  }
  const columns = Math.ceil((maxMx - minMx) / SLICE_MM) + 1;
  const columnOf = (mx: number) => Math.max(0, Math.min(columns - 1, Math.floor((mx - minMx) / SLICE_MM)));
  const lowest = new Float64Array(slices.length * columns).fill(Infinity);
  const p = mesh.positions;
  const t = mesh.indices;
  const centre = (first: number, index: number) => first + (index + 0.5) * SLICE_MM;
  for (let i = 0; i < t.length; i += 3) {
    const a = (t[i] as number) * 3;
    const b = (t[i + 1] as number) * 3;
    const c = (t[i + 2] as number) * 3;
    const [ax, ay, az] = [m * (p[a] as number), p[a + 1] as number, p[a + 2] as number];
    const [bx, by, bz] = [m * (p[b] as number), p[b + 1] as number, p[b + 2] as number];
    const [cx, cy, cz] = [m * (p[c] as number), p[c + 1] as number, p[c + 2] as number];
    const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    // A triangle standing on edge over the plan meets no vertical ray.
    if (Math.abs(area) < 1e-9) continue;
    const c0 = columnOf(Math.min(ax, bx, cx) - SLICE_MM / 2);
    const c1 = columnOf(Math.max(ax, bx, cx));
    const s0 = sliceOf(Math.max(minY, Math.min(ay, by, cy) - SLICE_MM / 2));
    const s1 = sliceOf(Math.max(ay, by, cy));
    for (let row = s0; row <= s1; row++) {
      const y = centre(minY, row);
      for (let column = c0; column <= c1; column++) {
        const x = centre(minMx, column);
        // Barycentric weights of (x, y) in the triangle's plan.
        const wb = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / area;
        const wc = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / area;
        if (wb < 0 || wc < 0 || wb + wc > 1) continue;
        const z = az + wb * (bz - az) + wc * (cz - az);
        const cell = row * columns + column;
        if (z < (lowest[cell] as number)) lowest[cell] = z;
      }
    }
  }
  const at = (mx: number, y: number) => {
    const z = lowest[sliceOf(y) * columns + columnOf(mx)] as number;
    return Number.isFinite(z) ? z : minZ;
  };
  let arch = 0;
  for (let index = sliceOf(minY + ARCH[0] * length); index <= sliceOf(minY + ARCH[1] * length); index++) {
    const s = slices[index] as Slice;
    if (s.medial < s.lateral) continue;
    const axis = (s.medial + s.lateral) / 2;
    const reach = axis + ARCH_REACH * (s.medial - axis);
    for (let column = columnOf(axis); column <= columnOf(reach); column++) {
      const z = lowest[index * columns + column] as number;
      if (Number.isFinite(z)) arch = Math.max(arch, z - minZ);
    }
  }
  return { at, archHeight: arch };
}
