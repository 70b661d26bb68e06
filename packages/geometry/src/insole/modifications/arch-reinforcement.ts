// The arch reinforcement: the shell made thicker under the arch by lowering its underside (never below the
// ground), across the whole shell from the navicular to the base of the fifth metatarsal, fading in and out
// over ARCH_REINFORCEMENT_FADE_MM along the foot.
import { addZone, type Drawing, need } from "./drawing";
import { smoothstep } from "./shapes";

/** Along the foot, the fade at each end of the reinforcement, mm (assumed). */
export const ARCH_REINFORCEMENT_FADE_MM = 10;

export function drawArchReinforcement(d: Drawing): void {
  const reinforcement = d.input.numbers.archReinforcement;
  if (!reinforcement.applied) return;
  const at = need(d, "arch reinforcement", ["navicular", "fifthMetatarsalBase"]);
  if (!at) return;
  const y0 = Math.min(at.navicular.y, at.fifthMetatarsalBase.y);
  const y1 = Math.max(at.navicular.y, at.fifthMetatarsalBase.y);
  const fade = ARCH_REINFORCEMENT_FADE_MM;
  const f = d.fields;
  const g = f.grid;
  const drawn = new Uint8Array(g.nx * g.ny);
  for (let iy = 0; iy < g.ny; iy++) {
    const y = g.y0 + iy * g.cellMm;
    const w = Math.min(smoothstep((y - (y0 - fade)) / fade), smoothstep((y1 + fade - y) / fade));
    if (!(w > 0)) continue;
    for (let ix = 0; ix < g.nx; ix++) {
      const i = iy * g.nx + ix;
      if (f.shellMask[i] !== 1) continue;
      const lowered = (f.shellBottom[i] as number) - reinforcement.extraThicknessMm * w;
      f.shellBottom[i] = Math.max(d.groundZ, lowered);
      drawn[i] = 1;
    }
  }
  addZone(d, "arch reinforcement", "modification", drawn);
}
