// The shell's outline as a level function on the work grid (>= 0 inside), for the mesher to contour smoothly:
// the rim, where the plantar surface rises to the rim's height (in the heel exactly the heel seat's depth above
// the lowest heel point, so the cup's rim is the heel seat), and the length end across the foot axis.
import type { LengthEnd, RxGeometrySide } from "@solerx/domain/design";
import type { DesignFrame } from "./design-frame";
import type { Diagonal, FieldGrid } from "./field-mesh";

type ShellShape = RxGeometrySide["shell"]["shape"];

/** Rim height over the forefoot, above the heel's ground (assumption: the shell hugs the ball's edge this high). */
export const FOREFOOT_RIM_MM = 6;
/** The medial rim clears the arch apex by this much, so the shell carries the whole arch (assumption). */
export const ARCH_RIM_CLEARANCE_MM = 6;
/** The heel seat's full depth runs this far in front of the heel centre before the rim falls toward the forefoot. */
export const HEEL_SEAT_RUN_MM = 10;

const smooth = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/**
 * The shell's shape over the midfoot, as rim heights added there (assumption: the spec names the shapes only):
 * Hourglass lowers both sides' rims, so the outline narrows at the waist; a deformity shape raises that side's
 * rim, so the shell runs further up and out along the foot on that side.
 */
export const SHAPE_RIM_MM: Record<ShellShape, { medial: number; lateral: number }> = {
  standard: { medial: 0, lateral: 0 },
  hourglass: { medial: -3, lateral: -3 },
  "medial-deformity": { medial: 4, lateral: 0 },
  "lateral-deformity": { medial: 0, lateral: 4 },
};

/** The rim's height above the heel's ground at (x, y). */
export function rimHeight(frame: DesignFrame, depthMm: number, x: number, y: number, shape: ShellShape): number {
  const yHeel = frame.heelCentre.y + HEEL_SEAT_RUN_MM;
  const yFore = Math.min(frame.mh1.y, frame.mh5.y) - 10;
  const s = smooth((y - yHeel) / Math.max(1, yFore - yHeel));
  const midfoot = Math.sin(Math.PI * s);
  const shaped = SHAPE_RIM_MM[shape];
  const lateral = depthMm + (FOREFOOT_RIM_MM - depthMm) * s;
  const archNeed = frame.archApex.z - frame.heelLowZ + ARCH_RIM_CLEARANCE_MM;
  const medialRim = lateral + (Math.max(0, archNeed - lateral) + shaped.medial) * midfoot;
  const lateralRim = lateral + shaped.lateral * midfoot;
  const across = smooth((frame.medial * (x - frame.heelCentre.x) + 10) / 20);
  return lateralRim + (medialRim - lateralRim) * across;
}

/** Where a length end falls along the foot axis (the y of the cut), at x. */
export function endY(frame: DesignFrame, end: LengthEnd, x: number): number {
  let y: number;
  if (end.landmark === "metatarsal-heads") {
    // Along the line of the heads, never past the first: the shell's longest point lies under the first head.
    const { mh1, mh5 } = frame;
    const slope = (mh1.y - mh5.y) / (mh1.x - mh5.x || 1);
    y = Math.min(mh1.y, mh1.y + slope * (x - mh1.x)) + end.offsetMm;
  } else if (end.landmark === "sulcus") y = frame.sulcus.y + end.offsetMm;
  else y = frame.toeTip.y + end.offsetMm;
  if (end.maxLengthMm !== null) y = Math.min(y, frame.heelBack.y + end.maxLengthMm);
  return y;
}

/** The end's furthest y: the length the checks compare the mesh with. */
export function endLength(frame: DesignFrame, end: LengthEnd): number {
  return end.landmark === "metatarsal-heads"
    ? Math.min(frame.mh1.y + end.offsetMm, end.maxLengthMm === null ? Infinity : frame.heelBack.y + end.maxLengthMm)
    : endY(frame, end, frame.heelCentre.x);
}

/**
 * The level function of a part's outline: min(rim - surface, end - y), -1 where there is no surface, and only the
 * largest connected piece kept (a stray patch of low surface would be a second solid).
 */
export function outlineLevel(
  frame: DesignFrame,
  depthMm: number,
  end: LengthEnd,
  shape: ShellShape,
  rimExtraMm = 0,
): Float32Array {
  const { grid, surface } = frame;
  const f = new Float32Array(grid.nx * grid.ny).fill(-1);
  for (let iy = 1; iy < grid.ny - 1; iy++) {
    const y = grid.y0 + iy * grid.cellMm;
    for (let ix = 1; ix < grid.nx - 1; ix++) {
      const i = iy * grid.nx + ix;
      const z = surface[i] as number;
      if (Number.isNaN(z)) continue;
      const x = grid.x0 + ix * grid.cellMm;
      const rim = frame.heelLowZ + rimHeight(frame, depthMm, x, y, shape) + rimExtraMm;
      f[i] = Math.min(rim - z, endY(frame, end, x) - y);
    }
  }
  keepLargestPiece(grid, f, frame.medial < 0 ? "rising" : "falling");
  return f;
}

/** Nodes with f >= 0 joined as the mesher joins them (4-neighbours and the squares' diagonal). */
export function keepLargestPiece(grid: FieldGrid, f: Float32Array, diagonal: Diagonal): void {
  const { nx } = grid;
  const n = f.length;
  const label = new Int32Array(n).fill(-1);
  const steps = diagonal === "rising" ? [1, -1, nx, -nx, nx + 1, -nx - 1] : [1, -1, nx, -nx, nx - 1, -nx + 1];
  let best = -1;
  let bestSize = 0;
  const stack: number[] = [];
  for (let s = 0; s < n; s++) {
    if (label[s] !== -1 || !((f[s] as number) >= 0)) continue;
    label[s] = s;
    stack.push(s);
    let size = 0;
    while (stack.length > 0) {
      const i = stack.pop() as number;
      size++;
      for (const d of steps) {
        const j = i + d;
        if (j < 0 || j >= n || label[j] !== -1 || !((f[j] as number) >= 0)) continue;
        // No wrap across rows: x neighbours must be in the same or the adjacent row as the step says.
        if (Math.abs((j % nx) - (i % nx)) > 1) continue;
        label[j] = s;
        stack.push(j);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      best = s;
    }
  }
  for (let i = 0; i < n; i++) if ((f[i] as number) >= 0 && label[i] !== best) f[i] = -1;
}
