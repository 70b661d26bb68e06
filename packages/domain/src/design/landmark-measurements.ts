// The measurements a foot's landmarks define, recomputed as a clinician moves them on the landmark screen (issue
// 20). The scan's figures are the server's (measured on the whole mesh: measureFoot reads outlines and the sole's
// height field, not single points), so a moved landmark cannot give a new figure on its own; instead each figure
// the landmarks define moves by as much as the landmarks moved it:
//
//   shown = the scan's figure + (figure of the landmarks as they are − figure of the scan's own landmarks)
//
// With nothing moved the table shows the scan's figures exactly. The figures, all in the foot's frame (below):
//   foot length       heelBack to toeTip, along the foot's axis
//   ball width        firstMetatarsalHead to fifthMetatarsalHead, across the axis
//   arch height       archApex above the ground
//   navicular height  navicular above the ground
// Heel width and the arch index are the outline's and the footprint's alone: no landmark defines them.
//
// The foot's frame is the scan's own, fixed while landmarks move: the ground is the plane of the foot's tripod as
// the scan's landmarks place it (heelCentre, firstMetatarsalHead, fifthMetatarsalHead: the three plantar points
// that bear the weight), "up" the side the navicular stands on; the axis runs from heelCentre to footAxis, laid
// on the ground. Pure arithmetic on points in the scan's coordinates (any pose, millimetres).
import type { FootLandmarks, Point3 } from "../scan";

type Vec = readonly [number, number, number];

const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const length = (a: Vec) => Math.hypot(a[0], a[1], a[2]);
const unit = (a: Vec): Vec | null => {
  const l = length(a);
  return l > 1e-9 ? scale(a, 1 / l) : null;
};

/** The foot's frame in the scan's coordinates: unit vectors, right-handed (across = along × up). */
export interface FootFrame {
  /** A point of the ground (the scan's heelCentre). */
  origin: Point3;
  /** Away from the ground, on the foot's side. */
  up: Point3;
  /** Along the foot's axis, heel to toe, on the ground. */
  along: Point3;
  /** Across the axis, on the ground: the viewer's right when looking from behind the heel, toes away. */
  across: Point3;
}

/** The frame of a foot from its scan's own landmarks; null when they lack a tripod point or the axis. */
export function footFrame(scan: FootLandmarks): FootFrame | null {
  const { heelCentre, firstMetatarsalHead: first, fifthMetatarsalHead: fifth, footAxis } = scan;
  if (!heelCentre || !first || !fifth || !footAxis) return null;
  let up = unit(cross(sub(first, heelCentre), sub(fifth, heelCentre)));
  if (!up) return null;
  // The navicular (or the arch's apex) stands above the ground: it says which side is up on a scan in any pose.
  const above = scan.navicular ?? scan.archApex;
  const upSign = above ? Math.sign(dot(sub(above, heelCentre), up)) : Math.sign(up[2]);
  if (upSign < 0) up = scale(up, -1);
  const axis = sub(footAxis, heelCentre);
  const along = unit(sub(axis, scale(up, dot(axis, up))));
  if (!along) return null;
  const across = cross(along, up);
  return { origin: [...heelCentre], up: [...up], along: [...along], across: [...across] };
}

/** The figures of the file's comment; each null when a landmark it needs is missing. */
export interface LandmarkFigures {
  footLength: number | null;
  ballWidth: number | null;
  archHeight: number | null;
  navicularHeight: number | null;
}

export const LANDMARK_FIGURES = ["footLength", "ballWidth", "archHeight", "navicularHeight"] as const;

/** The figures the landmarks define, in the frame (see the file's comment). */
export function landmarkFigures(landmarks: FootLandmarks, frame: FootFrame): LandmarkFigures {
  const { heelBack, toeTip, firstMetatarsalHead, fifthMetatarsalHead, archApex, navicular } = landmarks;
  const height = (point: Point3 | undefined) => (point ? dot(sub(point, frame.origin), frame.up) : null);
  return {
    footLength: heelBack && toeTip ? dot(sub(toeTip, heelBack), frame.along) : null,
    ballWidth:
      firstMetatarsalHead && fifthMetatarsalHead
        ? Math.abs(dot(sub(firstMetatarsalHead, fifthMetatarsalHead), frame.across))
        : null,
    archHeight: height(archApex),
    navicularHeight: height(navicular),
  };
}

/** The scan's measurements this function updates (ScanProperties' names). */
export interface LandmarkMeasured {
  footLength: number;
  ballWidth: number;
  archHeight: number | null;
  navicularHeight: number | null;
}

/**
 * The scan's measurements with the landmarks as they are now (`current`, the scan's own with the clinician's
 * moves): each figure the landmarks define moved by as much as they moved it. A figure whose landmarks are
 * missing, a null figure of the scan, or a scan without a frame keep the scan's values.
 */
export function measurementsWithLandmarks<T extends LandmarkMeasured>(
  measured: T,
  scanLandmarks: FootLandmarks,
  current: FootLandmarks,
): T {
  const frame = footFrame(scanLandmarks);
  if (!frame) return measured;
  const before = landmarkFigures(scanLandmarks, frame);
  const after = landmarkFigures(current, frame);
  const updated = { ...measured };
  for (const key of LANDMARK_FIGURES) {
    const value = measured[key];
    const from = before[key];
    const to = after[key];
    if (value === null || from === null || to === null) continue;
    updated[key] = Math.max(0, value + (to - from));
  }
  return updated;
}

/** A point moved in the foot's plan: `alongMm` towards the toes, `acrossMm` to the viewer's right. */
export function nudgeInPlan(point: Point3, frame: FootFrame, alongMm: number, acrossMm: number): Point3 {
  const moved = add(add(point, scale(frame.along, alongMm)), scale(frame.across, acrossMm));
  return [moved[0], moved[1], moved[2]];
}

/** How far a landmark is from where the scan placed it, mm. */
export function distanceMm(a: Point3, b: Point3): number {
  return length(sub(a, b));
}
