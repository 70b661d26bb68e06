// The synthetic foot: a seeded, parametric, closed triangle mesh of a foot (or, for a foam-box scan, the open
// impression it leaves) with its ground-truth landmarks and measurements, as the mock scanner delivers it.
//
// Coordinate frame (mm): x across the foot, y along it from heel to toe, z up. The origin is at the back of the
// heel (y = 0) on the ground (z = 0, the lowest point of the sole), x = 0 on the line through the heel centre
// along the foot. A right foot's medial side (big toe) is at -x; a left foot is its mirror, medial at +x.
import type { TriangleMesh } from "../mesh";
import { foamBoxImpression } from "./foam-box";
import { type LoftInput, loft, ringAngle, sectionPoint } from "./loft";
import { footOutline, type Head } from "./outline";
import { type FootOptions, type FootShape, MAX_TRIANGLES, MIN_TRIANGLES, resolveFootShape } from "./params";
import { footProfile } from "./profile";
import { archIndex, soleHeight } from "./sole";

export interface Point3 {
  x: number;
  y: number;
  z: number;
}

/**
 * Ground-truth landmarks, the names of the domain's LANDMARK_NAMES (packages/domain scan.ts), in the foot's frame:
 * plantar points on the sole unless said otherwise. A foam-box scan's are those of the foot that made it.
 */
export interface FootLandmarks {
  /** Centre of the heel's contact, on the sole (half a heel width in front of the heel's back). */
  heelCentre: Point3;
  /** Rearmost point of the heel, at the bottom of its back. */
  heelBack: Point3;
  /** Under the medial calcaneal tubercle, where a heel-spur pad is centred: ahead of and medial to the heel centre. */
  heelSpur: Point3;
  /** The foot axis' distal point: midway between the second and third metatarsal heads. */
  footAxis: Point3;
  /** Plantar points under the centres of the five metatarsal heads. */
  firstMetatarsalHead: Point3;
  secondMetatarsalHead: Point3;
  thirdMetatarsalHead: Point3;
  fourthMetatarsalHead: Point3;
  fifthMetatarsalHead: Point3;
  /** Under the base (tuberosity) of the fifth metatarsal, near the lateral border. */
  fifthMetatarsalBase: Point3;
  /** Navicular tuberosity, on the medial side. */
  navicular: Point3;
  /** Highest point of the sole under the medial arch (on the line 70% of the way from the section's centre to its
   * medial edge), where archHeight is measured. */
  archApex: Point3;
  /** The toe crease where the foot axis (heel centre through footAxis) crosses it. */
  sulcus: Point3;
  /** Tips of the big toe and of the little toe, at the front of each. */
  halluxTip: Point3;
  fifthToeTip: Point3;
  /** Tip of the longest toe. */
  toeTip: Point3;
}

/** Ground-truth measurements in mm (archIndex a ratio). */
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
  /**
   * Cavanagh and Rodgers' arch index of the footprint (contact: sole within FOOTPRINT_CONTACT_MM of the ground),
   * from the analytic sole at 0.5 mm: meaningful for weighted scans above all.
   */
  archIndex: number;
}

export interface SyntheticFoot {
  /** The closed foot; for a foam-box scan, the open impression seen from above (normals out of the foam). */
  mesh: TriangleMesh;
  landmarks: FootLandmarks;
  measurements: FootMeasurements;
  /** The resolved parameters the foot was built from (defaults filled in, scan mode applied). */
  shape: FootShape;
}

/** Medial share of the section's half width at which the arch apex is taken. */
const APEX_ACROSS = -0.7;
/** The heel-spur point's medial offset, share of the heel's half width (assumed). */
const HEEL_SPUR_MEDIAL = 0.15;
/** The fifth metatarsal base's point in from the lateral edge, share of the ball width (assumed). */
const FIFTH_BASE_INSET = 0.06;

export function generateFoot(options: FootOptions): SyntheticFoot {
  const shape = resolveFootShape(options);
  const L = shape.length;
  const a = shape.anatomy;
  const outline = footOutline(shape);
  const profile = footProfile(shape, outline);
  const heads = outline.heads;

  // Ring size and station count for the wanted triangle count: 2·M·(S − 2) + M triangles.
  const ringSize = 4 * Math.round(Math.sqrt(shape.triangles / 2.4) / 4);
  let inner = Math.max(3, Math.round((shape.triangles - ringSize) / (2 * ringSize)));
  // Rounding must not leave the 50,000 to 150,000 range.
  while (2 * ringSize * inner + ringSize < MIN_TRIANGLES) inner++;
  while (2 * ringSize * inner + ringSize > MAX_TRIANGLES) inner--;
  const input: LoftInput = {
    stations: [],
    ringSize,
    span: outline.span,
    heights: profile.heights,
    soleExponent: shape.soleExponent,
    topExponent: () => 2.6,
  };

  // Landmarks to the micrometre: exact enough, and clean in JSON.
  const point = ([x, y, z]: [number, number, number]): Point3 => ({ x: micro(x), y: micro(y), z: micro(z) });
  const plantar = (x: number, y: number) => point([x, y, soleHeight(input, x, y) ?? 0]);
  const archApex = point(highestSole(input, a.archStart * L, a.archEnd * L));
  const navicularY = a.navicular * L;
  const navicular = point(medialPointAtHeight(input, navicularY, archApex.z + a.navicularRise * L));
  const heelCentre = plantar(0, outline.heelCentreY);
  const [h1, h2, h3, h4, h5] = heads as [Head, Head, Head, Head, Head];
  const footAxis = plantar((h2.x + h3.x) / 2, (h2.y + h3.y) / 2);
  const sulcus = onCrease(profile.creaseY, heelCentre, footAxis);
  const toeTipPoint = (x: number, y: number) => {
    const h = profile.heights(x, y);
    return point([x, y, (h.zb + h.zt) / 2]);
  };
  const toes = shape.toes.map((t) => ({ x: t.x, y: L * (1 - t.shortfall) }));
  const [firstToe, secondToe, , , fifthToe] = toes as [XY, XY, XY, XY, XY];
  const fifthBaseY = a.fifthBase * L;
  const landmarks: FootLandmarks = {
    heelCentre,
    heelBack: point(sectionPoint(input, 0, ringAngle(0, ringSize))),
    heelSpur: plantar(-HEEL_SPUR_MEDIAL * (shape.heelWidth / 2), outline.heelCentreY + a.heelSpur * shape.heelWidth),
    footAxis,
    firstMetatarsalHead: plantar(h1.x, h1.y),
    secondMetatarsalHead: plantar(h2.x, h2.y),
    thirdMetatarsalHead: plantar(h3.x, h3.y),
    fourthMetatarsalHead: plantar(h4.x, h4.y),
    fifthMetatarsalHead: plantar(h5.x, h5.y),
    fifthMetatarsalBase: plantar(outline.lateralEdge(fifthBaseY) - FIFTH_BASE_INSET * shape.ballWidth, fifthBaseY),
    navicular,
    archApex,
    sulcus: plantar(sulcus[0], sulcus[1]),
    halluxTip: toeTipPoint(firstToe.x, firstToe.y),
    fifthToeTip: toeTipPoint(fifthToe.x, fifthToe.y),
    toeTip: toeTipPoint(outline.tipX, L),
  };
  const [b0, b1] = outline.span(outline.heelCentreY);
  const footprint = {
    from: [heelCentre.x, heelCentre.y] as [number, number],
    to: [secondToe.x, secondToe.y] as [number, number],
    isToe: (x: number, y: number) => y > profile.creaseY(x),
  };
  const measurements: FootMeasurements = {
    footLength: micro(L),
    ballWidth: micro(outline.lateralBallX - outline.medialBallX),
    heelWidth: micro(b1 - b0),
    archHeight: archApex.z,
    navicularHeight: navicular.z,
    archIndex: micro(archIndex(input, footprint, L)),
  };

  const keyRows = [outline.heelCentreY, ...heads.map((h) => h.y)];
  const mesh =
    shape.cutHeight === undefined
      ? loft({
          ...input,
          stations: spacedStations(L, inner + 2, [...keyRows, archApex.y, navicularY, fifthBaseY]),
        })
      : foamBoxImpression(input, {
          length: L,
          minX: Math.min(outline.medialBallX, outline.medialEdge(L * 0.9)),
          maxX: outline.lateralBallX,
          top: shape.cutHeight,
          triangles: shape.triangles,
          keyRows,
        });
  const foot = { mesh, landmarks, measurements, shape };
  return shape.side === "left" ? mirrorFoot(foot) : foot;
}

interface XY {
  x: number;
  y: number;
}

/** The sole's highest point on the arch's line (APEX_ACROSS of the half width) between two y, by 0.25 mm steps. */
function highestSole(input: LoftInput, from: number, to: number): [number, number, number] {
  let best: [number, number, number] = [0, from, -Infinity];
  for (let y = from; y <= to; y += 0.25) {
    const [x0, x1] = input.span(y);
    const x = (x0 + x1) / 2 + ((x1 - x0) / 2) * APEX_ACROSS;
    const z = soleHeight(input, x, y) ?? -Infinity;
    if (z > best[2]) best = [x, y, z];
  }
  return best;
}

/** Where the line from `from` through `through` (extended) meets the toe crease y = creaseY(x). */
function onCrease(creaseY: (x: number) => number, from: Point3, through: Point3): [number, number] {
  const xAt = (y: number) => from.x + ((through.x - from.x) * (y - from.y)) / (through.y - from.y);
  let y = creaseY(through.x);
  for (let i = 0; i < 30; i++) y = creaseY(xAt(y));
  return [xAt(y), y];
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
