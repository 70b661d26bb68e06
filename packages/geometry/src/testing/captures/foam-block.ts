// A foam-box impression scanned as the block it is, not only its top face: the foam's top with the foot's negative
// pressed into it (foot/foam-box.ts builds that, from the foot's analytic sole), a flat rim out to the block's edge
// 20 to 40 mm around the impression, the block's four sides down past the impression's deepest point and, for a
// closed block, its bottom. A scanner that sees the block from above leaves the bottom open; one that turns it over
// (or a clinic's software that closes it) gives the closed block. The foot's frame, mm: the foam's top at z = depth,
// the impression's deepest point (the sole's lowest) at z = 0.

import { foamBoxImpression } from "../../foot/foam-box";
import type { SyntheticFoot } from "../../foot/generate";
import type { LoftInput } from "../../foot/loft";
import { footOutline } from "../../foot/outline";
import { footProfile } from "../../foot/profile";
import { boundingBox, type TriangleMesh } from "../../mesh";
import { type Capture, type CaptureOptions, footCapture } from "./capture";
import { withDebrisIf } from "./debris";
import { boundaryLoops, zipLoops } from "./mesh-ops";

/** The rim, the sides and the bottom are meshed this coarsely, mm (they are flat). */
const BLOCK_CELL_MM = 5;

export interface FoamBlockOptions extends CaptureOptions {
  /** How deep the foot went in, mm: the foam's top face at z = depth above the impression's deepest point. Foam
   * boxes take 25 to 60 mm (the generator's own foam box: 0.14 of the foot's length). */
  depth: number;
  /** The block's edge beyond the impression's extent (the foot's outline) on every side, mm: 20 to 40. Default 30. */
  margin?: number;
  /** Foam left under the impression's deepest point, mm. Default 25. */
  base?: number;
  /** The block's bottom on (a closed solid, the default) or off (an open box, as seen from above). */
  closed?: boolean;
}

/**
 * The foot's impression in a foam block of `depth` (any foot: the impression is made from its shape, whatever its
 * scan mode). Normals point out of the foam. The landmarks are the foot's: its plantar points lie on the cavity.
 */
export function foamBlock(foot: SyntheticFoot, options: FoamBlockOptions): Capture {
  const { depth } = options;
  const margin = options.margin ?? 30;
  const base = options.base ?? 25;
  if (!(depth > 0)) throw new RangeError("depth must be positive");
  if (!(margin >= 1 && base >= 1)) throw new RangeError("margin and base must be at least 1 mm");
  const shape = foot.shape;
  const L = shape.length;
  const outline = footOutline(shape);
  const profile = footProfile(shape, outline);
  const input: LoftInput = {
    stations: [],
    ringSize: 4,
    span: outline.span,
    heights: profile.heights,
    soleExponent: shape.soleExponent,
    topExponent: () => 2.6,
  };
  // The impression's extent as generate.ts gives it for a foam-box foot (a right foot; mirrored after).
  const minX = Math.min(outline.medialBallX, outline.medialEdge(L * 0.9));
  const maxX = outline.lateralBallX;
  const impression = foamBoxImpression(input, {
    length: L,
    minX,
    maxX,
    top: depth,
    triangles: shape.triangles,
    keyRows: [outline.heelCentreY, ...outline.heads.map((h) => h.y)],
  });
  const block = aroundImpression(impression, { minX, maxX, minY: 0, maxY: L }, depth, margin, -base, options.closed);
  const mesh = shape.side === "left" ? mirrored(block) : block;
  return withDebrisIf(footCapture(foot, mesh, "foam-block"), options, 1);
}

/**
 * The impression (a height field over a rectangle, its edge at z = top) framed by a flat rim out to `margin` beyond
 * the foot's extent, four sides down to `bottom`, and the bottom when `closed` (default true).
 */
function aroundImpression(
  impression: TriangleMesh,
  extent: { minX: number; maxX: number; minY: number; maxY: number },
  top: number,
  margin: number,
  bottom: number,
  closed = true,
): TriangleMesh {
  const box = boundingBox(impression);
  const [x0, y0] = box.min;
  const [x1, y1] = box.max;
  const X0 = Math.min(x0 - 2, extent.minX - margin);
  const X1 = Math.max(x1 + 2, extent.maxX + margin);
  const Y0 = Math.min(y0 - 2, extent.minY - margin);
  const Y1 = Math.max(y1 + 2, extent.maxY + margin);
  const nx = Math.ceil((X1 - X0) / BLOCK_CELL_MM);
  const ny = Math.ceil((Y1 - Y0) / BLOCK_CELL_MM);
  const nz = Math.max(1, Math.ceil((top - bottom) / BLOCK_CELL_MM));

  // The block's own vertices and triangles, after the impression's.
  const first = impression.positions.length / 3;
  const positions: number[] = [];
  const indices: number[] = [];
  const put = (x: number, y: number, z: number) => {
    positions.push(x, y, z);
    return first + positions.length / 3 - 1;
  };

  // The impression's edge, counter-clockwise seen from above (the way its triangles run it), from its (x0, y0)
  // corner, each vertex with its place around the rectangle: side by side, a quarter each, corners at the quarters.
  const loops = boundaryLoops(impression);
  if (loops.length !== 1) throw new Error(`the impression has ${loops.length} edges, not one`);
  const around = (x: number, y: number, r: [number, number, number, number]) => {
    const [a0, b0, a1, b1] = r;
    const eps = 1e-3;
    if (Math.abs(y - b0) < eps && x < a1 - eps) return (0.25 * (x - a0)) / (a1 - a0);
    if (Math.abs(x - a1) < eps && y < b1 - eps) return 0.25 + (0.25 * (y - b0)) / (b1 - b0);
    if (Math.abs(y - b1) < eps && x > a0 + eps) return 0.5 + (0.25 * (a1 - x)) / (a1 - a0);
    return 0.75 + (0.25 * (b1 - y)) / (b1 - b0);
  };
  const inner = loops[0] as number[];
  const p = impression.positions;
  const innerAt = inner.map((v) => around(p[3 * v] as number, p[3 * v + 1] as number, [x0, y0, x1, y1]));
  const start = innerAt.indexOf(Math.min(...innerAt));
  const I = [...inner.slice(start), ...inner.slice(0, start)];
  const Ip = [...innerAt.slice(start), ...innerAt.slice(0, start)];

  // The block's edge: a coarse ring of the same rectangle's kind, counter-clockwise from its (X0, Y0) corner, once
  // per level from the top down; ring(i, j) is the grid point (i, j) of the outer rectangle on the ring.
  const ringXY: [number, number][] = [];
  for (let i = 0; i < nx; i++) ringXY.push([i, 0]);
  for (let j = 0; j < ny; j++) ringXY.push([nx, j]);
  for (let i = nx; i > 0; i--) ringXY.push([i, ny]);
  for (let j = ny; j > 0; j--) ringXY.push([0, j]);
  const X = (i: number) => X0 + ((X1 - X0) * i) / nx;
  const Y = (j: number) => Y0 + ((Y1 - Y0) * j) / ny;
  const levels: number[][] = [];
  for (let level = 0; level <= nz; level++) {
    const z = top + ((bottom - top) * level) / nz;
    levels.push(ringXY.map(([i, j]) => put(X(i), Y(j), z)));
  }
  const O = levels[0] as number[];
  const Op = ringXY.map(([i, j]) => around(X(i), Y(j), [X0, Y0, X1, Y1]));

  // The rim: the impression's edge zipped to the block's by their places around; each triangle faces up and runs
  // the impression's edge backwards and the block's forwards (the sides below run it back).
  zipLoops(I, Ip, O, Op, indices);
  const n = O.length;
  // The sides, level by level down.
  for (let level = 0; level < nz; level++) {
    const upper = levels[level] as number[];
    const lower = levels[level + 1] as number[];
    for (let k = 0; k < n; k++) {
      const k1 = (k + 1) % n;
      indices.push(upper[k1] as number, upper[k] as number, lower[k] as number);
      indices.push(upper[k1] as number, lower[k] as number, lower[k1] as number);
    }
  }
  if (closed) {
    // The bottom: the outer rectangle's grid at z = bottom, its edge the lowest ring's vertices, facing down.
    const bottomRing = levels[nz] as number[];
    const onRing = new Map(ringXY.map(([i, j], k) => [j * (nx + 1) + i, bottomRing[k] as number]));
    const grid: number[] = [];
    for (let j = 0; j <= ny; j++) {
      for (let i = 0; i <= nx; i++) grid.push(onRing.get(j * (nx + 1) + i) ?? put(X(i), Y(j), bottom));
    }
    for (let j = 0; j < ny; j++) {
      for (let i = 0; i < nx; i++) {
        const v00 = grid[j * (nx + 1) + i] as number;
        const v10 = grid[j * (nx + 1) + i + 1] as number;
        const v01 = grid[(j + 1) * (nx + 1) + i] as number;
        const v11 = grid[(j + 1) * (nx + 1) + i + 1] as number;
        indices.push(v00, v11, v10, v00, v01, v11);
      }
    }
  }
  const allPositions = new Float32Array(impression.positions.length + positions.length);
  allPositions.set(impression.positions);
  allPositions.set(positions, impression.positions.length);
  const allIndices = new Uint32Array(impression.indices.length + indices.length);
  allIndices.set(impression.indices);
  allIndices.set(indices, impression.indices.length);
  return { positions: allPositions, indices: allIndices };
}

/** A left foot's block: x negated, the winding reversed so the normals still point out of the foam. */
function mirrored(mesh: TriangleMesh): TriangleMesh {
  const positions = mesh.positions.slice();
  for (let i = 0; i < positions.length; i += 3) positions[i] = -(positions[i] as number);
  const indices = mesh.indices.slice();
  for (let i = 0; i < indices.length; i += 3) {
    const b = indices[i + 1] as number;
    indices[i + 1] = indices[i + 2] as number;
    indices[i + 2] = b;
  }
  return { positions, indices };
}
