// STL files read back (stl.ts): binary and ASCII, told apart by the binary length rule, welded; and each refusal.
import { describe, expect, it } from "vitest";
import { toStl } from "../export";
import { checkManifold } from "../mesh-check";
import { expectSameMesh, sphere } from "../testing/meshes";
import { MESH_FILE_LIMITS, MeshFileError, type MeshFileRefusal } from "./mesh-file-error";
import { parseStl } from "./stl";
import { asciiStl } from "./testing-writers";

const ball = sphere(40, 12, 16);

function refusal(bytes: Uint8Array, limits = MESH_FILE_LIMITS): MeshFileRefusal | undefined {
  try {
    parseStl(bytes, limits);
    return undefined;
  } catch (error) {
    if (error instanceof MeshFileError) return error.reason;
    throw error;
  }
}

describe("binary STL", () => {
  it("reads the mesh it was written from, welded into one closed surface", () => {
    const mesh = parseStl(toStl(ball), MESH_FILE_LIMITS);
    expect(mesh.positions.length).toBe(ball.positions.length);
    expectSameMesh(ball, mesh, 0);
    const report = checkManifold(mesh);
    expect([report.closed, report.consistentlyOriented]).toEqual([true, true]);
  });

  it("is binary when its length is 84 + 50 x its count, though its header starts with solid", () => {
    const bytes = toStl(ball, "solid exported by a scanner");
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("solid");
    expectSameMesh(ball, parseStl(bytes, MESH_FILE_LIMITS), 0);
  });

  it("reads a file padded after its declared triangles", () => {
    const bytes = toStl(ball);
    const padded = new Uint8Array(bytes.length + 7);
    padded.set(bytes);
    expectSameMesh(ball, parseStl(padded, MESH_FILE_LIMITS), 0);
  });

  it("refuses a file cut short as truncated, its header starting with solid or not", () => {
    for (const header of ["SoleRx", "solid exported by a scanner"]) {
      const bytes = toStl(ball, header);
      expect(refusal(bytes.subarray(0, bytes.length - 30))).toBe("truncated");
      expect(refusal(bytes.subarray(0, 84 + 50 * 5))).toBe("truncated");
    }
  });

  it("refuses a header declaring 10 million triangles before allocating for them", () => {
    const bytes = toStl(ball).slice(0, 84 + 50 * 4);
    new DataView(bytes.buffer).setUint32(80, 10_000_000, true);
    expect(refusal(bytes)).toBe("tooManyTriangles");
    // Exactly as long as it says, too: 500 MB it never gets to allocate in a test. A smaller limit stands in.
    expect(refusal(toStl(ball), { ...MESH_FILE_LIMITS, maxTriangles: 100 })).toBe("tooManyTriangles");
  });

  it("refuses more distinct vertices than the limit, once welded", () => {
    expect(refusal(toStl(ball), { ...MESH_FILE_LIMITS, maxVertices: 100 })).toBe("tooManyTriangles");
  });

  it("refuses random bytes and files too short for a header as not an STL", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed >> 16;
    };
    for (const length of [1, 83, 84, 500, 4096]) {
      expect(refusal(Uint8Array.from({ length }, () => random() & 0xff)), `${length} bytes`).toBe("notMesh");
    }
  });
});

describe("ASCII STL", () => {
  it("reads the mesh it was written from, exactly, in lower and upper case", () => {
    for (const keywords of ["lower", "upper"] as const) {
      const mesh = parseStl(asciiStl(ball, keywords), MESH_FILE_LIMITS);
      expectSameMesh(ball, mesh, 0);
      expect(checkManifold(mesh).closed).toBe(true);
    }
  });

  it("reads several solids, Windows line ends and exponents", () => {
    const file = [
      "solid a\r",
      "facet normal 0 0 1\r",
      " outer loop\r",
      "  vertex 0 0 0\r",
      "  vertex 1e1 0 0\r",
      "  vertex 0 1.0E+1 0\r",
      " endloop\r",
      "endfacet\r",
      "endsolid a\r",
      "solid b",
      "facet normal 0 0 1 outer loop vertex 10 0 0 vertex 10 10 0 vertex 0 10 0 endloop endfacet",
      "endsolid",
    ].join("\n");
    const mesh = parseStl(new TextEncoder().encode(file), MESH_FILE_LIMITS);
    expect(Array.from(mesh.positions)).toEqual([0, 0, 0, 10, 0, 0, 0, 10, 0, 10, 10, 0]);
    expect(Array.from(mesh.indices)).toEqual([0, 1, 2, 1, 3, 2]);
  });

  it("refuses a file cut short, mid-facet or before its endsolid, as truncated", () => {
    const bytes = asciiStl(ball);
    const text = new TextDecoder().decode(bytes);
    expect(refusal(bytes.subarray(0, text.lastIndexOf("vertex") + 12))).toBe("truncated");
    expect(refusal(bytes.subarray(0, text.lastIndexOf("endsolid")))).toBe("truncated");
  });

  it("refuses words that are not an STL's as not an STL", () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(refusal(enc("solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 zero 0\n"))).toBe("notMesh");
    expect(refusal(enc("solid x\nhello\nendsolid x\n"))).toBe("notMesh");
    expect(
      refusal(enc("solid x\nfacet normal 0 0 1 outer loop vertex 0 0 0 vertex 1 0 0 endloop endfacet\nendsolid")),
    ).toBe("notMesh");
  });

  it("stops reading at the triangle limit", () => {
    expect(refusal(asciiStl(ball), { ...MESH_FILE_LIMITS, maxTriangles: 10 })).toBe("tooManyTriangles");
  });
});
