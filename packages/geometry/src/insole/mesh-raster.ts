// A finished mesh seen from above and from below on a grid: at each cell centre the highest and the lowest
// surface a vertical ray meets. The checks measure thickness, the heel cup and the posts on these, so what they
// report is the mesh's, not the design fields'.
import type { TriangleMesh } from "../mesh";
import type { FieldGrid } from "./field-mesh";

export interface MeshRaster {
  grid: FieldGrid;
  upper: Float32Array;
  lower: Float32Array;
}

export function rasterise(mesh: TriangleMesh, cellMm = 1): MeshRaster {
  const p = mesh.positions;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < p.length; i += 3) {
    minX = Math.min(minX, p[i] as number);
    maxX = Math.max(maxX, p[i] as number);
    minY = Math.min(minY, p[i + 1] as number);
    maxY = Math.max(maxY, p[i + 1] as number);
  }
  const x0 = Math.floor(minX / cellMm) * cellMm;
  const y0 = Math.floor(minY / cellMm) * cellMm;
  const nx = Math.max(1, Math.ceil((maxX - x0) / cellMm) + 1);
  const ny = Math.max(1, Math.ceil((maxY - y0) / cellMm) + 1);
  const upper = new Float32Array(nx * ny).fill(Number.NaN);
  const lower = new Float32Array(nx * ny).fill(Number.NaN);
  const t = mesh.indices;
  for (let f = 0; f < t.length; f += 3) {
    const a = 3 * (t[f] as number);
    const b = 3 * (t[f + 1] as number);
    const c = 3 * (t[f + 2] as number);
    const ax = p[a] as number;
    const ay = p[a + 1] as number;
    const bx = p[b] as number;
    const by = p[b + 1] as number;
    const cx = p[c] as number;
    const cy = p[c + 1] as number;
    const det = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay);
    if (Math.abs(det) < 1e-9) continue; // a wall, seen edge-on
    const az = p[a + 2] as number;
    const bz = p[b + 2] as number;
    const cz = p[c + 2] as number;
    const ix0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - x0) / cellMm));
    const ix1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - x0) / cellMm));
    const iy0 = Math.max(0, Math.ceil((Math.min(ay, by, cy) - y0) / cellMm));
    const iy1 = Math.min(ny - 1, Math.floor((Math.max(ay, by, cy) - y0) / cellMm));
    for (let iy = iy0; iy <= iy1; iy++) {
      const y = y0 + iy * cellMm;
      for (let ix = ix0; ix <= ix1; ix++) {
        const x = x0 + ix * cellMm;
        const u = ((x - ax) * (cy - ay) - (cx - ax) * (y - ay)) / det;
        const v = ((bx - ax) * (y - ay) - (x - ax) * (by - ay)) / det;
        if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9) continue;
        const z = az + u * (bz - az) + v * (cz - az);
        const i = iy * nx + ix;
        if (!((upper[i] as number) >= z)) upper[i] = z;
        if (!((lower[i] as number) <= z)) lower[i] = z;
      }
    }
  }
  return { grid: { x0, y0, cellMm, nx, ny }, upper, lower };
}

/** Whether every cell within r cells of (ix, iy) has a surface: away from the outline's walls. */
export function interior(r: MeshRaster, ix: number, iy: number, reach: number): boolean {
  const { nx, ny } = r.grid;
  for (let dy = -reach; dy <= reach; dy++)
    for (let dx = -reach; dx <= reach; dx++) {
      const jx = ix + dx;
      const jy = iy + dy;
      if (jx < 0 || jy < 0 || jx >= nx || jy >= ny || Number.isNaN(r.upper[jy * nx + jx] as number)) return false;
    }
  return true;
}

/** Least-squares plane z = a + b x + c y through the points; b and c answered (NaN with fewer than 3 points). */
export function fitPlane(points: { x: number; y: number; z: number }[]): { b: number; c: number } {
  if (points.length < 3) return { b: Number.NaN, c: Number.NaN };
  let mx = 0;
  let my = 0;
  let mz = 0;
  for (const q of points) {
    mx += q.x;
    my += q.y;
    mz += q.z;
  }
  mx /= points.length;
  my /= points.length;
  mz /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  let sxz = 0;
  let syz = 0;
  for (const q of points) {
    const dx = q.x - mx;
    const dy = q.y - my;
    const dz = q.z - mz;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
    sxz += dx * dz;
    syz += dy * dz;
  }
  const det = sxx * syy - sxy * sxy;
  if (Math.abs(det) < 1e-12) return { b: Number.NaN, c: Number.NaN };
  return { b: (sxz * syy - syz * sxy) / det, c: (syz * sxx - sxz * sxy) / det };
}
