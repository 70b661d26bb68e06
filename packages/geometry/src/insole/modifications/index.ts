// The prescription's modifications drawn on the insole's height fields (issue 19 point 3): arch modification,
// navicular well, arch reinforcement, flanges, Morton's extension, pads and cut-outs, after the shell and its
// posts are designed and before the fields become meshes. Each answers the zones it drew (for the PDF and the
// screens) and the warnings only the foot shows (a pad that runs off a narrow foot). The order matters: the
// shape of the shell first, then the extensions (so pads past a short shell have something under them), the
// pads, and the cut-outs last (a relief wins over a pad; the domain warns of the two together).
import type { DesignWarning } from "@solerx/domain/design";
import type { InsoleFields, InsoleInput, InsoleZone } from "../insole-model";
import { drawArchModification } from "./arch-modification";
import { drawArchReinforcement } from "./arch-reinforcement";
import { drawCutouts } from "./cutouts";
import type { Drawing } from "./drawing";
import { drawFlanges } from "./flanges";
import { drawNavicularWell } from "./navicular-well";
import { drawForefootExtension, drawMortonsExtension, drawPads } from "./pads";

export interface Modified {
  zones: InsoleZone[];
  warnings: DesignWarning[];
}

export function applyModifications(fields: InsoleFields, input: InsoleInput): Modified {
  let groundZ = Number.POSITIVE_INFINITY;
  for (let i = 0; i < fields.shellMask.length; i++) {
    if (fields.shellMask[i] === 1) groundZ = Math.min(groundZ, fields.shellBottom[i] as number);
  }
  const d: Drawing = {
    fields,
    groundZ: Number.isFinite(groundZ) ? groundZ : 0,
    side: input.side,
    floorMm: input.numbers.shell.floorMm,
    thicknessMm: input.numbers.shell.thicknessMm,
    input,
    zones: [],
    warnings: [],
  };
  drawArchModification(d);
  drawNavicularWell(d);
  drawArchReinforcement(d);
  drawFlanges(d);
  drawMortonsExtension(d);
  drawForefootExtension(d);
  drawPads(d);
  drawCutouts(d);
  return { zones: d.zones, warnings: d.warnings };
}
