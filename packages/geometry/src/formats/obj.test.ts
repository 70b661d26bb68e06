// OBJ files read back (obj.ts): vertices and faces in every corner form, polygons fanned, other lines ignored; and
// each refusal.
import { describe, expect, it } from "vitest";
import { toObj } from "../export";
import { checkManifold } from "../mesh-check";
import { expectSameMesh, sphere } from "../testing/meshes";
import { MESH_FILE_LIMITS, MeshFileError, type MeshFileRefusal } from "./mesh-file-error";
import { parseObj } from "./obj";
import { QUAD_CUBE, texturedObj } from "./testing-writers";

const ball = sphere(40, 12, 16);
const enc = (text: string) => new TextEncoder().encode(text);

function refusal(bytes: Uint8Array, limits = MESH_FILE_LIMITS): MeshFileRefusal | undefined {
  try {
    parseObj(bytes, limits);
    return undefined;
  } catch (error) {
    if (error instanceof MeshFileError) return error.reason;
    throw error;
  }
}

describe("OBJ", () => {
  it("reads the mesh the exporter wrote (to its micrometre), with its indices as they were", () => {
    const mesh = parseObj(enc(toObj(ball)), MESH_FILE_LIMITS);
    expect(mesh.indices).toEqual(ball.indices);
    expectSameMesh(ball, mesh, 0.0005);
  });

  it("reads v/vt/vn corners, counted from the start or back from the last vertex, and skips every other line", () => {
    for (const relative of [false, true]) {
      const mesh = parseObj(texturedObj(ball, { relative }), MESH_FILE_LIMITS);
      expect(mesh.positions).toEqual(ball.positions);
      expect(mesh.indices).toEqual(ball.indices);
    }
  });

  it("fans quads and larger polygons, keeping their winding, and takes v//vn and v/vt corners", () => {
    const lines = [];
    for (let v = 0; v < 8; v++) lines.push(`v ${QUAD_CUBE.positions.slice(3 * v, 3 * v + 3).join(" ")} 1.0`);
    QUAD_CUBE.quads.forEach((quad, q) => {
      const form = q % 2 === 0 ? (i: number) => `${i + 1}//1` : (i: number) => `${i + 1}/1`;
      lines.push(`f ${quad.map(form).join(" ")}   # a quad`);
    });
    const mesh = parseObj(enc(lines.join("\n")), MESH_FILE_LIMITS);
    expect(mesh.indices.length).toBe(36);
    const report = checkManifold(mesh);
    expect([report.closed, report.consistentlyOriented]).toEqual([true, true]);
    expect(report.volume).toBeCloseTo(1, 9);
    const pentagon = parseObj(enc("v 0 0 0\nv 2 0 0\nv 3 1 0\nv 1 2 0\nv -1 1 0\nf 1 2 3 4 5\n"), MESH_FILE_LIMITS);
    expect(Array.from(pentagon.indices)).toEqual([0, 1, 2, 0, 2, 3, 0, 3, 4]);
  });

  it("reads numbers in every form C libraries write them", () => {
    const numbers = ["1.5e-3", "-2E+2", ".5", "+7.", "123456789.123456789", "1e-30", "-0", "12e21"];
    const lines = numbers.map((_, i) => `v ${numbers[i]} ${numbers[(i + 1) % 8]} ${numbers[(i + 2) % 8]}`);
    const mesh = parseObj(enc(`${lines.join("\n")}\nf 1 2 3\n`), MESH_FILE_LIMITS);
    expect(Array.from(mesh.positions)).toEqual(
      lines.flatMap((_, i) => [0, 1, 2].map((k) => Math.fround(Number(numbers[(i + k) % 8])))),
    );
  });

  it("keeps a NaN a scanner wrote: the server's usable-mesh check refuses it, not the reader", () => {
    const mesh = parseObj(enc("v nan 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"), MESH_FILE_LIMITS);
    expect(Number.isNaN(mesh.positions[0])).toBe(true);
  });

  it("refuses a file cut off in its last face as truncated", () => {
    const text = toObj(ball);
    const cut = text.slice(0, text.trimEnd().lastIndexOf(" "));
    expect(cut.split("\n").at(-1)).toMatch(/^f \d+ \d+$/);
    expect(refusal(enc(cut))).toBe("truncated");
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\nv 1 1"))).toBe("truncated");
  });

  it("refuses an index past the last vertex as truncated", () => {
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n"))).toBe("truncated");
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf -1 -2 -4\n"))).toBe("truncated");
  });

  it("refuses a face of words, a face of two corners inside the file and index 0 as not an OBJ", () => {
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf a b c\n"))).toBe("notMesh");
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2\nf 1 2 3\n"))).toBe("notMesh");
    expect(refusal(enc("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 0 1 2\n"))).toBe("notMesh");
    expect(refusal(enc("v 0 x 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n"))).toBe("notMesh");
  });

  it("stops reading at the vertex and triangle limits", () => {
    const bytes = enc(toObj(ball));
    expect(refusal(bytes, { ...MESH_FILE_LIMITS, maxVertices: 50 })).toBe("tooManyTriangles");
    expect(refusal(bytes, { ...MESH_FILE_LIMITS, maxTriangles: 50 })).toBe("tooManyTriangles");
  });
});
