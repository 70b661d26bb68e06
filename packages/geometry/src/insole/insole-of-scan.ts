// One foot's insole from its scan, as the server's pool workers and the browser's insole worker both make it:
// the decoded scan oriented into the foot's frame, its plantar height field, the stored landmarks brought into
// that frame, then the generator. Split in two so the browser keeps the prepared scan and, when only the
// prescription changes, runs the generator alone.
import type { DesignSide, RxGeometrySide } from "@solerx/domain/design";
import { type FootLandmarks, LANDMARK_NAMES } from "@solerx/domain/scan";
import type { HeightGrid } from "../height-field/height-grid";
import { plantarHeightField } from "../height-field/plantar-height-field";
import type { TriangleMesh } from "../mesh";
import { toFramePoint } from "../orient/frame-point";
import { type OrientTransform, orientScan } from "../orient/orient";
import { type OrientFootOptions, orientFoot } from "../orient-foot";
import { generateInsole } from "./generate-insole";
import type { InsoleLandmarks, InsoleResult } from "./insole-model";

/** Said when the generator fails on a scan it was given (the scan's shape, not the request, is at fault). */
export const GENERATOR_FAILED = "the insole could not be built on this scan's shape.";

/** A scan made ready for the generator: oriented into the foot's frame, with its plantar height field. */
export interface PreparedScan {
  side: DesignSide;
  /** The scan in the foot's frame (mm). */
  mesh: TriangleMesh;
  transform: OrientTransform;
  plantar: HeightGrid;
}

export type Prepared = { ok: true; scan: PreparedScan } | { ok: false; reason: string };

/**
 * How a stored scan was oriented when it was measured (readAgainAs of its properties), so it is read the same:
 * `measured` when its measuring found the foot in that frame plausible.
 */
export type ScanOrientation = Omit<OrientFootOptions, "side" | "expectedLengthMm"> & { measured?: boolean };

/**
 * Orients the scan as its measuring did and takes its plantar height field. A scan its measuring found plausible
 * is oriented in that frame again (orientScan with the same correction and scale gives the same frame: the same
 * file, the same code); any other is oriented and checked here (orientFoot), and refused (in words a clinician
 * reads) when its foot is: no insole is made on a foot turned wrong.
 */
export function prepareScan(mesh: TriangleMesh, side: DesignSide, orientation: ScanOrientation = {}): Prepared {
  const { measured, ...options } = orientation;
  const found = measured ? orientScan(mesh, { side, ...options }) : orientFoot(mesh, { side, ...options });
  if (!found.ok) return { ok: false, reason: found.reason };
  const oriented = "oriented" in found ? found.oriented : found;
  return {
    ok: true,
    scan: { side, mesh: oriented.mesh, transform: oriented.transform, plantar: plantarHeightField(oriented.mesh) },
  };
}

/** The stored landmarks in the foot's frame (mm), those the scan has. */
export function frameLandmarks(transform: OrientTransform, landmarks: FootLandmarks): InsoleLandmarks {
  const framed: InsoleLandmarks = {};
  for (const name of LANDMARK_NAMES) {
    const point = landmarks[name];
    if (!point) continue;
    const [x, y, z] = toFramePoint(transform, point);
    framed[name] = { x, y, z };
  }
  return framed;
}

export type InsoleOnScan =
  | { ok: true; result: InsoleResult }
  /** `reason` in words a clinician reads; `detail` for a log. */
  | { ok: false; reason: string; detail: string };

/** The generator on a prepared scan; a failure is the scan's shape, said in words (GENERATOR_FAILED). */
export async function insoleOnScan(
  scan: PreparedScan,
  landmarks: FootLandmarks,
  numbers: RxGeometrySide,
  options: { mark?: string | undefined; preview?: boolean } = {},
): Promise<InsoleOnScan> {
  try {
    const result = await generateInsole({
      side: scan.side,
      plantar: scan.plantar,
      landmarks: frameLandmarks(scan.transform, landmarks),
      numbers,
      ...(options.mark ? { mark: options.mark } : {}),
      ...(options.preview ? { preview: true } : {}),
    });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, reason: GENERATOR_FAILED, detail: error instanceof Error ? error.message : String(error) };
  }
}
