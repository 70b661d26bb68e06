// Inputs for the insole generator's tests and bench: a synthetic foot's plantar field and true landmarks with a
// prescription's numbers for that foot.

import { rxGeometry } from "@solerx/domain/design";
import { Prescription, type PrescriptionInput } from "@solerx/domain/prescription";
import { generateFoot, type SyntheticFoot } from "../foot/generate";
import type { FootOptions } from "../foot/params";
import { plantarHeightField } from "../height-field/plantar-height-field";
import type { InsoleInput, InsoleLandmarks } from "./insole-model";

export function footLandmarks(foot: SyntheticFoot): InsoleLandmarks {
  const l = foot.landmarks;
  return {
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
