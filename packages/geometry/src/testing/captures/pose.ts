// Any capture as a scanner's file has it: turned anywhere on the sphere (a phone's or a scanner's own axes, not
// only a turn about the vertical), moved, and in the file's units (mm, cm, m or inches). The turn and move are
// scan-pose.ts's, whose tilt about a horizontal axis here reaches the whole half turn: a tilt of acos(1 − 2u) about
// an axis at any angle after any turn about the vertical is a rotation drawn uniformly from all of them.
import type { LandmarkName } from "@solerx/domain/scan";
import type { Point3 } from "../../foot/generate";
import { type Random, seededRandom } from "../../foot/random";
import type { TriangleMesh } from "../../mesh";
import { place, type ScanPose } from "../scan-pose";
import type { Capture } from "./capture";
import { mapPositions, type Vec3 } from "./mesh-ops";

export type CaptureUnits = "mm" | "cm" | "m" | "inch";
export const CAPTURE_UNITS_PER_MM: Record<CaptureUnits, number> = { mm: 1, cm: 0.1, m: 0.001, inch: 1 / 25.4 };
/** A random pose moves the capture by up to this much on each axis, mm. */
const MAX_SHIFT_MM = 500;

export interface PoseCaptureOptions {
  /** The file's units; mm by default. */
  units?: CaptureUnits;
  /** This turn and move instead of a random one. */
  pose?: Omit<ScanPose, "unitsPerMm">;
}

export interface PosedCapture {
  mesh: TriangleMesh;
  /** The turn, move and units from the capture's coordinates to the file's. */
  pose: ScanPose;
  /** A point of the capture's coordinates (its mesh's and landmarks'; capture.fromFoot maps the foot's frame
   * there) in the file's. */
  toScan(point: Point3): Vec3;
  /** The capture's landmarks in the file's coordinates. */
  landmarks: Record<LandmarkName, Vec3>;
}

/** A turn drawn uniformly from all rotations, and a move of up to 500 mm on each axis. */
export function anyPose(random: Random): Omit<ScanPose, "unitsPerMm"> {
  return {
    yaw: 2 * Math.PI * random(),
    tilt: Math.acos(1 - 2 * random()),
    tiltAxis: 2 * Math.PI * random(),
    shift: [0, 0, 0].map(() => MAX_SHIFT_MM * (2 * random() - 1)) as Vec3,
  };
}

/** The capture turned, moved (drawn from `seed` unless `options.pose` is given) and in `options.units`. */
export function poseCapture(capture: Capture, seed: number, options: PoseCaptureOptions = {}): PosedCapture {
  const pose: ScanPose = {
    ...(options.pose ?? anyPose(seededRandom(seed))),
    unitsPerMm: CAPTURE_UNITS_PER_MM[options.units ?? "mm"],
  };
  const toScan = (p: Point3) => place(pose, [p.x, p.y, p.z]);
  const landmarks = Object.fromEntries(
    Object.entries(capture.landmarks).map(([name, p]) => [name, toScan(p)]),
  ) as Record<LandmarkName, Vec3>;
  return { mesh: mapPositions(capture.mesh, (p) => place(pose, p)), pose, toScan, landmarks };
}
