// PLY files read back (ply.ts, ply-header.ts): the three encodings, the coordinate and list types, the extra
// properties and elements scanners write, polygons fanned; and each refusal.
import { describe, expect, it } from "vitest";
import { checkManifold } from "../mesh-check";
import { sphere } from "../testing/meshes";
import { MESH_FILE_LIMITS, MeshFileError, type MeshFileRefusal } from "./mesh-file-error";
import { parsePly } from "./ply";
import { type PlyEncoding, type PlyOptions, plyFile, QUAD_CUBE } from "./testing-writers";

const ball = sphere(40, 12, 16);
const ENCODINGS: PlyEncoding[] = ["ascii", "binary_little_endian", "binary_big_endian"];
const enc = (text: string) => new TextEncoder().encode(text);

/** The file with its header (the text up to end_header) edited, its body as it was. */
function withHeader(bytes: Uint8Array, edit: (header: string) => string): Uint8Array {
  const end = new TextDecoder("latin1").decode(bytes.subarray(0, 4096)).indexOf("end_header");
  const header = enc(edit(new TextDecoder().decode(bytes.subarray(0, end))));
  const out = new Uint8Array(header.length + bytes.length - end);
  out.set(header);
  out.set(bytes.subarray(end), header.length);
  return out;
}

function refusal(bytes: Uint8Array, limits = MESH_FILE_LIMITS): MeshFileRefusal | undefined {
  try {
    parsePly(bytes, limits);
    return undefined;
  } catch (error) {
    if (error instanceof MeshFileError) return error.reason;
    throw error;
  }
}

describe.each(ENCODINGS)("PLY %s", (encoding) => {
  it("reads the mesh it was written from, exactly", () => {
    const mesh = parsePly(plyFile(ball, encoding), MESH_FILE_LIMITS);
    expect(mesh.positions).toEqual(ball.positions);
    expect(mesh.indices).toEqual(ball.indices);
  });

  it.each<PlyOptions>([
    { coordinates: "double", list: ["int", "uint"], listName: "vertex_index" },
    { coordinates: "float", list: ["uchar", "uint"], extras: true },
    { coordinates: "double", list: ["int", "int"], extras: true },
  ])("reads %o: other properties in any order, other elements skipped by their sizes", (options) => {
    const mesh = parsePly(plyFile(ball, encoding, options), MESH_FILE_LIMITS);
    expect(mesh.positions).toEqual(ball.positions);
    expect(mesh.indices).toEqual(ball.indices);
  });

  it("reads integer coordinates", () => {
    const mesh = parsePly(plyFile(ball, encoding, { coordinates: "int", extras: true }), MESH_FILE_LIMITS);
    expect(mesh.positions).toEqual(ball.positions.map((v) => Math.round(v) + 0));
  });

  it("refuses a body cut short as truncated", () => {
    const bytes = plyFile(ball, encoding, { extras: true });
    expect(refusal(bytes.subarray(0, bytes.length - 5))).toBe("truncated");
    expect(refusal(bytes.subarray(0, Math.floor(bytes.length * 0.6)))).toBe("truncated");
  });

  it("refuses a face naming a vertex past the last as truncated", () => {
    const few = { positions: ball.positions.slice(0, 3 * 40), indices: ball.indices };
    expect(refusal(plyFile(few, encoding))).toBe("truncated");
  });

  it("refuses a header declaring 10 million faces before allocating for them", () => {
    const declared = withHeader(plyFile(ball, encoding), (header) =>
      header.replace(/element face \d+/, "element face 10000000"),
    );
    expect(refusal(declared)).toBe("tooManyTriangles");
  });
});

describe("PLY", () => {
  it("fans quads, keeping their winding", () => {
    const lines = ["ply", "format ascii 1.0", "element vertex 8", "property float x", "property float y"];
    lines.push("property float z", "element face 6", "property list uchar int vertex_indices", "end_header");
    for (let v = 0; v < 8; v++) lines.push(QUAD_CUBE.positions.slice(3 * v, 3 * v + 3).join(" "));
    for (const quad of QUAD_CUBE.quads) lines.push(`4 ${quad.join(" ")}`);
    const mesh = parsePly(enc(lines.join("\r\n")), MESH_FILE_LIMITS);
    const report = checkManifold(mesh);
    expect([mesh.indices.length, report.closed, report.consistentlyOriented]).toEqual([36, true, true]);
    expect(report.volume).toBeCloseTo(1, 9);
  });

  it("refuses files that are not a PLY mesh as not a mesh", () => {
    const header = (...lines: string[]) => enc(`${["ply", "format ascii 1.0", ...lines, "end_header"].join("\n")}\n`);
    expect(refusal(enc("solid x\n"))).toBe("notMesh");
    expect(refusal(header("element vertex 3", "property float x", "property float y", "property float z"))).toBe(
      "notMesh",
    );
    expect(refusal(header("element vertex 1", "property float x", "property float y", "element face 0"))).toBe(
      "notMesh",
    );
    expect(refusal(header("element vertex 1", "property quaternion x"))).toBe("notMesh");
    expect(refusal(enc("ply\nformat ascii 1.0\nelement vertex 3\nhello world\nend_header\n"))).toBe("notMesh");
    expect(refusal(enc("ply\nformat xml 1.0\nend_header\n"))).toBe("notMesh");
    const words = plyFile(ball, "ascii").slice();
    words.set(enc("zero"), words.length - 40);
    expect(refusal(words)).toBe("notMesh");
  });

  it("refuses a header cut short as truncated", () => {
    const bytes = plyFile(ball, "binary_little_endian");
    expect(refusal(bytes.subarray(0, 60))).toBe("truncated");
  });

  it("refuses more vertices than the limit", () => {
    expect(refusal(plyFile(ball, "ascii"), { ...MESH_FILE_LIMITS, maxVertices: 10 })).toBe("tooManyTriangles");
  });
});
