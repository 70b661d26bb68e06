// Inputs for the insole generator's tests and bench: a synthetic foot's plantar field and true landmarks with a
// prescription's numbers for that foot.

import { rxGeometry } from "@solerx/domain/design";
import { Prescription, type PrescriptionInput } from "@solerx/domain/prescription";
import { generateFoot, type SyntheticFoot } from "../foot/generate";
import type { FootOptions } from "../foot/params";
import { plantarHeightField } from "../height-field/plantar-height-field";
import type { InsoleInput, InsoleLandmarks } from "./insole-model";

/**
 * The synthetic foot's true landmarks; it has no sulcus, so the test inputs place one a third of the way from
 * the first metatarsal head to the toe tip (an input like any scanner's, not a claim about the foot).
 */
export function footLandmarks(foot: SyntheticFoot): InsoleLandmarks {
  const l = foot.landmarks;
  const sulcusY = l.firstMetatarsalHead.y + (l.toeTip.y - l.firstMetatarsalHead.y) / 3;
  return {
    sulcus: { x: l.heelCentre.x, y: sulcusY, z: 0 },
    heelCentre: l.heelCentre,
    firstMetatarsalHead: l.firstMetatarsalHead,
    fifthMetatarsalHead: l.fifthMetatarsalHead,
    navicular: l.navicular,
    archApex: l.archApex,
    heelBack: l.heelBack,
    toeTip: l.toeTip,
  };
}

export function insoleInput(
  foot: SyntheticFoot,
  rx: PrescriptionInput = {},
  weightLbs: number | null = 160,
  mark?: string,
): InsoleInput {
  const side = foot.shape.side;
  const numbers = rxGeometry(Prescription.parse(rx), { weightLbs })[side];
  return { side, plantar: plantarHeightField(foot.mesh), landmarks: footLandmarks(foot), numbers, mark };
}

export function syntheticInput(options: FootOptions, rx: PrescriptionInput = {}): InsoleInput {
  return insoleInput(generateFoot(options), rx);
}
