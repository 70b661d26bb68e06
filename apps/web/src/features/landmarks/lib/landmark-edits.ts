// One foot's landmarks on the landmark screen, as plain data: the scan's own (the suggestion) and those the
// clinician moved, in the scan's coordinates. Moves, resets and the clinician's points as leroyMeta keeps them;
// no React, no three.js, so the rules are tested alone.
import { type ClinicianLandmarks, distanceMm, movedLandmarks, type VisualizerMeta } from "@solerx/domain/design";
import { type FootLandmarks, LANDMARK_NAMES, type LandmarkName, type Point3 } from "@solerx/domain/scan";

export interface FootEdits {
  scanID: string;
  /** The scan's own landmarks (its properties'). */
  suggested: FootLandmarks;
  /** The clinician's, only those moved. */
  moved: FootLandmarks;
}

/** A move closer than this to the suggestion is no move: the point goes back to being the scan's. */
const SAME_POINT_MM = 0.05;

/** The foot's landmarks as they open: the scan's, with those the clinician moved on this very scan. */
export function openFoot(
  scanID: string,
  suggested: FootLandmarks,
  meta: VisualizerMeta | null,
  side: "left" | "right",
) {
  const moved: FootLandmarks = {};
  const saved = meta?.landmarks?.[side];
  for (const name of movedLandmarks(scanID, side, meta)) {
    const point = saved?.points[name];
    if (point && suggested[name]) moved[name] = point;
  }
  return { scanID, suggested, moved } satisfies FootEdits;
}

/** Where each landmark is now. */
export function currentPoints(foot: FootEdits): FootLandmarks {
  return { ...foot.suggested, ...foot.moved };
}

/** The names of the scan's landmarks, in the list's order. */
export function landmarkNames(foot: FootEdits): LandmarkName[] {
  return LANDMARK_NAMES.filter((name) => foot.suggested[name] !== undefined);
}

export function movedNames(foot: FootEdits): LandmarkName[] {
  return LANDMARK_NAMES.filter((name) => foot.moved[name] !== undefined);
}

/** How far a landmark is from the scan's suggestion, mm (0 when not moved). */
export function distanceFromSuggestion(foot: FootEdits, name: LandmarkName): number {
  const moved = foot.moved[name];
  const suggested = foot.suggested[name];
  return moved && suggested ? distanceMm(moved, suggested) : 0;
}

export function moveLandmark(foot: FootEdits, name: LandmarkName, point: Point3): FootEdits {
  const suggested = foot.suggested[name];
  if (!suggested) return foot;
  const moved = { ...foot.moved };
  if (distanceMm(point, suggested) < SAME_POINT_MM) delete moved[name];
  else moved[name] = point;
  return { ...foot, moved };
}

export function resetLandmark(foot: FootEdits, name: LandmarkName): FootEdits {
  if (!foot.moved[name]) return foot;
  const moved = { ...foot.moved };
  delete moved[name];
  return { ...foot, moved };
}

export function resetFoot(foot: FootEdits): FootEdits {
  return { ...foot, moved: {} };
}

/** What leroyMeta keeps of the foot: the moved points named for their scan; null when none moved. */
export function clinicianLandmarks(foot: FootEdits): ClinicianLandmarks | null {
  return movedNames(foot).length > 0 ? { scanID: foot.scanID, points: { ...foot.moved } } : null;
}
