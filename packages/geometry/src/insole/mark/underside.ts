// The shell's underside as a height field, read from the shell's own mesh (its downward-facing triangles, the
// lowest over each cell): where the mark can go (not where the shell rests on the ground, so a post does not
// rock on it) and the surface the mark's cut follows 0.5 mm deep.

export interface Underside {
  x0: number;
  y0: number;
  cellMm: number;
  nx: number;
  ny: number;
  /** The underside's height over each cell centre; NaN off the shell. */
  z: Float32Array;
}

/** Below this height the shell rests on the ground (a post's face, a flat underside), mm. */
export const RESTING_MM = 0.3;

export function undersideOf(
  positions: ArrayLike<number>,
  stride: number,
  triangles: ArrayLike<number>,
  cellMm = 1,
): Underside {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let v = 0; v < positions.length; v += stride) {
    const x = positions[v] as number;
    const y = positions[v + 1] as number;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const x0 = Math.floor(minX / cellMm) * cellMm;
  const y0 = Math.floor(minY / cellMm) * cellMm;
  const nx = Math.max(0, Math.ceil((maxX - x0) / cellMm) + 1);
  const ny = Math.max(0, Math.ceil((maxY - y0) / cellMm) + 1);
  const z = new Float32Array(nx * ny).fill(Number.NaN);
  for (let t = 0; t < triangles.length; t += 3) {
    const a = (triangles[t] as number) * stride;
    const b = (triangles[t + 1] as number) * stride;
    const c = (triangles[t + 2] as number) * stride;
    const ax = positions[a] as number;
    const ay = positions[a + 1] as number;
    const az = positions[a + 2] as number;
    const bx = positions[b] as number;
    const by = positions[b + 1] as number;
    const bz = positions[b + 2] as number;
    const cx = positions[c] as number;
    const cy = positions[c + 1] as number;
    const cz = positions[c + 2] as number;
    // Seen from above, a downward-facing triangle winds clockwise.
    const det = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (det > -1e-12) continue;
    const ix0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - x0) / cellMm));
    const ix1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - x0) / cellMm));
    const iy0 = Math.max(0, Math.ceil((Math.min(ay, by, cy) - y0) / cellMm));
    const iy1 = Math.min(ny - 1, Math.floor((Math.max(ay, by, cy) - y0) / cellMm));
    for (let iy = iy0; iy <= iy1; iy++) {
      const py = y0 + iy * cellMm;
      for (let ix = ix0; ix <= ix1; ix++) {
        const px = x0 + ix * cellMm;
        const w1 = ((px - ax) * (cy - ay) - (cx - ax) * (py - ay)) / det;
        const w2 = ((bx - ax) * (py - ay) - (px - ax) * (by - ay)) / det;
        const w0 = 1 - w1 - w2;
        if (w0 < -1e-9 || w1 < -1e-9 || w2 < -1e-9) continue;
        const h = w0 * az + w1 * bz + w2 * cz;
        const i = iy * nx + ix;
        if (!(h >= (z[i] as number))) z[i] = h;
      }
    }
  }
  return { x0, y0, cellMm, nx, ny, z };
}

/** The underside's height at a point, bilinear between the four nearest cells; NaN if any is off the shell. */
export function undersideAt(u: Underside, x: number, y: number): number {
  const fx = (x - u.x0) / u.cellMm;
  const fy = (y - u.y0) / u.cellMm;
  const ix = Math.min(Math.max(0, Math.floor(fx)), u.nx - 2);
  const iy = Math.min(Math.max(0, Math.floor(fy)), u.ny - 2);
  const tx = fx - ix;
  const ty = fy - iy;
  if (tx < -1e-6 || ty < -1e-6 || tx > 1 + 1e-6 || ty > 1 + 1e-6) return Number.NaN;
  const i = iy * u.nx + ix;
  const a = u.z[i] as number;
  const b = u.z[i + 1] as number;
  const c = u.z[i + u.nx] as number;
  const d = u.z[i + u.nx + 1] as number;
  return (a * (1 - tx) + b * tx) * (1 - ty) + (c * (1 - tx) + d * tx) * ty;
}
