// The arch modification (Increase or Decrease 1/8"): the shell's top raised or lowered by the Rx's height at the
// arch apex, fading smoothly to nothing at the heel centre and at the metatarsal heads along the foot, and
// laterally over the width of the medial arch (docs/decisions.md, "Insole modifications").
import { DESIGN_WARNING_TEXTS as T } from "@solerx/domain/design";
import { addZone, type Drawing, need, warn } from "./drawing";
import { lateralOf } from "./field-edit";
import { raiseBy } from "./raise";
import { smoothstep } from "./shapes";

/** How far lateral of the apex the modification fades out, mm (assumed: about the medial arch's width). */
export const ARCH_LATERAL_FADE_MM = 35;

export function drawArchModification(d: Drawing): void {
  const arch = d.input.numbers.archModification;
  if (!arch.applied) return;
  const part = arch.heightMm > 0 ? "arch increase" : "arch decrease";
  const at = need(d, part, ["heelCentre", "archApex", "firstMetatarsalHead", "fifthMetatarsalHead"]);
  if (!at) return;
  const yHeel = at.heelCentre.y;
  const yApex = at.archApex.y;
  const yHeads = Math.min(at.firstMetatarsalHead.y, at.fifthMetatarsalHead.y);
  if (!(yHeel < yApex && yApex < yHeads)) {
    warn(d, "part-off-shell", T.partOutsideShell(d.side, part));
    return;
  }
  const uApex = lateralOf(d.side, at.archApex.x);
  const g = d.fields.grid;
  const weights = new Float32Array(g.nx * g.ny);
  for (let iy = 0; iy < g.ny; iy++) {
    const y = g.y0 + iy * g.cellMm;
    const along = y <= yApex ? smoothstep((y - yHeel) / (yApex - yHeel)) : smoothstep((yHeads - y) / (yHeads - yApex));
    if (!(along > 0)) continue;
    for (let ix = 0; ix < g.nx; ix++) {
      const u = lateralOf(d.side, g.x0 + ix * g.cellMm);
      const across = smoothstep(1 - (u - uApex) / ARCH_LATERAL_FADE_MM);
      weights[iy * g.nx + ix] = along * across;
    }
  }
  const raised = raiseBy(d, weights, arch.heightMm, false);
  if (raised.askedMm - raised.madeMm > 0.1) {
    warn(d, "modification-limited", T.modificationLimited(d.side, part, raised.askedMm, raised.madeMm));
  }
  addZone(d, part, "modification", raised.drawn);
}
