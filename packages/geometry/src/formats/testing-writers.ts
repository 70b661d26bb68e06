// Test helpers: a mesh written as the files other scanners send, in the variants the readers take (ASCII STL, OBJ
// with texture and normal indices, PLY in its three encodings with the extra properties and elements scanners
// add), for the readers' tests here and the server's upload tests. Binary STL and plain OBJ are the exporters'
// own (export.ts). No test library here, so any test can import it.
import type { TriangleMesh } from "../mesh";

const text = (lines: string[]) => new TextEncoder().encode(`${lines.join("\n")}\n`);

/** A float32 as the shortest decimal that reads back as the same float32 (as C's %g writers, at most 9 digits). */
function decimal(value: number): string {
  if (!Number.isFinite(value) || Number.isInteger(value)) return String(value);
  for (let digits = 6; digits < 9; digits++) {
    const written = value.toPrecision(digits);
    if (Math.fround(Number(written)) === value) return String(Number(written));
  }
  return String(Number(value.toPrecision(9)));
}

function corner(mesh: TriangleMesh, index: number): string {
  const p = mesh.positions;
  return `${decimal(p[3 * index] as number)} ${decimal(p[3 * index + 1] as number)} ${decimal(p[3 * index + 2] as number)}`;
}

/** ASCII STL: one solid, every facet with a zero normal (readers take the winding), keywords in `keywordCase`. */
export function asciiStl(mesh: TriangleMesh, keywordCase: "lower" | "upper" = "lower"): Uint8Array {
  const k = (word: string) => (keywordCase === "upper" ? word.toUpperCase() : word);
  const lines = [`${k("solid")} SoleRx test`];
  const { indices } = mesh;
  for (let t = 0; t < indices.length; t += 3) {
    lines.push(`  ${k("facet normal")} 0 0 0`, `    ${k("outer loop")}`);
    for (let c = 0; c < 3; c++) lines.push(`      ${k("vertex")} ${corner(mesh, indices[t + c] as number)}`);
    lines.push(`    ${k("endloop")}`, `  ${k("endfacet")}`);
  }
  lines.push(`${k("endsolid")} SoleRx test`);
  return text(lines);
}

/**
 * OBJ as a textured scan's export: comments, an object and a group, vt and vn lines, and each face's corners as
 * v/vt/vn, counted back from the last vertex (negative) when `relative`.
 */
export function texturedObj(mesh: TriangleMesh, { relative = false } = {}): Uint8Array {
  const vertices = mesh.positions.length / 3;
  const lines = ["# written by a scanner", "mtllib scan.mtl", "o scan", "g foot", "s 1"];
  for (let v = 0; v < vertices; v++) lines.push(`v ${corner(mesh, v)}`, "vt 0.5 0.5", "vn 0 0 1");
  lines.push("usemtl skin");
  const { indices } = mesh;
  for (let t = 0; t < indices.length; t += 3) {
    const refs = [0, 1, 2].map((c) => {
      const index = (indices[t + c] as number) + 1;
      const ref = relative ? index - vertices - 1 : index;
      return `${ref}/${ref}/${ref}`;
    });
    lines.push(`f ${refs.join(" ")}`);
  }
  return text(lines);
}

export type PlyEncoding = "ascii" | "binary_little_endian" | "binary_big_endian";

export interface PlyOptions {
  /** The coordinates' type; default float (int rounds them). */
  coordinates?: "float" | "double" | "int";
  /** The face list's count and index types; default uchar and int. */
  list?: [countType: "uchar" | "int", indexType: "int" | "uint"];
  /** The face list's name; default vertex_indices. */
  listName?: "vertex_indices" | "vertex_index";
  /**
   * As scanners write them: a normal and a colour around the vertices' coordinates (z before y), a quality after
   * each face's list, and an element of their own (a list in it) between the vertices and the faces.
   */
  extras?: boolean;
}

type Field = { type: string; value: number };

const SIZES: Record<string, number> = { uchar: 1, int: 4, uint: 4, float: 4, double: 8 };

/** A PLY file of the mesh in the encoding, with the options' types and extras. */
export function plyFile(mesh: TriangleMesh, encoding: PlyEncoding, options: PlyOptions = {}): Uint8Array {
  const { coordinates = "float", list = ["uchar", "int"], listName = "vertex_indices", extras = false } = options;
  const vertices = mesh.positions.length / 3;
  const triangles = mesh.indices.length / 3;
  const header = ["ply", `format ${encoding} 1.0`, "comment written by a test", `element vertex ${vertices}`];
  const axis = (name: string) => `property ${coordinates} ${name}`;
  if (extras) {
    header.push("property float nx", axis("x"), axis("z"), "property uchar red", axis("y"), "property float ny");
  } else header.push(axis("x"), axis("y"), axis("z"));
  if (extras) header.push("element scanner_path 2", "property list uchar float path", "property int id");
  header.push(`element face ${triangles}`, `property list ${list[0]} ${list[1]} ${listName}`);
  if (extras) header.push("property uchar quality");
  header.push("end_header");

  const records: Field[][] = [];
  const p = mesh.positions;
  for (let v = 0; v < vertices; v++) {
    const at = (k: number): Field => ({
      type: coordinates,
      value: coordinates === "int" ? Math.round(p[3 * v + k] as number) : (p[3 * v + k] as number),
    });
    const [x, y, z] = [at(0), at(1), at(2)];
    records.push(
      extras
        ? [{ type: "float", value: 0.5 }, x, z, { type: "uchar", value: 200 }, y, { type: "float", value: -0.25 }]
        : [x, y, z],
    );
  }
  if (extras) {
    records.push([
      { type: "uchar", value: 2 },
      { type: "float", value: 1.5 },
      { type: "float", value: 2.5 },
      { type: "int", value: 7 },
    ]);
    records.push([
      { type: "uchar", value: 0 },
      { type: "int", value: 8 },
    ]);
  }
  for (let t = 0; t < triangles; t++) {
    const record: Field[] = [{ type: list[0], value: 3 }];
    for (let c = 0; c < 3; c++) record.push({ type: list[1], value: mesh.indices[3 * t + c] as number });
    if (extras) record.push({ type: "uchar", value: 9 });
    records.push(record);
  }
  const head = new TextEncoder().encode(`${header.join("\n")}\n`);
  if (encoding === "ascii") {
    const body = text(records.map((record) => record.map((field) => decimal(field.value)).join(" ")));
    return concat(head, body);
  }
  const little = encoding === "binary_little_endian";
  const size = records.reduce((sum, record) => sum + record.reduce((s, field) => s + (SIZES[field.type] ?? 0), 0), 0);
  const body = new Uint8Array(size);
  const view = new DataView(body.buffer);
  let at = 0;
  for (const record of records) {
    for (const { type, value } of record) {
      if (type === "uchar") view.setUint8(at, value);
      else if (type === "int") view.setInt32(at, value, little);
      else if (type === "uint") view.setUint32(at, value, little);
      else if (type === "float") view.setFloat32(at, value, little);
      else view.setFloat64(at, value, little);
      at += SIZES[type] ?? 0;
    }
  }
  return concat(head, body);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The unit cube made of six outward quads (a mesh of polygons, as OBJ and PLY files may hold). */
export const QUAD_CUBE = {
  positions: [0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1],
  quads: [
    [0, 3, 2, 1],
    [4, 5, 6, 7],
    [0, 1, 5, 4],
    [1, 2, 6, 5],
    [2, 3, 7, 6],
    [3, 0, 4, 7],
  ],
} as const;
