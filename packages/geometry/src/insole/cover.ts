// The top cover as its own layer (issue 19 point 3): over the shell's top where the shell is, past it (a longer
// cover, a widened edge) on the design surface with the bottom cover under it; as thick as its material.
import type { RxGeometrySide } from "@solerx/domain/design";
import type { DesignFrame } from "./design-frame";
import { outlineLevel } from "./shell-outline";

export interface CoverFields {
  level: Float32Array;
  bottom: Float32Array;
  top: Float32Array;
}

/**
 * `shellTop` is the shell's top over the whole grid (the design surface with the posts' and pads' changes),
 * `inShell` whether a node is the shell's. The cover's rim rises `widenMm` higher up the foot's sides than the
 * shell's (about that much wider on a steep side: our reading of "widen top cover").
 */
export function drawCover(
  frame: DesignFrame,
  numbers: RxGeometrySide,
  shellTop: Float32Array,
  inShell: (i: number) => boolean,
): CoverFields {
  const cover = numbers.topCover;
  const level = outlineLevel(frame, numbers.heelSeat.depthMm, cover.end, numbers.shell.shape, cover.widenMm);
  const n = level.length;
  const bottom = new Float32Array(n);
  const top = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const under = inShell(i) ? (shellTop[i] as number) : (shellTop[i] as number) - cover.bottomCoverMm;
    bottom[i] = under;
    top[i] = under + cover.thicknessMm + (inShell(i) ? 0 : cover.bottomCoverMm);
  }
  return { level, bottom, top };
}
