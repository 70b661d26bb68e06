// A foam-box scan holds the foam's flat top face around the foot's impression. Orienting reads the impression
// alone, so the face goes first: the scan's open border lies on it (the face runs out to the border), and it lies at
// the far end of the sheet along the normals (out of the foam). A sole seen from below has its border at its rim,
// the near end: it keeps everything.
import type { TriangleMesh } from "../mesh";
import type { Vec3 } from "./axes";
import { cross, dot, normalised } from "./frame";

/** Points this far from the face's plane (mm) belong to it: four times a scanner's 0.5 mm noise. */
const FACE_TOLERANCE_MM = 2.5;
/** At least this share of the open border lies on the face's plane. */
const BORDER_ON_FACE = 0.6;
/** The face's plane lies within this share of the sheet's depth of its far end. */
const FAR_END_SHARE = 0.1;

/**
 * The mesh without the foam's top face (the triangles whose three corners lie on the plane of the open border),
 * or the mesh itself when its border is not such a plane at the far end along `n` (mmPerUnit: scan units to mm).
 */
export function withoutFoamFace(mesh: TriangleMesh, n: Vec3, mmPerUnit: number): TriangleMesh {
  const { positions: p, indices: t } = mesh;
  const border = borderVertices(mesh);
  if (border.length < 3) return mesh;
  // The border's plane: d = n·p fitted as a + b·(e1·p) + c·(e2·p) by least squares, then again on the border
  // points near it (a decimated scan's folds leave a few open edges inside).
  const e1 = normalised(cross(n, Math.abs(n[0]) < 0.9 ? [1, 0, 0] : [0, 1, 0]));
  const e2 = cross(n, e1);
  const at = (v: number): Vec3 => [p[3 * v] as number, p[3 * v + 1] as number, p[3 * v + 2] as number];
  const tolerance = FACE_TOLERANCE_MM / mmPerUnit;
  let plane = fitPlane(border.map(at), n, e1, e2);
  for (let pass = 0; pass < 3 && plane; pass++) {
    const fitted = plane;
    const residual = (q: Vec3) => Math.abs(dot(n, q) - (fitted[0] + fitted[1] * dot(e1, q) + fitted[2] * dot(e2, q)));
    const near = border.map(at).sort((a, b) => residual(a) - residual(b));
    plane = fitPlane(near.slice(0, Math.ceil(near.length * (pass === 0 ? 0.7 : 0.9))), n, e1, e2);
  }
  if (!plane) return mesh;
  const face = plane;
  const off = (v: number) => {
    const q = at(v);
    return dot(n, q) - (face[0] + face[1] * dot(e1, q) + face[2] * dot(e2, q));
  };
  // Most of the border lies on it: the foam's face runs out to the scan's edge.
  let onFace = 0;
  for (const v of border) if (Math.abs(off(v)) < tolerance) onFace++;
  if (onFace < BORDER_ON_FACE * border.length) return mesh;
  // The plane must be the far end: nearly every point lies below it.
  let low = 0;
  for (let v = 0; v < p.length / 3; v++) low = Math.min(low, off(v));
  let beyond = 0;
  for (let v = 0; v < p.length / 3; v++) if (off(v) > tolerance) beyond++;
  if (beyond > 0.01 * (p.length / 3) || -low * FAR_END_SHARE < tolerance) return mesh;
  const kept: number[] = [];
  for (let i = 0; i < t.length; i += 3) {
    const a = t[i] as number;
    const b = t[i + 1] as number;
    const c = t[i + 2] as number;
    if (Math.abs(off(a)) < tolerance && Math.abs(off(b)) < tolerance && Math.abs(off(c)) < tolerance) continue;
    kept.push(a, b, c);
  }
  return compacted(p, kept);
}

/** The triangles with only the vertices they use (orienting reads every vertex). */
function compacted(p: Float32Array, triangles: number[]): TriangleMesh {
  const index = new Int32Array(p.length / 3).fill(-1);
  const positions: number[] = [];
  const indices = new Uint32Array(triangles.length);
  triangles.forEach((v, i) => {
    if (index[v] === -1) {
      index[v] = positions.length / 3;
      positions.push(p[3 * v] as number, p[3 * v + 1] as number, p[3 * v + 2] as number);
    }
    indices[i] = index[v] as number;
  });
  return { positions: new Float32Array(positions), indices };
}

/** The vertices on the mesh's open border (an edge no other triangle runs back along). */
function borderVertices(mesh: TriangleMesh): number[] {
  const t = mesh.indices;
  const vertices = mesh.positions.length / 3;
  const edges = new Float64Array(t.length);
  for (let i = 0; i < t.length; i += 3) {
    for (let k = 0; k < 3; k++) edges[i + k] = (t[i + k] as number) * vertices + (t[i + ((k + 1) % 3)] as number);
  }
  const sorted = edges.slice().sort();
  const has = (key: number) => {
    let lo = 0;
    let hi = sorted.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const value = sorted[mid] as number;
      if (value === key) return true;
      if (value < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };
  const border = new Set<number>();
  for (const key of edges) {
    const a = Math.floor(key / vertices);
    const b = key - a * vertices;
    if (!has(b * vertices + a)) {
      border.add(a);
      border.add(b);
    }
  }
  return [...border];
}

/** The least-squares plane n·q = a + b·(e1·q) + c·(e2·q) through the points, as [a, b, c]. */
function fitPlane(points: Vec3[], n: Vec3, e1: Vec3, e2: Vec3): [number, number, number] | undefined {
  if (points.length < 3) return undefined;
  const m = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const r = [0, 0, 0];
  for (const q of points) {
    const row = [1, dot(e1, q), dot(e2, q)];
    const d = dot(n, q);
    for (let i = 0; i < 3; i++) {
      r[i] = (r[i] as number) + (row[i] as number) * d;
      for (let j = 0; j < 3; j++) m[3 * i + j] = (m[3 * i + j] as number) + (row[i] as number) * (row[j] as number);
    }
  }
  return solve3(m, r);
}

/** The solution of the 3×3 system m·x = r (row-major), or undefined when it is singular. */
function solve3(m: number[], r: number[]): [number, number, number] | undefined {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g);
  if (!(Math.abs(det) > 1e-12)) return undefined;
  const [r0, r1, r2] = r as [number, number, number];
  return [
    (r0 * (e * i - f * h) - b * (r1 * i - f * r2) + c * (r1 * h - e * r2)) / det,
    (a * (r1 * i - f * r2) - r0 * (d * i - f * g) + c * (d * r2 - r1 * g)) / det,
    (a * (e * r2 - r1 * h) - b * (d * r2 - r1 * g) + r0 * (d * h - e * g)) / det,
  ];
}
