// The shell's underside as a ball offset of its top (design brief): the lower envelope of balls of the shell's
// thickness centred on the top surface, so a steep cup wall keeps its thickness measured along its normal, where
// a vertical shift would thin it to thickness x cos(slope).
import type { FieldGrid } from "./field-mesh";

/**
 * For every node, min over inside nodes q within r of top(q) - sqrt(r^2 - d^2); nodes with no inside node in
 * reach take top - r. `inside` says which nodes carry the top surface. Scattered from the inside nodes, so the
 * cost is the shell's cells times the ball's, not the whole grid's.
 */
export function ballOffsetBelow(
  grid: FieldGrid,
  top: Float32Array,
  inside: (i: number) => boolean,
  r: number,
): Float32Array {
  const { nx, ny, cellMm } = grid;
  const reach = Math.floor(r / cellMm);
  const offsets: number[] = [];
  const dxs: number[] = [];
  const drops: number[] = [];
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const d2 = (dx * dx + dy * dy) * cellMm * cellMm;
      if (d2 > r * r) continue;
      offsets.push(dy * nx + dx);
      dxs.push(dx);
      drops.push(Math.sqrt(r * r - d2));
    }
  const n = nx * ny;
  const out = new Float32Array(n).fill(Number.POSITIVE_INFINITY);
  for (let j = 0; j < n; j++) {
    if (!inside(j)) continue;
    const z = top[j] as number;
    const jx = j % nx;
    for (let k = 0; k < offsets.length; k++) {
      const i = j + (offsets[k] as number);
      const ix = jx + (dxs[k] as number);
      if (i < 0 || i >= n || ix < 0 || ix >= nx) continue;
      const low = z - (drops[k] as number);
      if (low < (out[i] as number)) out[i] = low;
    }
  }
  for (let i = 0; i < n; i++) if (out[i] === Number.POSITIVE_INFINITY) out[i] = (top[i] as number) - r;
  return out;
}
