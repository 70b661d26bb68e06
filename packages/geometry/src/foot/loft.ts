// The loft: rings of cross-sections along y, each a superellipse spanning the outline at its y and blending
// between the sole and the dorsum, closed at the heel by pinching the first ring flat (the back of the heel) and
// at the toes by a single tip vertex. Every edge is shared by exactly two triangles.
import type { TriangleMesh } from "../mesh";
import type { Heights } from "./profile";

export interface LoftInput {
  /** Station y values, increasing; the first is the pinched heel back, the last the toe tip. */
  stations: readonly number[];
  /** Points per ring; a multiple of 4 (bottom, lateral, top and medial points fall on ring points). */
  ringSize: number;
  span(y: number): [number, number];
  heights(x: number, y: number): Heights;
  /** Superellipse exponents of the lower (sole) and upper half of the section at y. */
  soleExponent: number;
  topExponent(y: number): number;
}

/**
 * Angle of ring point k: k = 0 at the bottom, ringSize/4 at +x (lateral on a right foot), ringSize/2 at the top,
 * 3·ringSize/4 at -x.
 */
export function ringAngle(k: number, ringSize: number): number {
  return -Math.PI / 2 + (2 * Math.PI * k) / ringSize;
}

/** The surface point of the section at y at ring angle theta. */
export function sectionPoint(input: LoftInput, y: number, theta: number): [number, number, number] {
  const [x0, x1] = input.span(y);
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const n = s < 0 ? input.soleExponent : input.topExponent(y);
  // x follows cos θ (as on a circle), z the superellipse over x: the ring's points stay about evenly spaced
  // across a flat sole (the usual |cos θ|^(2/n) leaves a bare strip of a fifth of the width at its centre).
  // A pinched section (the heel's back) is a vertical segment: its points spread evenly in z instead.
  const u = c;
  const v = x1 > x0 ? Math.sign(s) * Math.max(0, 1 - Math.abs(c) ** n) ** (1 / n) : s;
  const x = (x0 + x1) / 2 + ((x1 - x0) / 2) * u;
  const { zb, zt } = input.heights(x, y);
  return [x, y, zb + ((zt - zb) * (1 + v)) / 2];
}

export function loft(input: LoftInput): TriangleMesh {
  const { stations, ringSize: M } = input;
  const S = stations.length;
  if (M % 4 !== 0 || S < 3) throw new Error("loft: ring size must be a multiple of 4 and stations at least 3");
  const half = M / 2;
  const vertexCount = half + 1 + M * (S - 2) + 1;
  const positions = new Float32Array(vertexCount * 3);
  let next = 0;
  const put = (p: [number, number, number]) => {
    positions.set(p, next * 3);
    return next++;
  };
  const angles = Array.from({ length: M }, (_, k) => ringAngle(k, M));

  // Ring index tables: ring i, point k → vertex. The pinched first ring has one vertex per mirror pair (k, M-k).
  const rings: Uint32Array[] = [];
  const first = new Uint32Array(M);
  const y0 = stations[0] as number;
  for (let k = 0; k <= half; k++) first[k] = put(sectionPoint(input, y0, angles[k] as number));
  for (let k = half + 1; k < M; k++) first[k] = first[M - k] as number;
  rings.push(first);
  for (let i = 1; i < S - 1; i++) {
    const ring = new Uint32Array(M);
    const y = stations[i] as number;
    for (let k = 0; k < M; k++) ring[k] = put(sectionPoint(input, y, angles[k] as number));
    rings.push(ring);
  }
  const tipY = stations[S - 1] as number;
  const [tipX] = input.span(tipY);
  const tipHeights = input.heights(tipX, tipY);
  const tip = put([tipX, tipY, (tipHeights.zb + tipHeights.zt) / 2]);

  const indices = new Uint32Array((2 * M * (S - 2) + M) * 3);
  let t = 0;
  for (let i = 0; i < S - 2; i++) {
    const a = rings[i] as Uint32Array;
    const b = rings[i + 1] as Uint32Array;
    for (let k = 0; k < M; k++) {
      const k1 = (k + 1) % M;
      // Rings run counter-clockwise seen from the heel, so (a_k, b_k+1, a_k+1) faces outward.
      indices.set(
        [a[k] as number, b[k1] as number, a[k1] as number, a[k] as number, b[k] as number, b[k1] as number],
        t,
      );
      t += 6;
    }
  }
  const last = rings[S - 2] as Uint32Array;
  for (let k = 0; k < M; k++) {
    indices.set([last[k] as number, tip, last[(k + 1) % M] as number], t);
    t += 3;
  }
  return { positions, indices };
}
