// The cut-outs: shell cells removed (the top cover stays over the relief). The first ray's runs from the line
// half way between the first and second heads, proximally toward the medial edge at the Rx's angle to the foot
// axis and straight distally to the shell's end; the heel's and the met heads' are discs of the Rx's diameter.
// A cut-out that opens the shell's edge or leaves a thin rim says so; shell cut loose is left out.
import { CUTOUT_NAMES, type Cutout, DESIGN_WARNING_TEXTS as T } from "@solerx/domain/design";
import { addZone, type Drawing, headName, need, warn } from "./drawing";
import { keepLargestShellPiece, lateralOf } from "./field-edit";
import { mid, type Vec2 } from "./shapes";

/** Less shell than this beside a round cut-out is worth a warning, mm (assumed: a rim that still carries load). */
export const MIN_RIM_MM = 5;
/** The first ray's angle is kept within 0..80 degrees: at 90 the line would run across the foot. */
const MAX_FIRST_RAY_DEG = 80;

export function drawCutouts(d: Drawing): void {
  for (const cut of d.input.numbers.cutouts) drawCutout(d, cut);
  const dropped = keepLargestShellPiece(d.fields);
  if (dropped > 0) {
    const cellArea = d.fields.grid.cellMm * d.fields.grid.cellMm;
    warn(d, "cutout-at-edge", T.cutoutLoosePiece(d.side, Math.round(dropped * cellArea)));
  }
}

function drawCutout(d: Drawing, cut: Cutout): void {
  const name =
    cut.kind === "met-head" ? `${CUTOUT_NAMES[cut.kind]} at position ${cut.position}` : CUTOUT_NAMES[cut.kind];
  if (cut.kind === "first-ray") {
    firstRay(d, cut, name);
    return;
  }
  const radius = (cut.diameterMm ?? 0) / 2;
  if (!(radius > 0)) return;
  let centre: Vec2 | null = null;
  if (cut.kind === "heel") centre = need(d, name, ["heelCentre"])?.heelCentre ?? null;
  else if (cut.position !== null && cut.position >= 1 && cut.position <= 5) {
    const head = headName(cut.position);
    centre = need(d, name, [head])?.[head] ?? null;
  }
  if (!centre) return;
  const c = centre;
  const rim = rimLeft(d, c, radius);
  removeWhere(d, name, (x, y) => Math.hypot(x - c.x, y - c.y) <= radius);
  if (rim < MIN_RIM_MM) warn(d, "cutout-at-edge", T.cutoutAtEdge(d.side, name, rim));
}

function firstRay(d: Drawing, cut: Cutout, name: string): void {
  const at = need(d, name, ["firstMetatarsalHead", "secondMetatarsalHead"]);
  if (!at) return;
  const split = mid(at.firstMetatarsalHead, at.secondMetatarsalHead);
  const tan = Math.tan((Math.min(MAX_FIRST_RAY_DEG, Math.max(0, cut.angleDeg ?? 45)) * Math.PI) / 180);
  const uSplit = lateralOf(d.side, split.x);
  // Medial of the line: u < uSplit - (ySplit - y) tan(angle) behind the split, u < uSplit in front of it.
  removeWhere(d, name, (x, y) => lateralOf(d.side, x) < uSplit - Math.max(0, split.y - y) * tan);
}

/** Removes the shell where `inside` holds; the zone is what was removed. */
function removeWhere(d: Drawing, name: string, inside: (x: number, y: number) => boolean): void {
  const f = d.fields;
  const g = f.grid;
  const removed = new Uint8Array(g.nx * g.ny);
  for (let iy = 0; iy < g.ny; iy++) {
    for (let ix = 0; ix < g.nx; ix++) {
      const i = iy * g.nx + ix;
      if (f.shellMask[i] !== 1 || !inside(g.x0 + ix * g.cellMm, g.y0 + iy * g.cellMm)) continue;
      f.shellMask[i] = 0;
      removed[i] = 1;
    }
  }
  if (removed.some((cell) => cell === 1)) addZone(d, name, "cutout", removed);
  else warn(d, "part-off-shell", T.partOutsideShell(d.side, name));
}

/**
 * The least shell left beside a disc, mm: walking out from its rim in 32 directions, how far the shell runs on
 * before its edge (capped at MIN_RIM_MM); 0 when the disc itself reaches past the edge.
 */
function rimLeft(d: Drawing, c: Vec2, radius: number): number {
  const f = d.fields;
  const g = f.grid;
  const inShell = (x: number, y: number) => {
    const ix = Math.round((x - g.x0) / g.cellMm);
    const iy = Math.round((y - g.y0) / g.cellMm);
    return ix >= 0 && iy >= 0 && ix < g.nx && iy < g.ny && f.shellMask[iy * g.nx + ix] === 1;
  };
  let least = MIN_RIM_MM;
  for (let k = 0; k < 32; k++) {
    const a = (2 * Math.PI * k) / 32;
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let run = 0;
    const step = g.cellMm / 2;
    while (run < MIN_RIM_MM && inShell(c.x + dx * (radius + run + step), c.y + dy * (radius + run + step))) run += step;
    if (!inShell(c.x + dx * radius * 0.9, c.y + dy * radius * 0.9)) run = 0;
    least = Math.min(least, run);
  }
  return least;
}
