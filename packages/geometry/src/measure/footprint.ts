// Cavanagh and Rodgers' arch index (J Biomech 1987;20:547-551): the footprint without the toes, cut across the
// foot's axis into thirds of its own length, the middle third's share of its area. The footprint is the plantar
// height field's cells within CONTACT_MM of the fitted ground; the toes are what lies distal of the toe crease.
import { archIndexOf } from "../arch-index";
import type { HeightGrid } from "../height-field/height-grid";
import { type Crease, creaseAt } from "./crease";
import { type MeasureFrame, toMeasure } from "./frame";
import { type GroundPlane, groundAt } from "./ground";

/** The sole touches the ground up to this height above it, mm (a footprint's edge: ink under a loaded sole). */
export const CONTACT_MM = 1;

export function archIndex(
  grid: HeightGrid,
  ground: GroundPlane,
  frame: MeasureFrame,
  m: number,
  crease: Crease,
): number {
  const along: number[] = [];
  for (let iy = 0; iy < grid.ny; iy++) {
    const y = grid.y0 + iy * grid.cellMm;
    for (let ix = 0; ix < grid.nx; ix++) {
      const z = grid.z[iy * grid.nx + ix] as number;
      if (Number.isNaN(z)) continue;
      const x = grid.x0 + ix * grid.cellMm;
      if (z - groundAt(ground, x, y) > CONTACT_MM) continue;
      const [mx, t] = toMeasure(frame, x, y);
      if (t > creaseAt(crease, m * mx)) continue;
      along.push(t);
    }
  }
  return archIndexOf(along);
}
