// Phone photogrammetry of a seated patient's foot: the foot unloaded (a relaxed arch: the generator's
// "non-weighted" scan mode), the ankle relaxed into plantarflexion so the sole hangs free, toes down, on no plane,
// and the leg going up from the ankle and back towards the knee (the foot stretched out in front of the chair), cut
// open far up where the capture stopped.
import type { SyntheticFoot } from "../../foot/generate";
import { seededRandom } from "../../foot/random";
import { type Capture, type CaptureOptions, footCapture, requireClosedFoot } from "./capture";
import { withDebrisIf } from "./debris";
import { legOnFoot } from "./lower-leg";
import { between, mapPositions, type Vec3 } from "./mesh-ops";

/** The whole foot (and leg) turned toes down about the ankle, degrees: a seated foot's relaxed ankle. */
export const PLANTARFLEXION: [number, number] = [10, 25];
/** The leg's rise above the ground plane, going up and back from the ankle, degrees (90: vertical). With the foot
 * plantarflexed the ankle's angle (the shin to the sole's forward direction) is 90 + plantarflexion + the lean back:
 * 100 to 135°, a relaxed seated ankle. */
export const LEG_ELEVATION: [number, number] = [70, 90];
/** The leg's length from the ankle to where the capture stopped, mm (far up the shin). */
export const SEATED_LEG_MM: [number, number] = [250, 350];

/**
 * The seated capture of a non-weighted foot (a RangeError for another scan mode: its arch is not relaxed), drawn
 * from `seed`: plantarflexion 10 to 25°, the leg rising 70 to 90° from the ground backwards, 250 to 350 mm long,
 * open at the top.
 * The mesh is the foot's frame turned about the x axis through the ankle (the leg's join): fromFoot maps the
 * foot's points into it, and the landmarks are turned with it.
 */
export function seatedWithLeg(foot: SyntheticFoot, seed: number, options: CaptureOptions = {}): Capture {
  requireClosedFoot(foot, "seatedWithLeg");
  if (foot.shape.scanMode !== "non-weighted") {
    throw new RangeError(`a seated foot is non-weighted (its arch relaxed), not ${foot.shape.scanMode}`);
  }
  const random = seededRandom(seed);
  const plantarflexion = between(random, ...PLANTARFLEXION);
  const elevation = between(random, ...LEG_ELEVATION);
  const legLength = between(random, ...SEATED_LEG_MM);
  // The turn below tips the leg forward by the plantarflexion: on the foot it leans back by that and its own lean.
  const pitch = -(plantarflexion + 90 - elevation);
  const leg = legOnFoot(foot.mesh, foot.measurements.footLength, { legLength, pitch });
  const ankle: Vec3 = [leg.centre[0], leg.centre[1], leg.baseZ];
  // Toes down: a turn about +x by minus the plantarflexion (y towards -z).
  const beta = (-plantarflexion * Math.PI) / 180;
  const [c, s] = [Math.cos(beta), Math.sin(beta)];
  const turn = ([x, y, z]: Vec3): Vec3 => {
    const dy = y - ankle[1];
    const dz = z - ankle[2];
    return [x, ankle[1] + c * dy - s * dz, ankle[2] + s * dy + c * dz];
  };
  const mesh = mapPositions(leg.mesh, turn);
  const capture = footCapture(foot, mesh, "seated", (p) => {
    const [x, y, z] = turn([p.x, p.y, p.z]);
    return { x, y, z };
  });
  return withDebrisIf(capture, options, seed);
}
