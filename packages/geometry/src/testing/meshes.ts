// Test helpers: a reference mesh, and the comparison of a decoded mesh with its original up to vertex order.
import { expect } from "vitest";
import { boundingBox, type TriangleMesh } from "../mesh";

export { sphere } from "./ellipsoid";

/**
 * Checks that `decoded` is `original` up to vertex order and `tolerance` per axis: each original vertex has a
 * decoded vertex within tolerance, and each original triangle (with its orientation) is a decoded triangle
 * whose corners lie within tolerance of its own (several candidates where vertices are closer than that).
 */
export function expectSameMesh(original: TriangleMesh, decoded: TriangleMesh, tolerance: number): void {
  expect(decoded.indices.length).toBe(original.indices.length);
  const tol = tolerance * (1 + 1e-4) + 1e-5;
  const cell = Math.max(tol * 2, 1e-6);
  // Numeric grid keys (string keys made this check take seconds on a foot): cells offset to be non-negative.
  const grid = new Map<number, number[]>();
  const span = 1 << 20;
  const cellOf = (v: number) => Math.floor(v / cell) + span / 2;
  const key = (x: number, y: number, z: number) => (cellOf(x) * span + cellOf(y)) * span + cellOf(z);
  const d = decoded.positions;
  for (let i = 0; i < d.length / 3; i++) {
    const k = key(d[3 * i] as number, d[3 * i + 1] as number, d[3 * i + 2] as number);
    const list = grid.get(k);
    if (list) list.push(i);
    else grid.set(k, [i]);
  }
  const o = original.positions;
  const candidates: number[][] = [];
  let unmatched = 0;
  for (let i = 0; i < o.length / 3; i++) {
    const x = o[3 * i] as number;
    const y = o[3 * i + 1] as number;
    const z = o[3 * i + 2] as number;
    const near: number[] = [];
    // Only the cells the tolerance box overlaps (at most 2 per axis, as a cell is twice the tolerance).
    for (let cx = cellOf(x - tol); cx <= cellOf(x + tol); cx++)
      for (let cy = cellOf(y - tol); cy <= cellOf(y + tol); cy++)
        for (let cz = cellOf(z - tol); cz <= cellOf(z + tol); cz++) {
          for (const j of grid.get((cx * span + cy) * span + cz) ?? []) {
            const dist = Math.max(
              Math.abs((d[3 * j] as number) - x),
              Math.abs((d[3 * j + 1] as number) - y),
              Math.abs((d[3 * j + 2] as number) - z),
            );
            if (dist <= tol) near.push(j);
          }
        }
    if (near.length === 0) unmatched++;
    candidates.push(near);
  }
  expect(unmatched).toBe(0);
  // Triangles as rotation-normalised triples (smallest index first keeps the orientation).
  const n = decoded.positions.length / 3;
  const triple = (a: number, b: number, c: number) => (a * n + b) * n + c;
  const canonical = (a: number, b: number, c: number) => {
    const m = Math.min(a, b, c);
    return m === a ? triple(a, b, c) : m === b ? triple(b, c, a) : triple(c, a, b);
  };
  const triangles = new Set<number>();
  for (let t = 0; t < decoded.indices.length; t += 3) {
    triangles.add(
      canonical(decoded.indices[t] as number, decoded.indices[t + 1] as number, decoded.indices[t + 2] as number),
    );
  }
  let missing = 0;
  for (let t = 0; t < original.indices.length; t += 3) {
    const [ca, cb, cc] = [0, 1, 2].map((k) => candidates[original.indices[t + k] as number] ?? []);
    const found = (ca ?? []).some((a) =>
      (cb ?? []).some((b) => (cc ?? []).some((c) => triangles.has(canonical(a, b, c)))),
    );
    if (!found) missing++;
  }
  expect(missing).toBe(0);
}

export function quantisationError(mesh: TriangleMesh, bits: number): number {
  const { min, max } = boundingBox(mesh);
  return Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2 ** bits;
}

/** Byte-for-byte equality of two meshes (fast, unlike a deep equal over 100,000-element arrays). */
export function sameBytes(a: TriangleMesh, b: TriangleMesh): boolean {
  const bytes = (x: ArrayBufferView) => new Uint8Array(x.buffer, x.byteOffset, x.byteLength);
  const equal = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((v, i) => v === y[i]);
  return equal(bytes(a.positions), bytes(b.positions)) && equal(bytes(a.indices), bytes(b.indices));
}
