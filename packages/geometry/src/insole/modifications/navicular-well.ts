// The navicular well: a smooth round hollow in the shell's top under the navicular, as deep and as wide as the
// Rx's numbers (a cosine profile: the full depth at the centre, none at the rim). The navicular tuberosity lies
// on the foot's medial side, often beyond the shell seen from above: the well then sits at the shell's medial
// edge in the navicular's row, where the shell rises under it.
import { DESIGN_WARNING_TEXTS as T } from "@solerx/domain/design";
import { addZone, type Drawing, need, warn } from "./drawing";
import { lateralOf } from "./field-edit";
import { raiseBy } from "./raise";
import type { Vec2 } from "./shapes";

export function drawNavicularWell(d: Drawing): void {
  const well = d.input.numbers.navicularWell;
  if (!well.applied) return;
  const part = "navicular well";
  const at = need(d, part, ["navicular"]);
  if (!at) return;
  const centre = onShell(d, at.navicular);
  if (!centre) {
    warn(d, "part-off-shell", T.partOutsideShell(d.side, part));
    return;
  }
  const g = d.fields.grid;
  const radius = well.diameterMm / 2;
  const weights = new Float32Array(g.nx * g.ny);
  for (let iy = 0; iy < g.ny; iy++) {
    for (let ix = 0; ix < g.nx; ix++) {
      const r = Math.hypot(g.x0 + ix * g.cellMm - centre.x, g.y0 + iy * g.cellMm - centre.y);
      if (r < radius) weights[iy * g.nx + ix] = (1 + Math.cos((Math.PI * r) / radius)) / 2;
    }
  }
  const raised = raiseBy(d, weights, -well.depthMm, false);
  if (raised.drawn.every((cell) => cell === 0)) {
    warn(d, "part-off-shell", T.partOutsideShell(d.side, part));
    return;
  }
  if (raised.askedMm - raised.madeMm > 0.1) {
    warn(d, "modification-limited", T.modificationLimited(d.side, part, raised.askedMm, raised.madeMm));
  }
  addZone(d, part, "modification", raised.drawn);
}

/** The navicular's point if the shell is under it, else the shell's medial-most cell in its row; null if none. */
function onShell(d: Drawing, p: Vec2): Vec2 | null {
  const f = d.fields;
  const g = f.grid;
  const iy = Math.round((p.y - g.y0) / g.cellMm);
  const ixAt = Math.round((p.x - g.x0) / g.cellMm);
  if (iy < 0 || iy >= g.ny) return null;
  if (ixAt >= 0 && ixAt < g.nx && f.shellMask[iy * g.nx + ixAt] === 1) return p;
  let best: Vec2 | null = null;
  for (let ix = 0; ix < g.nx; ix++) {
    if (f.shellMask[iy * g.nx + ix] !== 1) continue;
    const x = g.x0 + ix * g.cellMm;
    if (!best || lateralOf(d.side, x) < lateralOf(d.side, best.x)) best = { x, y: p.y };
  }
  return best;
}
