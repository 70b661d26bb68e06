// The synthetic foot: a seeded, parametric, closed triangle mesh of a foot with its ground-truth landmarks and
// measurements, as the mock scanner delivers it.
//
// Coordinate frame (mm): x across the foot, y along it from heel to toe, z up. The origin is at the back of the
// heel (y = 0) on the ground (z = 0, the lowest point of the sole), x = 0 on the line through the heel centre
// along the foot. A right foot's medial side (big toe) is at -x; a left foot is its mirror, medial at +x.
import type { TriangleMesh } from "../mesh";
import { smoothstep } from "./curve";
import { type LoftInput, loft, ringAngle, sectionPoint } from "./loft";
import { footOutline, STATION } from "./outline";
import { type FootOptions, type FootShape, MAX_TRIANGLES, MIN_TRIANGLES, resolveFootShape } from "./params";
import { footProfile } from "./profile";

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/** Ground-truth landmarks on the mesh's surface. */
export interface FootLandmarks {
  /** Centre of the heel's contact, on the sole. */
  heelCentre: Point3;
  /** Plantar points under the first and fifth metatarsal heads. */
  firstMetatarsalHead: Point3;
  fifthMetatarsalHead: Point3;
  /** Navicular tuberosity, on the medial side. */
  navicular: Point3;
  /** Highest point of the sole under the medial arch, where archHeight is measured. */
  archApex: Point3;
  /** Rearmost point of the heel, at the bottom of its back. */
  heelBack: Point3;
  /** Tip of the longest toe. */
  toeTip: Point3;
}

/** Ground-truth measurements in mm. */
export interface FootMeasurements {
  /** Heel back to longest toe tip (the extent along y). */
  footLength: number;
  /** Extent across x at the ball: medial side at the first metatarsal head to lateral side at the fifth. */
  ballWidth: number;
  /** Width across x at the heel centre. */
  heelWidth: number;
  /** Height of the sole above the ground at the arch apex. */
  archHeight: number;
  /** Height of the navicular landmark. */
  navicularHeight: number;
}

export interface SyntheticFoot {
  mesh: TriangleMesh;
  landmarks: FootLandmarks;
  measurements: FootMeasurements;
  /** The resolved parameters the foot was built from (defaults filled in, scan mode applied). */
  shape: FootShape;
}

/** Medial share of the section's half width at which the arch apex is taken. */
const APEX_ACROSS = -0.7;

export function generateFoot(options: FootOptions): SyntheticFoot {
  const shape = resolveFootShape(options);
  const L = shape.length;
  const outline = footOutline(shape);
  const profile = footProfile(shape, outline);

  // Ring size and station count for the wanted triangle count: 2·M·(S − 2) + M triangles.
  const ringSize = 4 * Math.round(Math.sqrt(shape.triangles / 2.4) / 4);
  let inner = Math.max(3, Math.round((shape.triangles - ringSize) / (2 * ringSize)));
  // Rounding must not leave the 50,000 to 150,000 range.
  while (2 * ringSize * inner + ringSize < MIN_TRIANGLES) inner++;
  while (2 * ringSize * inner + ringSize > MAX_TRIANGLES) inner--;
  const stations = spacedStations(L, inner + 2, [
    outline.heelCentreY,
    STATION.archApex * L,
    STATION.navicular * L,
    outline.fifthMetatarsalY,
    outline.firstMetatarsalY,
  ]);
  const input: LoftInput = {
    stations,
    ringSize,
    span: outline.span,
    heights: profile.heights,
    soleExponent: shape.soleExponent,
    // The foam box's cast is cut flat at the foam's surface: a near-square top edge where the cut crosses the
    // foot, the toes (below the foam's surface) as round as elsewhere.
    topExponent: (y) =>
      shape.cutHeight === undefined
        ? 2.6
        : 2.6 + 7.4 * smoothstep((profile.dorsalPeak(y) - shape.cutHeight) / (0.04 * L)),
  };
  const right = loft(input);

  // Landmarks to the micrometre: exact enough, and clean in JSON.
  const point = ([x, y, z]: [number, number, number]): Point3 => ({ x: micro(x), y: micro(y), z: micro(z) });
  const plantar = (x: number, y: number) => point(solePoint(input, x, y));
  const apexY = STATION.archApex * L;
  const [ax0, ax1] = outline.span(apexY);
  const archApex = plantar((ax0 + ax1) / 2 + ((ax1 - ax0) / 2) * APEX_ACROSS, apexY);
  const navicularY = STATION.navicular * L;
  // The navicular tuberosity sits this far above the arch; on a foam-box cast, below the cast's top.
  const navicularZ = Math.min(shape.archHeight + 0.075 * L, (shape.cutHeight ?? Infinity) - 0.02 * L);
  const navicular = point(medialPointAtHeight(input, navicularY, navicularZ));
  const [tipX] = outline.span(L);
  const tipHeights = profile.heights(tipX, L);
  const landmarks: FootLandmarks = {
    heelCentre: plantar(0, outline.heelCentreY),
    firstMetatarsalHead: plantar(outline.medialBallX + 0.12 * shape.ballWidth, outline.firstMetatarsalY),
    fifthMetatarsalHead: plantar(outline.lateralBallX - 0.1 * shape.ballWidth, outline.fifthMetatarsalY),
    navicular,
    archApex,
    heelBack: point(sectionPoint(input, 0, ringAngle(0, ringSize))),
    toeTip: point([tipX, L, (tipHeights.zb + tipHeights.zt) / 2]),
  };
  const [h0, h1] = outline.span(outline.heelCentreY);
  const measurements: FootMeasurements = {
    footLength: micro(L),
    ballWidth: micro(outline.lateralBallX - outline.medialBallX),
    heelWidth: micro(h1 - h0),
    archHeight: archApex.z,
    navicularHeight: navicular.z,
  };
  const foot = { mesh: right, landmarks, measurements, shape };
  return shape.side === "left" ? mirrorFoot(foot) : foot;
}

function micro(value: number): number {
  return Math.round(value * 1000) / 1000 + 0;
}

/**
 * S stations from 0 to length, closer together at both ends (where the heel and toes curve), with the nearest
 * station moved onto each key y so that widths and landmarks there are exact on the mesh.
 */
function spacedStations(length: number, count: number, keys: readonly number[]): number[] {
  const stations = Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return length * (0.5 * t + 0.25 * (1 - Math.cos(Math.PI * t)));
  });
  for (const key of keys) {
    let best = 1;
    for (let i = 1; i < count - 1; i++) {
      if (Math.abs((stations[i] as number) - key) < Math.abs((stations[best] as number) - key)) best = i;
    }
    stations[best] = key;
  }
  return stations;
}

/** The sole's point at (x, y): the lower half of the section, where x is monotone in the ring angle. */
function solePoint(input: LoftInput, x: number, y: number): [number, number, number] {
  let lo = -Math.PI;
  let hi = 0;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sectionPoint(input, y, mid)[0] < x) lo = mid;
    else hi = mid;
  }
  return sectionPoint(input, y, (lo + hi) / 2);
}

/** The medial side's point at height z in the section at y (clamped to the section's extent). */
function medialPointAtHeight(input: LoftInput, y: number, z: number): [number, number, number] {
  // Down the medial side, from its top shoulder (0.6π, still medial of the centre) to the bottom (1.5π), z falls.
  let lo = 0.6 * Math.PI;
  let hi = (3 * Math.PI) / 2;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sectionPoint(input, y, mid)[2] > z) lo = mid;
    else hi = mid;
  }
  return sectionPoint(input, y, (lo + hi) / 2);
}

/** The left foot: x negated, triangle winding reversed so normals still point outward. */
function mirrorFoot(foot: SyntheticFoot): SyntheticFoot {
  const positions = foot.mesh.positions.slice();
  for (let i = 0; i < positions.length; i += 3) positions[i] = -(positions[i] as number);
  const indices = foot.mesh.indices.slice();
  for (let i = 0; i < indices.length; i += 3) {
    const b = indices[i + 1] as number;
    indices[i + 1] = indices[i + 2] as number;
    indices[i + 2] = b;
  }
  const mirror = (p: Point3): Point3 => ({ x: -p.x, y: p.y, z: p.z });
  const landmarks = Object.fromEntries(
    Object.entries(foot.landmarks).map(([name, p]) => [name, mirror(p)]),
  ) as unknown as FootLandmarks;
  return { ...foot, mesh: { positions, indices }, landmarks };
}
