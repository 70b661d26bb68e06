// The shell's underside as a ball offset of its top (design brief): the lower envelope of balls of the shell's
// thickness centred on the top surface, so a steep cup wall keeps its thickness measured along its normal, where
// a vertical shift would thin it to thickness x cos(slope).
import type { FieldGrid } from "./field-mesh";

/**
 * For every node, min over inside nodes q within r of top(q) - sqrt(r^2 - d^2); nodes with no inside node in
 * reach take top - r. `inside` says which nodes carry the top surface.
 */
export function ballOffsetBelow(
  grid: FieldGrid,
  top: Float32Array,
  inside: (i: number) => boolean,
  r: number,
): Float32Array {
  const { nx, ny, cellMm } = grid;
  const reach = Math.floor(r / cellMm);
  const drops: { dx: number; dy: number; drop: number }[] = [];
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const d2 = (dx * dx + dy * dy) * cellMm * cellMm;
      if (d2 <= r * r) drops.push({ dx, dy, drop: Math.sqrt(r * r - d2) });
    }
  const out = new Float32Array(nx * ny);
  for (let iy = 0; iy < ny; iy++) {
    for (let ix = 0; ix < nx; ix++) {
      const i = iy * nx + ix;
      let low = Infinity;
      for (const { dx, dy, drop } of drops) {
        const jx = ix + dx;
        const jy = iy + dy;
        if (jx < 0 || jy < 0 || jx >= nx || jy >= ny) continue;
        const j = jy * nx + jx;
        if (!inside(j)) continue;
        const z = (top[j] as number) - drop;
        if (z < low) low = z;
      }
      out[i] = Number.isFinite(low) ? low : (top[i] as number) - r;
    }
  }
  return out;
}
