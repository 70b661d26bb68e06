// Principal axes of a surface: the eigenvectors of the covariance of its triangles' centroids weighted by area
// (so a dense patch of the scan does not outweigh a sparse one), computed twice with the centroids beyond three
// standard deviations on an axis left out the second time (a flap of the scan, an ankle cut askew).
import type { TriangleMesh } from "../mesh";
import { triangleArea } from "./components";

export type Vec3 = [number, number, number];

export interface Axes {
  centre: Vec3;
  /** Unit vectors, by decreasing spread. */
  axes: [Vec3, Vec3, Vec3];
  /** Standard deviations along them. */
  spread: Vec3;
}

const TRIM_SIGMAS = 3;
/** At most about this many triangles are read where a share of the area is enough (the axes, the vertical). */
export const SAMPLE_TRIANGLES = 40_000;

/** Each mesh's axes once: the flat faces' check and the orientation read the same mesh when it has no such face. */
const known = new WeakMap<TriangleMesh, Axes>();

export function principalAxes(mesh: TriangleMesh): Axes {
  let axes = known.get(mesh);
  if (!axes) {
    axes = axesOf(mesh);
    known.set(mesh, axes);
  }
  return axes;
}

function axesOf(mesh: TriangleMesh): Axes {
  const { positions: p, indices } = mesh;
  // A sample of the triangles (evenly through their order) is enough for the axes.
  const step = Math.max(1, Math.ceil(indices.length / 3 / SAMPLE_TRIANGLES));
  const n = Math.ceil(indices.length / 3 / step);
  const centroids = new Float64Array(3 * n);
  const areas = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    const first = 3 * t * step;
    areas[t] = triangleArea(p, indices, first);
    for (let k = 0; k < 3; k++) {
      centroids[3 * t + k] =
        ((p[3 * (indices[first] as number) + k] as number) +
          (p[3 * (indices[first + 1] as number) + k] as number) +
          (p[3 * (indices[first + 2] as number) + k] as number)) /
        3;
    }
  }
  const first = weightedAxes(centroids, areas);
  const keep = new Float64Array(areas);
  for (let t = 0; t < n; t++) {
    for (let a = 0; a < 3; a++) {
      const axis = first.axes[a] as Vec3;
      let d = 0;
      for (let k = 0; k < 3; k++)
        d += ((centroids[3 * t + k] as number) - (first.centre[k] as number)) * (axis[k] as number);
      if (Math.abs(d) > TRIM_SIGMAS * (first.spread[a] as number)) keep[t] = 0;
    }
  }
  return weightedAxes(centroids, keep);
}

function weightedAxes(points: Float64Array, weights: Float64Array): Axes {
  let total = 0;
  const centre: Vec3 = [0, 0, 0];
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    total += w;
    for (let k = 0; k < 3; k++) centre[k] = (centre[k] as number) + w * (points[3 * i + k] as number);
  }
  for (let k = 0; k < 3; k++) centre[k] = (centre[k] as number) / (total || 1);
  let [xx, xy, xz, yy, yz, zz] = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    if (w === 0) continue;
    const dx = (points[3 * i] as number) - centre[0];
    const dy = (points[3 * i + 1] as number) - centre[1];
    const dz = (points[3 * i + 2] as number) - centre[2];
    xx += w * dx * dx;
    xy += w * dx * dy;
    xz += w * dx * dz;
    yy += w * dy * dy;
    yz += w * dy * dz;
    zz += w * dz * dz;
  }
  const c = [xx, xy, xz, xy, yy, yz, xz, yz, zz];
  const { values, vectors } = symmetricEigen(c.map((v) => v / (total || 1)));
  const order = [0, 1, 2].sort((a, b) => (values[b] as number) - (values[a] as number));
  const axis = (j: number): Vec3 => [vectors[j] as number, vectors[3 + j] as number, vectors[6 + j] as number];
  return {
    centre,
    axes: [axis(order[0] as number), axis(order[1] as number), axis(order[2] as number)],
    spread: order.map((j) => Math.sqrt(Math.max(0, values[j] as number))) as Vec3,
  };
}

/** Jacobi rotations on a symmetric 3×3 matrix (row-major): eigenvalues and the eigenvectors as columns. */
function symmetricEigen(matrix: number[]): { values: number[]; vectors: number[] } {
  const a = matrix.slice();
  const v = [1, 0, 0, 0, 1, 0, 0, 0, 1];
  for (let sweep = 0; sweep < 50; sweep++) {
    const off = Math.abs(a[1] as number) + Math.abs(a[2] as number) + Math.abs(a[5] as number);
    if (off < 1e-12 * (Math.abs(a[0] as number) + Math.abs(a[4] as number) + Math.abs(a[8] as number) + 1e-300)) break;
    for (const [p, q] of [
      [0, 1],
      [0, 2],
      [1, 2],
    ] as const) {
      const apq = a[3 * p + q] as number;
      if (apq === 0) continue;
      const theta = ((a[3 * q + q] as number) - (a[3 * p + p] as number)) / (2 * apq);
      const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
      const cos = 1 / Math.sqrt(t * t + 1);
      const sin = t * cos;
      for (let k = 0; k < 3; k++) {
        const akp = a[3 * k + p] as number;
        const akq = a[3 * k + q] as number;
        a[3 * k + p] = cos * akp - sin * akq;
        a[3 * k + q] = sin * akp + cos * akq;
      }
      for (let k = 0; k < 3; k++) {
        const apk = a[3 * p + k] as number;
        const aqk = a[3 * q + k] as number;
        a[3 * p + k] = cos * apk - sin * aqk;
        a[3 * q + k] = sin * apk + cos * aqk;
      }
      for (let k = 0; k < 3; k++) {
        const vkp = v[3 * k + p] as number;
        const vkq = v[3 * k + q] as number;
        v[3 * k + p] = cos * vkp - sin * vkq;
        v[3 * k + q] = sin * vkp + cos * vkq;
      }
    }
  }
  return { values: [a[0] as number, a[4] as number, a[8] as number], vectors: v };
}
