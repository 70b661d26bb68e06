// A standing laser scanner's foot (the booth kind a patient steps into): everything above a plane at the ankle cut
// away, the cut left open (a hole whose edge is one loop on the plane) or capped flat, as scanners differ. The
// synthetic foot's own top is a low stump (about 0.3 of its length), below any real cut, so the foot is first
// given its lower leg (lower-leg.ts) and that is cut.
import type { SyntheticFoot } from "../../foot/generate";
import { type Capture, type CaptureOptions, footCapture, requireClosedFoot } from "./capture";
import { withDebrisIf } from "./debris";
import { legOnFoot } from "./lower-leg";
import { boundaryLoops, capLoop, clipBelowPlane, type Vec3 } from "./mesh-ops";

/** The largest tilt of the cut a scanner leaves, degrees (a booth's plane is near level). */
export const MAX_CUT_TILT = 10;
/** The cut stays this far above the leg's join to the foot, mm, so it cuts the leg and not the instep. */
const ABOVE_JOIN_MM = 10;

export interface AnkleCutOptions extends CaptureOptions {
  /** Height of the cut on the leg's axis, mm: scanners cut at 0.35 to 0.5 of the foot's length (about 90 to 140
   * mm for an adult). */
  height: number;
  /** Flat cap over the cut (true), or the cut left open. */
  capped: boolean;
  /** Tilt of the cut from level, degrees, 0 to 10. Default 0. */
  tilt?: number;
  /** The direction the tilted cut falls towards, degrees from +x in the ground plane (90: lower at the front).
   * Default 90. */
  tiltAzimuth?: number;
}

export function ankleCut(foot: SyntheticFoot, options: AnkleCutOptions): Capture {
  requireClosedFoot(foot, "ankleCut");
  const tilt = options.tilt ?? 0;
  if (!(tilt >= 0 && tilt <= MAX_CUT_TILT)) throw new RangeError(`tilt ${tilt} is outside 0 to ${MAX_CUT_TILT}`);
  const L = foot.measurements.footLength;
  // The leg reaches well past the cut, however tilted, so the cut crosses only the leg.
  const leg = legOnFoot(foot.mesh, L, { legLength: options.height + 60, pitch: 0 });
  const tau = (tilt * Math.PI) / 180;
  const azimuth = ((options.tiltAzimuth ?? 90) * Math.PI) / 180;
  // The cut falls by at most tan(tilt) × the leg's reach from its axis (about 0.3 of L) below its height there.
  if (options.height - Math.tan(tau) * 0.3 * L < leg.baseZ + ABOVE_JOIN_MM) {
    throw new RangeError(`a cut at ${options.height} mm is below the ankle (its join at ${leg.baseZ.toFixed(0)} mm)`);
  }
  const origin: Vec3 = [leg.centre[0], leg.centre[1], options.height];
  const normal: Vec3 = [Math.sin(tau) * Math.cos(azimuth), Math.sin(tau) * Math.sin(azimuth), Math.cos(tau)];
  let mesh = clipBelowPlane(leg.mesh, origin, normal);
  if (options.capped) {
    const loops = boundaryLoops(mesh);
    if (loops.length !== 1) throw new Error(`the ankle cut made ${loops.length} loops`);
    mesh = capLoop(mesh, loops[0] as number[], origin);
  }
  return withDebrisIf(footCapture(foot, mesh, "ankle-cut"), options, 1);
}
