// The one entry of the mesh file readers (parse-mesh-file.ts): each format by its name, the byte cap before any
// reading, the refusals every format shares, and what is left to the server's own checks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toObj, toStl } from "../export";
import { expectSameMesh, sphere } from "../testing/meshes";
import { MESH_FILE_LIMITS, MeshFileError, type MeshFileFormat, type MeshFileRefusal } from "./mesh-file-error";
import { parseMeshFile } from "./parse-mesh-file";
import { asciiStl, plyFile } from "./testing-writers";

const ball = sphere(40, 12, 16);
const FORMATS: MeshFileFormat[] = ["stl", "obj", "ply"];

function refusal(bytes: Uint8Array, format: MeshFileFormat, limits = {}): MeshFileRefusal | undefined {
  try {
    parseMeshFile(bytes, format, limits);
    return undefined;
  } catch (error) {
    if (error instanceof MeshFileError) {
      expect(error.format).toBe(format);
      return error.reason;
    }
    throw error;
  }
}

/** Seeded bytes: the same "random" file on every run. */
function randomBytes(length: number, seed: number): Uint8Array {
  let state = seed;
  return Uint8Array.from({ length }, () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 24;
  });
}

describe("parseMeshFile", () => {
  it("reads each format by its name", () => {
    expectSameMesh(ball, parseMeshFile(toStl(ball), "stl"), 0);
    expectSameMesh(ball, parseMeshFile(asciiStl(ball), "stl"), 0);
    expectSameMesh(ball, parseMeshFile(new TextEncoder().encode(toObj(ball)), "obj"), 0.0005);
    expectSameMesh(ball, parseMeshFile(plyFile(ball, "binary_big_endian"), "ply"), 0);
  });

  it.each(FORMATS)("refuses an empty file and random bytes as not a %s mesh", (format) => {
    expect(refusal(new Uint8Array(0), format)).toBe("notMesh");
    for (const [length, seed] of [
      [1, 1],
      [100, 2],
      [5000, 3],
    ] as const) {
      expect(refusal(randomBytes(length, seed), format), `${length} bytes`).toBe("notMesh");
    }
  });

  it.each(FORMATS)("refuses a %s file over the byte cap before reading a byte of it", (format) => {
    // Bytes that are no mesh at all: the cap is judged first, so the file is never read.
    expect(refusal(new Uint8Array(101), format, { maxBytes: 100 })).toBe("tooLarge");
    expect(MESH_FILE_LIMITS.maxBytes).toBe(32 * 1024 * 1024);
  });

  it.each(FORMATS)("refuses a %s file without triangles as not a mesh", (format) => {
    const vertices = new TextEncoder().encode("v 0 0 0\nv 1 0 0\nv 0 1 0\n");
    const files: Record<MeshFileFormat, Uint8Array> = {
      stl: new TextEncoder().encode("solid empty\nendsolid empty\n"),
      obj: vertices,
      ply: plyFile({ positions: ball.positions, indices: new Uint32Array(0) }, "ascii"),
    };
    expect(refusal(files[format], format)).toBe("notMesh");
  });

  it("leaves NaN coordinates to the server's usable-mesh check", () => {
    const nan = { positions: ball.positions.map((v, i) => (i === 4 ? Number.NaN : v)), indices: ball.indices };
    for (const [bytes, format] of [
      [toStl(nan), "stl"],
      [asciiStl(nan), "stl"],
      [new TextEncoder().encode(toObj(nan)), "obj"],
      [plyFile(nan, "ascii"), "ply"],
      [plyFile(nan, "binary_little_endian"), "ply"],
    ] as const) {
      const mesh = parseMeshFile(bytes, format);
      expect(mesh.positions.some(Number.isNaN), format).toBe(true);
    }
  });

  it("ends any bytes, valid files flipped, cut or padded, in a mesh or a MeshFileError", () => {
    const small = sphere(10, 4, 6);
    const valid = [
      toStl(small),
      toStl(small, "solid x"),
      asciiStl(small),
      new TextEncoder().encode(toObj(small)),
      plyFile(small, "ascii", { extras: true }),
      plyFile(small, "binary_little_endian", { extras: true }),
      plyFile(small, "binary_big_endian"),
    ];
    const mutated = fc
      .record({
        file: fc.constantFrom(...valid),
        flips: fc.array(fc.record({ at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }), { maxLength: 6 }),
        cut: fc.option(fc.nat(), { nil: undefined }),
        pad: fc.uint8Array({ maxLength: 16 }),
      })
      .map(({ file, flips, cut, pad }) => {
        const bytes = new Uint8Array([...file, ...pad]);
        for (const { at, value } of flips) bytes[at % bytes.length] = value;
        return cut === undefined ? bytes : bytes.slice(0, cut % (bytes.length + 1));
      });
    fc.assert(
      fc.property(
        fc.oneof(fc.uint8Array({ maxLength: 512 }), mutated),
        fc.constantFrom(...FORMATS),
        (bytes, format) => {
          try {
            const mesh = parseMeshFile(bytes, format);
            expect(mesh.indices.length % 3).toBe(0);
            for (const index of mesh.indices) expect(index).toBeLessThan(mesh.positions.length / 3);
          } catch (error) {
            expect(error).toBeInstanceOf(MeshFileError);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
