// Draco round trip within the quantisation error, and refusal of anything that is not a Draco triangle mesh.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DracoDecodeError, decodeDraco, encodeDraco } from "./draco";
import { checkManifold } from "./mesh-check";
import { expectSameMesh, quantisationError, sphere } from "./testing/meshes";

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
