// What the insole viewer draws, without three.js: each foot's shell (with its thickness for the heat map when the
// generator sent it), the top cover and the foot over it, all in the insole's frame (mm, z up, heel at y = 0, toes
// along +y). The overlay hands the live worker's answer; the lab hands an STL file's triangles (no cover, no foot).
import type { DesignSide } from "@solerx/domain/design";

export interface ViewerMesh {
  /** x, y, z per vertex (mm). */
  positions: Float32Array;
  /** Three vertex indices per triangle; null for a triangle soup (an STL file). */
  indices: Uint32Array | null;
}

export interface InsoleModel {
  shell: ViewerMesh & { thickness?: Float32Array | null };
  cover?: ViewerMesh | null;
  foot?: ViewerMesh | null;
}

export type InsoleModels = Partial<Record<DesignSide, InsoleModel>>;

/** Space between the two insoles side by side (mm). */
export const INSOLE_GAP_MM = 40;

export interface Bounds {
  min: [number, number, number];
  max: [number, number, number];
}

export function boundsOf(positions: Float32Array): Bounds | null {
  if (positions.length < 3) return null;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      const value = positions[i + axis] as number;
      if (value < (min[axis] as number)) min[axis] = value;
      if (value > (max[axis] as number)) max[axis] = value;
    }
  }
  return { min, max };
}

/**
 * Each insole's x offset so they stand side by side, the left one on the screen's left (the camera looks from
 * behind the heels, toes away), and the box they take together. A single insole stands centred.
 */
export function placeInsoles(models: InsoleModels): {
  offsets: Partial<Record<DesignSide, number>>;
  bounds: Bounds | null;
} {
  const boxes = {
    left: models.left ? boundsOf(models.left.shell.positions) : null,
    right: models.right ? boundsOf(models.right.shell.positions) : null,
  };
  const offsets: Partial<Record<DesignSide, number>> = {};
  if (boxes.left && boxes.right) {
    offsets.left = -INSOLE_GAP_MM / 2 - boxes.left.max[0];
    offsets.right = INSOLE_GAP_MM / 2 - boxes.right.min[0];
  } else if (boxes.left) offsets.left = -(boxes.left.min[0] + boxes.left.max[0]) / 2;
  else if (boxes.right) offsets.right = -(boxes.right.min[0] + boxes.right.max[0]) / 2;
  let bounds: Bounds | null = null;
  for (const side of ["left", "right"] as const) {
    // The frame takes in the foot over the insole too (its toes run past a short shell).
    const footMesh = models[side]?.foot;
    const foot = footMesh ? boundsOf(footMesh.positions) : null;
    const shell = boxes[side];
    const box: Bounds | null =
      shell && foot
        ? {
            min: [Math.min(shell.min[0], foot.min[0]), Math.min(shell.min[1], foot.min[1]), shell.min[2]],
            max: [Math.max(shell.max[0], foot.max[0]), Math.max(shell.max[1], foot.max[1]), shell.max[2]],
          }
        : shell;
    const offset = offsets[side];
    if (!box || offset === undefined) continue;
    const moved: Bounds = {
      min: [box.min[0] + offset, box.min[1], box.min[2]],
      max: [box.max[0] + offset, box.max[1], box.max[2]],
    };
    bounds = bounds
      ? {
          min: [Math.min(bounds.min[0], moved.min[0]), Math.min(bounds.min[1], moved.min[1]), 0],
          max: [
            Math.max(bounds.max[0], moved.max[0]),
            Math.max(bounds.max[1], moved.max[1]),
            Math.max(bounds.max[2], moved.max[2]),
          ],
        }
      : moved;
  }
  return { offsets, bounds };
}
