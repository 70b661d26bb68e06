// Draco round trip within the quantisation error, and refusal of anything that is not a Draco triangle mesh.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DracoDecodeError, decodeDraco, encodeDraco } from "./draco";
import { boundingBox, type TriangleMesh } from "./mesh";
import { checkManifold } from "./mesh-check";

/** A closed, outward UV sphere (poles as single vertices) with the given radius and resolution. */
function sphere(radius: number, rings: number, segments: number): TriangleMesh {
  const positions: number[] = [0, 0, -radius];
  for (let r = 1; r < rings; r++) {
    const phi = -Math.PI / 2 + (Math.PI * r) / rings;
    for (let s = 0; s < segments; s++) {
      const theta = (2 * Math.PI * s) / segments;
      positions.push(
        radius * Math.cos(phi) * Math.cos(theta),
        radius * Math.cos(phi) * Math.sin(theta),
        radius * Math.sin(phi),
      );
    }
  }
  positions.push(0, 0, radius);
  const top = positions.length / 3 - 1;
  const ring = (r: number, s: number) => 1 + (r - 1) * segments + (s % segments);
  const indices: number[] = [];
  for (let s = 0; s < segments; s++) indices.push(0, ring(1, s + 1), ring(1, s));
  for (let r = 1; r < rings - 1; r++) {
    for (let s = 0; s < segments; s++) {
      indices.push(ring(r, s), ring(r, s + 1), ring(r + 1, s + 1), ring(r, s), ring(r + 1, s + 1), ring(r + 1, s));
    }
  }
  for (let s = 0; s < segments; s++) indices.push(top, ring(rings - 1, s), ring(rings - 1, s + 1));
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

/**
 * Checks that `decoded` is `original` up to vertex order and `tolerance` per axis: each original vertex has a
 * decoded vertex within tolerance, and the triangles (with their orientation) are the same.
 */
export function expectSameMesh(original: TriangleMesh, decoded: TriangleMesh, tolerance: number): void {
  expect(decoded.indices.length).toBe(original.indices.length);
  const cell = Math.max(tolerance * 2, 1e-6);
  const grid = new Map<string, number[]>();
  const key = (x: number, y: number, z: number) =>
    `${Math.floor(x / cell)},${Math.floor(y / cell)},${Math.floor(z / cell)}`;
  const d = decoded.positions;
  for (let i = 0; i < d.length / 3; i++) {
    const k = key(d[3 * i] as number, d[3 * i + 1] as number, d[3 * i + 2] as number);
    grid.set(k, [...(grid.get(k) ?? []), i]);
  }
  const o = original.positions;
  const map = new Uint32Array(o.length / 3);
  for (let i = 0; i < o.length / 3; i++) {
    const x = o[3 * i] as number;
    const y = o[3 * i + 1] as number;
    const z = o[3 * i + 2] as number;
    let best = -1;
    let bestDistance = Infinity;
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++) {
          for (const j of grid.get(key(x + dx * cell, y + dy * cell, z + dz * cell)) ?? []) {
            const dist = Math.max(
              Math.abs((d[3 * j] as number) - x),
              Math.abs((d[3 * j + 1] as number) - y),
              Math.abs((d[3 * j + 2] as number) - z),
            );
            if (dist < bestDistance) {
              bestDistance = dist;
              best = j;
            }
          }
        }
    expect(bestDistance).toBeLessThanOrEqual(tolerance);
    map[i] = best;
  }
  // Triangles as rotation-normalised triples (smallest index first keeps the orientation).
  const canonical = (a: number, b: number, c: number) => {
    const m = Math.min(a, b, c);
    return m === a ? `${a},${b},${c}` : m === b ? `${b},${c},${a}` : `${c},${a},${b}`;
  };
  const triangles = new Set<string>();
  for (let t = 0; t < decoded.indices.length; t += 3) {
    triangles.add(
      canonical(decoded.indices[t] as number, decoded.indices[t + 1] as number, decoded.indices[t + 2] as number),
    );
  }
  for (let t = 0; t < original.indices.length; t += 3) {
    const tri = canonical(
      map[original.indices[t] as number] as number,
      map[original.indices[t + 1] as number] as number,
      map[original.indices[t + 2] as number] as number,
    );
    expect(triangles.has(tri)).toBe(true);
  }
}

function quantisationError(mesh: TriangleMesh, bits: number): number {
  const { min, max } = boundingBox(mesh);
  return Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]) / 2 ** bits;
}

describe("encodeDraco / decodeDraco", () => {
  it("round-trips a closed mesh within the quantisation error, keeping triangles and orientation", async () => {
    const mesh = sphere(40, 30, 48);
    const bytes = await encodeDraco(mesh);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("DRACO");
    const decoded = await decodeDraco(bytes);
    expectSameMesh(mesh, decoded, quantisationError(mesh, 14));
    const report = checkManifold(decoded);
    expect(report.closed && report.consistentlyOriented).toBe(true);
    expect(report.volume).toBeGreaterThan(0);
  });

  it("honours quantizationBits: fewer bits, larger error, smaller file", async () => {
    const mesh = sphere(40, 30, 48);
    const coarse = await encodeDraco(mesh, { quantizationBits: 8 });
    const fine = await encodeDraco(mesh, { quantizationBits: 16 });
    expect(coarse.length).toBeLessThan(fine.length);
    expectSameMesh(mesh, await decodeDraco(coarse), quantisationError(mesh, 8));
    expectSameMesh(mesh, await decodeDraco(fine), quantisationError(mesh, 16));
  });

  it("refuses bad encoder input with an Error", async () => {
    await expect(encodeDraco({ positions: new Float32Array(4), indices: new Uint32Array(3) })).rejects.toThrow(Error);
    await expect(encodeDraco({ positions: new Float32Array(9), indices: new Uint32Array([0, 1, 3]) })).rejects.toThrow(
      /index/,
    );
    await expect(encodeDraco(sphere(1, 4, 4), { quantizationBits: 0 })).rejects.toThrow(/quantizationBits/);
  });

  it("refuses empty, short and non-Draco bytes", async () => {
    for (const bytes of [
      new Uint8Array(0),
      new Uint8Array(3),
      new TextEncoder().encode("solid foot\nendsolid foot\n"),
      new Uint8Array(1000),
    ]) {
      await expect(decodeDraco(bytes)).rejects.toThrow(DracoDecodeError);
    }
  });

  it("refuses every truncation of a valid file", async () => {
    const bytes = await encodeDraco(sphere(40, 12, 16));
    const step = Math.max(1, Math.floor(bytes.length / 97));
    for (let length = 0; length < bytes.length; length += step) {
      await expect(decodeDraco(bytes.slice(0, length))).rejects.toThrow(DracoDecodeError);
    }
  });

  it("refuses random bytes, with and without a DRACO header, and still decodes afterwards", async () => {
    const valid = await encodeDraco(sphere(40, 12, 16));
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 4096 }), fc.boolean(), async (random, withHeader) => {
        const bytes = withHeader ? new Uint8Array([...valid.subarray(0, 11), ...random]) : random;
        await expect(decodeDraco(bytes)).rejects.toThrow(DracoDecodeError);
      }),
      { numRuns: 200 },
    );
    // Corrupting bytes of a valid file either still decodes to some mesh or is refused; it never crashes.
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(valid.length - 1), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }),
        async (edits) => {
          const bytes = valid.slice();
          for (const [at, value] of edits) bytes[at] = value;
          try {
            const mesh = await decodeDraco(bytes);
            expect(mesh.indices.length % 3).toBe(0);
          } catch (error) {
            expect(error).toBeInstanceOf(DracoDecodeError);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect((await decodeDraco(valid)).indices.length).toBe(sphere(40, 12, 16).indices.length);
  });
});
