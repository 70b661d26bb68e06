// The medial and lateral flanges: the shell's rim carried up the foot's side along the midfoot to the Rx's
// height above the ground, following the scan's plantar surface (so the flange hugs the foot) and, past the
// foot's widest point, as a wall standing just outside it; fading to the shell's own rim at both ends. The shell
// added there takes the shell's thickness as a ball offset of its top, so a steep wall keeps its thickness across.
import { DESIGN_WARNING_TEXTS as T } from "@solerx/domain/design";
import { addZone, type Drawing, need, warn } from "./drawing";
import { lateralOf } from "./field-edit";
import { smoothstep } from "./shapes";

/** Where along the foot a flange runs (assumed): from this far in front of the heel centre to this far behind
 * the first (medial) or fifth (lateral) metatarsal head, reaching its full height FLANGE_FADE_MM inside each end. */
export const FLANGE_FROM_HEEL_MM = 25;
export const FLANGE_BEFORE_HEAD_MM = 20;
export const FLANGE_FADE_MM = 15;

export function drawFlanges(d: Drawing): void {
  for (const which of ["medial", "lateral"] as const) {
    const flange = which === "medial" ? d.input.numbers.medialFlange : d.input.numbers.lateralFlange;
    if (flange.applied) drawFlange(d, which, flange.heightMm);
  }
}

function drawFlange(d: Drawing, which: "medial" | "lateral", heightMm: number): void {
  const part = `${which} flange`;
  const head = which === "medial" ? "firstMetatarsalHead" : "fifthMetatarsalHead";
  const at = need(d, part, ["heelCentre", head]);
  if (!at) return;
  const yStart = at.heelCentre.y + FLANGE_FROM_HEEL_MM;
  const yEnd = at[head].y - FLANGE_BEFORE_HEAD_MM;
  if (!(yEnd - yStart > 2 * FLANGE_FADE_MM)) {
    warn(d, "part-off-shell", T.partOutsideShell(d.side, part));
    return;
  }
  const f = d.fields;
  const g = f.grid;
  const plantar = d.input.plantar;
  // The flange's height is above the lowest heel point (docs/insole-rx-mapping.md).
  const heelLow = lowestNear(plantar, at.heelCentre.x, at.heelCentre.y, HEEL_PATCH_MM);
  // Outward: toward -x for a right foot's medial side and a left foot's lateral side.
  const outward = lateralOf(d.side, 1) * (which === "medial" ? -1 : 1);
  const added = new Uint8Array(g.nx * g.ny);
  let reachedAtFull = Number.POSITIVE_INFINITY;
  for (let iy = 0; iy < g.ny; iy++) {
    const y = g.y0 + iy * g.cellMm;
    const w = Math.min(smoothstep((y - yStart) / FLANGE_FADE_MM), smoothstep((yEnd - y) / FLANGE_FADE_MM));
    if (!(w > 0)) continue;
    const target = heelLow + heightMm * w;
    // The shell's outermost cell on this side of the row.
    let edge = -1;
    for (let k = 0; k < g.nx; k++) {
      const ix = outward > 0 ? g.nx - 1 - k : k;
      if (f.shellMask[iy * g.nx + ix] === 1) {
        edge = ix;
        break;
      }
    }
    if (edge < 0) continue;
    // The added shell keeps the rim's offset from the foot's surface (the cover's room, if the shell leaves one).
    let top = f.shellTop[iy * g.nx + edge] as number;
    let foot = plantarAt(plantar, g.x0 + edge * g.cellMm, y);
    const offset = Number.isFinite(foot) ? top - foot : 0;
    for (let ix = edge + outward; ix >= 0 && ix < g.nx; ix += outward) {
      const i = iy * g.nx + ix;
      const z = plantarAt(plantar, g.x0 + ix * g.cellMm, y);
      if (Number.isNaN(z) || (Number.isFinite(foot) && z < foot - 1e-6)) break;
      if (z + offset > target) {
        // The first cell past the height: its top cut level at the height (under the foot there), so the rim
        // ends at the flange's height rather than a cell's rise below it.
        if (top < target) {
          f.shellMask[i] = 1;
          f.coverMask[i] = 0;
          f.shellTop[i] = target;
          f.shellBottom[i] = target;
          added[i] = 1;
          top = target;
        }
        break;
      }
      f.shellMask[i] = 1;
      // A (widened) cover does not climb the flange: it ends at the flange's foot.
      f.coverMask[i] = 0;
      f.shellTop[i] = z + offset;
      f.shellBottom[i] = z + offset;
      added[i] = 1;
      top = z + offset;
      foot = z;
    }
    // Past the foot's widest point the scan seen from below ends: the flange goes on as a wall standing just
    // outside it, as thick as the shell, up to its height.
    const last = edge + outward * (1 + countAdded(added, iy * g.nx, edge, outward, g.nx));
    if (top < target && Number.isNaN(plantarAt(plantar, g.x0 + last * g.cellMm, y))) {
      for (let k = 0, ix = last; k < Math.ceil(d.thicknessMm / g.cellMm) && ix >= 0 && ix < g.nx; k++, ix += outward) {
        const i = iy * g.nx + ix;
        if (f.shellMask[i] === 1) break;
        f.shellMask[i] = 1;
        f.coverMask[i] = 0;
        f.shellTop[i] = target;
        f.shellBottom[i] = target;
        added[i] = 1;
      }
      top = target;
    }
    if (w >= 1) reachedAtFull = Math.min(reachedAtFull, top);
  }
  thickenAdded(d, added);
  if (reachedAtFull < heelLow + heightMm - 1) {
    warn(d, "modification-limited", T.modificationLimited(d.side, part, heightMm, reachedAtFull - heelLow));
  }
  addZone(d, part, "modification", added);
}

/** Around the heel centre, the square in which the lowest heel point is sought, half its side (mm; assumed). */
const HEEL_PATCH_MM = 15;

/** The lowest plantar point within a square around (x, y); 0 when the scan has none there. */
function lowestNear(plantar: Drawing["input"]["plantar"], x: number, y: number, half: number): number {
  let low = Number.POSITIVE_INFINITY;
  for (let dy = -half; dy <= half; dy += plantar.cellMm) {
    for (let dx = -half; dx <= half; dx += plantar.cellMm) {
      const z = plantarAt(plantar, x + dx, y + dy);
      if (z < low) low = z;
    }
  }
  return Number.isFinite(low) ? low : 0;
}

/** How many cells were added in a row outward of its edge. */
function countAdded(added: Uint8Array, rowStart: number, edge: number, outward: number, nx: number): number {
  let n = 0;
  for (let ix = edge + outward; ix >= 0 && ix < nx && added[rowStart + ix] === 1; ix += outward) n++;
  return n;
}

/** The plantar field's height at a point of the design grid (the nearest cell; NaN off the scan). */
function plantarAt(plantar: Drawing["input"]["plantar"], x: number, y: number): number {
  const ix = Math.round((x - plantar.x0) / plantar.cellMm);
  const iy = Math.round((y - plantar.y0) / plantar.cellMm);
  if (ix < 0 || iy < 0 || ix >= plantar.nx || iy >= plantar.ny) return Number.NaN;
  return plantar.z[iy * plantar.nx + ix] as number;
}

/** The added cells' underside: the lowest point a ball of the shell's thickness rolled under the top reaches. */
function thickenAdded(d: Drawing, added: Uint8Array): void {
  const f = d.fields;
  const g = f.grid;
  const t = d.thicknessMm;
  const reach = Math.ceil(t / g.cellMm);
  for (let i = 0; i < added.length; i++) {
    if (added[i] !== 1) continue;
    const ix = i % g.nx;
    const iy = Math.floor(i / g.nx);
    let bottom = (f.shellTop[i] as number) - t;
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const jx = ix + dx;
        const jy = iy + dy;
        if (jx < 0 || jy < 0 || jx >= g.nx || jy >= g.ny) continue;
        const j = jy * g.nx + jx;
        if (f.shellMask[j] !== 1) continue;
        const r2 = (dx * dx + dy * dy) * g.cellMm * g.cellMm;
        if (r2 >= t * t) continue;
        bottom = Math.min(bottom, (f.shellTop[j] as number) - Math.sqrt(t * t - r2));
      }
    }
    f.shellBottom[i] = Math.max(d.groundZ, Math.min(bottom, (f.shellTop[i] as number) - d.floorMm));
  }
}
