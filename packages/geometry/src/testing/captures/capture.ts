// What every capture shape answers: the mesh as the capture hands it over, still in the foot's frame (x across, y from
// the heel's back to the toes, z up from the ground, mm) unless the shape itself moves the foot (a seated foot
// plantarflexed) or scales it (a capture of the wrong scale), the foot's ground-truth landmarks where they lie in
// that mesh, and the map from the foot's frame to the mesh's. Posing in a scanner's frame and units comes after
// (pose.ts).
import type { FootLandmarks, Point3, SyntheticFoot } from "../../foot/generate";
import type { TriangleMesh } from "../../mesh";
import { mapPositions } from "./mesh-ops";

/** The real captures the shapes stand for (issue 33 point 7). */
export type CaptureKind = "ankle-cut" | "lower-leg" | "seated" | "foam-block" | "phone";

export interface Capture {
  mesh: TriangleMesh;
  kind: CaptureKind;
  /** The foot's ground-truth landmarks in the mesh's coordinates (the foot's frame, mm, unless moved or scaled). */
  landmarks: FootLandmarks;
  /** Where a point of the foot's frame (mm) lies in the mesh's coordinates. */
  fromFoot(point: Point3): Point3;
  /** The mesh's units per true millimetre: 1, unless the capture is of the wrong scale (0.9, 1/25.4 for inches). */
  scale: number;
  /** Connected parts of the mesh (shared vertices join): the foot's, and a separate floor sheet or debris. */
  parts: number;
}

/** Options every shape takes. */
export interface CaptureOptions {
  /** Loose debris around the foot (debris.ts): a sphere or two and a stray strip, disconnected. */
  debris?: boolean;
}

export function footCapture(
  foot: SyntheticFoot,
  mesh: TriangleMesh,
  kind: CaptureKind,
  fromFoot: (point: Point3) => Point3 = (point) => ({ ...point }),
): Capture {
  return { mesh, kind, landmarks: mapLandmarks(foot.landmarks, fromFoot), fromFoot, scale: 1, parts: 1 };
}

export function mapLandmarks(landmarks: FootLandmarks, map: (point: Point3) => Point3): FootLandmarks {
  return Object.fromEntries(
    Object.entries(landmarks).map(([name, point]) => [name, map(point)]),
  ) as unknown as FootLandmarks;
}

/**
 * The capture at `factor` times its size about the origin: a phone's wrong scale (0.9, 1.13), a block measured in
 * inches (1/25.4) or in units nobody knows (0.37). The landmarks and fromFoot scale with it.
 */
export function scaled(capture: Capture, factor: number): Capture {
  const scale = (p: Point3): Point3 => ({ x: p.x * factor, y: p.y * factor, z: p.z * factor });
  return {
    ...capture,
    mesh: mapPositions(capture.mesh, ([x, y, z]) => [x * factor, y * factor, z * factor]),
    landmarks: mapLandmarks(capture.landmarks, scale),
    fromFoot: (p) => scale(capture.fromFoot(p)),
    scale: capture.scale * factor,
  };
}

/** The shapes that build on the closed foot refuse a foam-box foot, whose mesh is already an open impression. */
export function requireClosedFoot(foot: SyntheticFoot, shape: string): void {
  if (foot.shape.scanMode === "foambox") {
    throw new RangeError(`${shape} needs a closed foot; a foam-box foot is an impression (use foamBlock)`);
  }
}
