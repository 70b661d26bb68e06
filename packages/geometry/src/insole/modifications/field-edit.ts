// The few ways a modification changes the insole's height fields, in one place so every part keeps the same
// rules: the top cover rides on the shell's top, the shell never goes below the ground (the lowest point of its
// underside before the modifications: the pipeline stands the insole on it) nor thinner than its floor, and
// shell added under the cover (an extension) stays one piece with the shell.
import type { DesignSide } from "@solerx/domain/design";
import type { InsoleFields } from "../insole-model";

/** The fields being edited and the side's frame. */
export interface EditContext {
  fields: InsoleFields;
  side: DesignSide;
  floorMm: number;
  /** The ground: the lowest point of the shell's underside as the pipeline gave it (z = 0 once stood up). */
  groundZ: number;
  /** The shell's thickness where the generator adds shell (a flange wall). */
  thicknessMm: number;
}

/** How far across the foot toward its lateral side: a right foot's lateral side is at +x, a left foot's at -x. */
export const lateralOf = (side: DesignSide, x: number): number => (side === "right" ? x : -x);

/** Whether the cover lies on the shell's top at cell i (it then moves with it). */
function coverRests(f: InsoleFields, i: number): boolean {
  return (
    f.coverMask[i] === 1 &&
    f.shellMask[i] === 1 &&
    Math.abs((f.coverBottom[i] as number) - (f.shellTop[i] as number)) < 1e-3
  );
}

/**
 * Moves the shell's top at cell i to `top`, the cover with it; the bottom goes down (never below the ground) to
 * keep the floor, and where it cannot, the top stops at the floor. Answers the top it set.
 */
export function setShellTop(ctx: EditContext, i: number, top: number): number {
  const f = ctx.fields;
  const bottom = f.shellBottom[i] as number;
  let newTop = top;
  if (newTop - bottom < ctx.floorMm) {
    const lowered = Math.max(ctx.groundZ, newTop - ctx.floorMm);
    f.shellBottom[i] = Math.min(bottom, lowered);
    newTop = Math.max(newTop, (f.shellBottom[i] as number) + ctx.floorMm);
  }
  const delta = newTop - (f.shellTop[i] as number);
  if (coverRests(f, i)) {
    f.coverBottom[i] = (f.coverBottom[i] as number) + delta;
    f.coverTop[i] = (f.coverTop[i] as number) + delta;
  }
  f.shellTop[i] = newTop;
  return newTop;
}

/** New shell at cell i, under the cover where there is one: from `bottom` up `thickness`, the cover lifted onto it. */
export function addShellUnderCover(ctx: EditContext, i: number, thickness: number): void {
  const f = ctx.fields;
  const bottom = Math.max(ctx.groundZ, f.coverBottom[i] as number);
  const t = Math.max(thickness, ctx.floorMm);
  const lift = bottom + t - (f.coverBottom[i] as number);
  f.shellMask[i] = 1;
  f.shellBottom[i] = bottom;
  f.shellTop[i] = bottom + t;
  f.coverBottom[i] = (f.coverBottom[i] as number) + lift;
  f.coverTop[i] = (f.coverTop[i] as number) + lift;
}

/**
 * Of the candidate cells (under the cover, no shell yet), those 4-connected to the shell through other
 * candidates: shell added anywhere else would float as a second piece.
 */
export function connectedToShell(fields: InsoleFields, candidates: Uint8Array): Uint8Array {
  const { nx, ny } = fields.grid;
  const reached = new Uint8Array(nx * ny);
  const stack: number[] = [];
  for (let i = 0; i < nx * ny; i++) {
    if (candidates[i] !== 1) continue;
    const ix = i % nx;
    const touches =
      (ix > 0 && fields.shellMask[i - 1] === 1) ||
      (ix < nx - 1 && fields.shellMask[i + 1] === 1) ||
      (i >= nx && fields.shellMask[i - nx] === 1) ||
      (i + nx < nx * ny && fields.shellMask[i + nx] === 1);
    if (touches) {
      reached[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length > 0) {
    const i = stack.pop() as number;
    const ix = i % nx;
    const next = [ix > 0 ? i - 1 : -1, ix < nx - 1 ? i + 1 : -1, i - nx, i + nx];
    for (const j of next) {
      if (j < 0 || j >= nx * ny || reached[j] === 1 || candidates[j] !== 1) continue;
      reached[j] = 1;
      stack.push(j);
    }
  }
  return reached;
}

/** Keeps the largest 4-connected piece of the shell; answers how many cells it dropped. */
export function keepLargestShellPiece(fields: InsoleFields): number {
  const { nx, ny } = fields.grid;
  const label = new Int32Array(nx * ny).fill(-1);
  const sizes: number[] = [];
  for (let start = 0; start < nx * ny; start++) {
    if (fields.shellMask[start] !== 1 || label[start] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    const stack = [start];
    label[start] = id;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      const ix = i % nx;
      const next = [ix > 0 ? i - 1 : -1, ix < nx - 1 ? i + 1 : -1, i - nx, i + nx];
      for (const j of next) {
        if (j < 0 || j >= nx * ny || label[j] !== -1 || fields.shellMask[j] !== 1) continue;
        label[j] = id;
        stack.push(j);
      }
    }
    sizes.push(size);
  }
  if (sizes.length <= 1) return 0;
  const keep = sizes.indexOf(Math.max(...sizes));
  let dropped = 0;
  for (let i = 0; i < nx * ny; i++) {
    if (fields.shellMask[i] === 1 && label[i] !== keep) {
      fields.shellMask[i] = 0;
      dropped++;
    }
  }
  return dropped;
}
