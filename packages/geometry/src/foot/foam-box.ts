// A foam-box scan as it is: the negative impression, an open surface seen from above. The foam's top face at the
// depth the foot was pressed in, with the foot's impression in it: its sole up to the section's widest, and a wall
// straight up from the widest to the foam's face (the foam crushed there). A height field on a rectilinear grid
// whose rows fall on the heel's back and the toes' tip and whose rim vertices sit on the foot's outline, so the
// impression's extents are the foot's. Normals point out of the foam: up, and out of the cavity.
import type { TriangleMesh } from "../mesh";
import type { LoftInput } from "./loft";
import { MAX_TRIANGLES, MIN_TRIANGLES } from "./params";
import { soleHeight } from "./sole";

export interface FoamBoxOptions {
  /** The foot's length (the impression runs from y = 0 to y = length). */
  length: number;
  /** The plan's extent across, mm: the impression lies within it. */
  minX: number;
  maxX: number;
  /** z of the foam's top face. */
  top: number;
  /** About how many triangles. */
  triangles: number;
  /** y values to put a row on (heel centre, heads), besides 0 and the length. */
  keyRows: readonly number[];
}

/** The foam's margin around the impression, share of the foot's length. */
const MARGIN = 0.06;

export function foamBoxImpression(input: LoftInput, options: FoamBoxOptions): TriangleMesh {
  const { length: L, top } = options;
  const margin = MARGIN * L;
  const x0 = options.minX - margin;
  const x1 = options.maxX + margin;
  const y0 = -margin;
  const y1 = L + margin;
  const cells = options.triangles / 2;
  const cell = Math.sqrt(((x1 - x0) * (y1 - y0)) / cells);
  const nx = Math.max(2, Math.round((x1 - x0) / cell));
  let ny = Math.max(2, Math.round(cells / nx));
  // Rounding must not leave the 50,000 to 150,000 range.
  while (2 * nx * ny < MIN_TRIANGLES) ny++;
  while (2 * nx * ny > MAX_TRIANGLES) ny--;
  const xs = Array.from({ length: nx + 1 }, (_, i) => x0 + ((x1 - x0) * i) / nx);
  const ys = Array.from({ length: ny + 1 }, (_, j) => y0 + ((y1 - y0) * j) / ny);
  for (const key of [0, L, ...options.keyRows]) snap(ys, key);

  const positions = new Float32Array((nx + 1) * (ny + 1) * 3);
  for (let j = 0; j <= ny; j++) {
    const y = ys[j] as number;
    const [a, b] = input.span(y);
    const wide = b - a > 2 * cell;
    for (let i = 0; i <= nx; i++) {
      let x = xs[i] as number;
      // The rim: the last column outside the foot on either side moved onto the outline.
      if (wide && x < a && (xs[i + 1] as number) >= a) x = a;
      if (wide && x > b && (xs[i - 1] as number) <= b) x = b;
      const inside = x > a && x < b;
      const z = inside ? Math.min(top, soleHeight(input, x, y) ?? top) : top;
      positions.set([x, y, z], 3 * (j * (nx + 1) + i));
    }
  }
  const indices = new Uint32Array(nx * ny * 6);
  let t = 0;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const v00 = j * (nx + 1) + i;
      const v10 = v00 + 1;
      const v01 = v00 + nx + 1;
      const v11 = v01 + 1;
      // Counter-clockwise seen from above: normals up, out of the foam.
      indices.set([v00, v10, v11, v00, v11, v01], t);
      t += 6;
    }
  }
  return { positions, indices };
}

/** Moves the value nearest to key onto it (not the first or last), so a row falls exactly there. */
function snap(values: number[], key: number): void {
  let best = 1;
  for (let i = 1; i < values.length - 1; i++) {
    if (Math.abs((values[i] as number) - key) < Math.abs((values[best] as number) - key)) best = i;
  }
  values[best] = key;
}
