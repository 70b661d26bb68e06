// Where the insole is designed: the work grid (the plantar field's cells with a margin for a full-length end and
// a widened cover), the design surface (the plantar field, continued past the toes), the ground under the heel
// and the landmarks the shell needs, each taken from the scan's plan when the input lacks it.
import type { HeightGrid } from "../height-field/height-grid";
import type { FieldGrid } from "./field-mesh";
import type { FramePoint, InsoleInput } from "./insole-model";

export interface DesignFrame {
  grid: FieldGrid;
  /** The plantar surface on the work grid; NaN outside the foot's plan (past the toes: the sulcus row's profile). */
  surface: Float32Array;
  /** +1 when the medial side is at +x (a left foot), -1 for a right foot. */
  medial: 1 | -1;
  /** The lowest plantar point under the heel: the seat's base, z of the heel cup's depth. */
  heelLowZ: number;
  heelCentre: FramePoint;
  heelBack: FramePoint;
  mh1: FramePoint;
  mh5: FramePoint;
  sulcus: FramePoint;
  toeTip: FramePoint;
  archApex: FramePoint;
  /** The foot's plan width across the heel centre, and the x of its lateral and medial edges there. */
  heelWidth: number;
  heelLateralX: number;
  heelMedialX: number;
}

/** Cells of margin around the plantar field: a full-length end runs 10 mm past the toes (rx-numbers LENGTH_ENDS). */
const MARGIN_MM = 16;
/** Half the square around the heel centre in which the lowest heel point is sought (assumption: a heel's contact patch). */
const HEEL_PATCH_MM = 15;

export function designFrame(input: InsoleInput): DesignFrame {
  const plantar = input.plantar;
  const m = Math.ceil(MARGIN_MM / plantar.cellMm);
  const grid: FieldGrid = {
    x0: plantar.x0 - m * plantar.cellMm,
    y0: plantar.y0 - m * plantar.cellMm,
    cellMm: plantar.cellMm,
    nx: plantar.nx + 2 * m,
    ny: plantar.ny + 2 * m,
  };
  const surface = new Float32Array(grid.nx * grid.ny).fill(Number.NaN);
  for (let iy = 0; iy < plantar.ny; iy++)
    surface.set(plantar.z.subarray(iy * plantar.nx, (iy + 1) * plantar.nx), (iy + m) * grid.nx + m);
  const plan = planExtent(plantar);
  const L = plan.maxY - plan.minY;
  const lm = input.landmarks;
  const at = (fx: number, fy: number): FramePoint => ({ x: fx, y: fy, z: 0 });
  const medial: 1 | -1 = input.side === "left" ? 1 : -1;
  const midX = (plan.minX + plan.maxX) / 2;
  const halfW = (plan.maxX - plan.minX) / 2;
  const heelCentre = lm.heelCentre ?? at(midX, plan.minY + 0.18 * L);
  const heelBack = lm.heelBack ?? at(heelCentre.x, plan.minY);
  const mh1 = lm.firstMetatarsalHead ?? at(midX + medial * 0.6 * halfW, plan.minY + 0.72 * L);
  const mh5 = lm.fifthMetatarsalHead ?? at(midX - medial * 0.7 * halfW, plan.minY + 0.64 * L);
  const sulcus = lm.sulcus ?? at(midX, plan.minY + 0.78 * L);
  const toeTip = lm.toeTip ?? lm.halluxTip ?? at(midX, plan.maxY);
  const archApex = lm.archApex ?? at(midX + medial * 0.5 * halfW, plan.minY + 0.45 * L);
  // The seat's base from the scan itself, before the walls raised outside the plan.
  const heelLowZ = lowestNear(grid, surface, heelCentre, HEEL_PATCH_MM);
  const row = rowSpan(grid, surface, heelCentre.y, heelCentre.x);
  raiseWalls(grid, surface);
  continuePastToes(grid, surface, sulcus.y);
  const lateralX = medial > 0 ? row.min : row.max;
  const medialX = medial > 0 ? row.max : row.min;
  return {
    grid,
    surface,
    medial,
    heelLowZ,
    heelCentre,
    heelBack,
    mh1,
    mh5,
    sulcus,
    toeTip,
    archApex,
    heelWidth: row.max - row.min,
    heelLateralX: lateralX,
    heelMedialX: medialX,
  };
}

/** Rise of the wall raised outside the foot's plan, mm per mm (about 72 degrees: assumption). */
export const WALL_RISE = 3;
/** How far outside the plan the wall is raised, mm: past the deepest cup's rim from any plan edge. */
const WALL_REACH_MM = 8;

/**
 * A weighted foot's sides are near vertical and its widest point low, so seen from below the plantar field can
 * end under the heel seat's rim height: a deep cup would have no surface to follow. Outside the plan the field
 * rises steeply from its edge, as the foot's side does, so every rim finds its height just outside the foot.
 */
function raiseWalls(grid: FieldGrid, surface: Float32Array): void {
  const { nx, ny } = grid;
  const passes = Math.ceil(WALL_REACH_MM / grid.cellMm);
  const rise = WALL_RISE * grid.cellMm;
  for (let pass = 0; pass < passes; pass++) {
    const src = surface.slice();
    for (let iy = 1; iy < ny - 1; iy++)
      for (let ix = 1; ix < nx - 1; ix++) {
        const i = iy * nx + ix;
        if (!Number.isNaN(src[i] as number)) continue;
        let high = -Infinity;
        for (const j of [i - 1, i + 1, i - nx, i + nx]) {
          const z = src[j] as number;
          if (z > high) high = z;
        }
        if (Number.isFinite(high)) surface[i] = high + rise;
      }
  }
}

function planExtent(g: HeightGrid) {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let iy = 0; iy < g.ny; iy++) {
    for (let ix = 0; ix < g.nx; ix++) {
      if (Number.isNaN(g.z[iy * g.nx + ix] as number)) continue;
      const x = g.x0 + ix * g.cellMm;
      const y = g.y0 + iy * g.cellMm;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  if (!Number.isFinite(minX)) throw new RangeError("the plantar height field is empty: no foot to build on");
  return { minX, maxX, minY, maxY };
}

/**
 * Past the sulcus the design surface is the lower of the foot and the sulcus row's profile carried forward: the
 * insole runs on under the toes and past their tips (a full length ends 10 mm beyond them) without following the
 * gaps between the toes or their tips' fall.
 */
function continuePastToes(grid: FieldGrid, surface: Float32Array, sulcusY: number): void {
  const { nx, ny } = grid;
  const rowAt = Math.round((sulcusY - grid.y0) / grid.cellMm);
  if (rowAt < 0 || rowAt >= ny) return;
  const profile = surface.slice(rowAt * nx, (rowAt + 1) * nx);
  for (let iy = rowAt + 1; iy < ny; iy++) {
    for (let ix = 0; ix < nx; ix++) {
      const p = profile[ix] as number;
      if (Number.isNaN(p)) continue;
      const i = iy * nx + ix;
      const z = surface[i] as number;
      if (!(z <= p)) surface[i] = p;
    }
  }
}

function lowestNear(grid: FieldGrid, surface: Float32Array, c: FramePoint, half: number): number {
  let low = Infinity;
  const ix0 = Math.max(0, Math.floor((c.x - half - grid.x0) / grid.cellMm));
  const ix1 = Math.min(grid.nx - 1, Math.ceil((c.x + half - grid.x0) / grid.cellMm));
  const iy0 = Math.max(0, Math.floor((c.y - half - grid.y0) / grid.cellMm));
  const iy1 = Math.min(grid.ny - 1, Math.ceil((c.y + half - grid.y0) / grid.cellMm));
  for (let iy = iy0; iy <= iy1; iy++)
    for (let ix = ix0; ix <= ix1; ix++) {
      const z = surface[iy * grid.nx + ix] as number;
      if (z < low) low = z;
    }
  if (!Number.isFinite(low)) throw new RangeError("no plantar surface under the heel centre");
  return low;
}

/** The foot's plan across one row: the run of cells with a surface that holds x. */
function rowSpan(grid: FieldGrid, surface: Float32Array, y: number, x: number): { min: number; max: number } {
  const iy = Math.min(grid.ny - 1, Math.max(0, Math.round((y - grid.y0) / grid.cellMm)));
  let ix = Math.min(grid.nx - 1, Math.max(0, Math.round((x - grid.x0) / grid.cellMm)));
  const has = (j: number) => j >= 0 && j < grid.nx && !Number.isNaN(surface[iy * grid.nx + j] as number);
  if (!has(ix)) ix = nearestSet(has, ix, grid.nx);
  let lo = ix;
  let hi = ix;
  while (has(lo - 1)) lo--;
  while (has(hi + 1)) hi++;
  return { min: grid.x0 + lo * grid.cellMm, max: grid.x0 + hi * grid.cellMm };
}

function nearestSet(has: (j: number) => boolean, from: number, n: number): number {
  for (let d = 1; d < n; d++) {
    if (has(from - d)) return from - d;
    if (has(from + d)) return from + d;
  }
  throw new RangeError("no plantar surface across the heel");
}
