// PLY (Stanford polygon format) into a mesh, in its three encodings: ascii, binary_little_endian and
// binary_big_endian. The mesh is the `vertex` element's x, y and z (float, double or integer properties, among any
// others, in any order) and the `face` element's `vertex_indices` (or `vertex_index`) list, each polygon fanned
// (fan.ts). Every other property and element (colours, normals, edges, a scanner's own) is read past by its
// declared types. The header's counts are checked against the limits, and against the bytes there are to hold them,
// before anything is allocated for them.
import type { TriangleMesh } from "../mesh";
import { pushFan } from "./fan";
import { GrowableUint32 } from "./growable";
import { MeshFileError, type MeshFileLimits, type MeshFileRefusal } from "./mesh-file-error";
import { type PlyElement, type PlyHeader, type PlyType, readPlyHeader } from "./ply-header";
import { TextTokens } from "./text-tokens";

/** More corners than any scanner writes to one face: such a list is not a face. */
const MAX_FACE_CORNERS = 1024;

function refuse(reason: MeshFileRefusal, detail: string): never {
  throw new MeshFileError("ply", reason, detail);
}

/** The body's values one at a time, whatever its encoding. */
interface Values {
  next(type: PlyType): number;
  /** Moves past `count` records of fixed `size` bytes without reading them; false when the encoding cannot. */
  skip(count: number, size: number): boolean;
}

function binaryValues(bytes: Uint8Array, start: number, littleEndian: boolean): Values {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  return {
    next(type) {
      if (at + type.size > bytes.length) refuse("truncated", "the file ends inside its body");
      const value = type.read(view, at, littleEndian);
      at += type.size;
      return value;
    },
    skip(count, size) {
      if (at + count * size > bytes.length) refuse("truncated", "the file ends inside its body");
      at += count * size;
      return true;
    },
  };
}

function asciiValues(bytes: Uint8Array, start: number): Values {
  const tokens = new TextTokens(bytes, start);
  return {
    next(type) {
      if (!tokens.next()) refuse("truncated", "the file ends inside its body");
      const value = tokens.number();
      if (value === undefined || (type.integer && !Number.isInteger(value))) {
        if (tokens.blankAfter(tokens.end)) refuse("truncated", "the last value is cut off");
        refuse("notMesh", "a value that is not a number of its type");
      }
      return value;
    },
    skip: () => false,
  };
}

/** The vertex and face elements and the properties that make the mesh; the header refused when they are not there. */
function meshElements(header: PlyHeader) {
  const vertex = header.elements.find((element) => element.name === "vertex");
  const face = header.elements.find((element) => element.name === "face");
  if (!vertex) refuse("notMesh", "no vertex element");
  const axes = ["x", "y", "z"].map((name) => vertex.properties.findIndex((p) => p.name === name && !p.count));
  if (axes.some((index) => index < 0)) refuse("notMesh", "the vertices have no x, y and z");
  if (!face) refuse("notMesh", "no face element: a point cloud, not a surface");
  const corners = face.properties.findIndex(
    (p) => (p.name === "vertex_indices" || p.name === "vertex_index") && p.count !== undefined,
  );
  if (corners < 0 || !face.properties[corners]?.type.integer) refuse("notMesh", "the faces have no vertex_indices");
  return { vertex, face, axes, corners };
}

/** The fewest bytes the declared records can take: a binary scalar's size, an ascii value's digit and space. */
function fewestBytes(element: PlyElement, ascii: boolean): number {
  const perRecord = element.properties.reduce((sum, p) => sum + (ascii ? 2 : p.count ? p.count.size : p.type.size), 0);
  return element.count * perRecord;
}

export function parsePly(bytes: Uint8Array, limits: MeshFileLimits): TriangleMesh {
  const header = readPlyHeader(bytes);
  const { vertex, face, axes, corners: cornersProperty } = meshElements(header);
  if (vertex.count > limits.maxVertices) refuse("tooManyTriangles", `the header declares ${vertex.count} vertices`);
  if (face.count > limits.maxTriangles) refuse("tooManyTriangles", `the header declares ${face.count} faces`);
  const ascii = header.format === "ascii";
  const body = bytes.length - header.bodyStart;
  // An ascii body's last value needs no space after it: one byte less.
  const needed = header.elements.reduce((sum, element) => sum + fewestBytes(element, ascii), 0) - (ascii ? 1 : 0);
  if (needed > body) refuse("truncated", `the header declares more than the file's ${body} bytes of body hold`);

  const values = ascii
    ? asciiValues(bytes, header.bodyStart)
    : binaryValues(bytes, header.bodyStart, header.format === "binary_little_endian");
  const positions = new Float32Array(vertex.count * 3);
  const triangles = new GrowableUint32(face.count * 3);
  const corners = new GrowableUint32(16);
  for (const element of header.elements) {
    if (element === vertex) {
      const role = element.properties.map((_, index) => axes.indexOf(index));
      for (let v = 0; v < element.count; v++) {
        element.properties.forEach((property, index) => {
          const axis = role[index] as number;
          if (property.count) skipList(values, property.count, property.type);
          else if (axis >= 0) positions[3 * v + axis] = values.next(property.type);
          else values.next(property.type);
        });
      }
    } else if (element === face) {
      for (let f = 0; f < element.count; f++) {
        element.properties.forEach((property, index) => {
          if (!property.count) values.next(property.type);
          else if (index !== cornersProperty) skipList(values, property.count, property.type);
          else readCorners(values, property.count, property.type, corners);
        });
        if (!pushFan(triangles, corners, limits.maxTriangles)) {
          refuse("tooManyTriangles", `more than ${limits.maxTriangles} triangles`);
        }
        corners.clear();
      }
    } else {
      skipElement(values, element);
    }
  }
  const indices = triangles.toArray();
  for (const index of indices) {
    if (index >= vertex.count) refuse("truncated", `a face names vertex ${index} of ${vertex.count}`);
  }
  return { positions, indices };
}

function readCorners(values: Values, countType: PlyType, type: PlyType, corners: GrowableUint32): void {
  const count = values.next(countType);
  if (count < 0 || count > MAX_FACE_CORNERS) refuse("notMesh", `a face of ${count} corners`);
  for (let k = 0; k < count; k++) {
    const index = values.next(type);
    // Negative or past any vertex (the end's check refuses it): kept as the largest index there is.
    corners.push(index >= 0 && index < 0xffffffff ? index : 0xffffffff);
  }
}

function skipList(values: Values, countType: PlyType, type: PlyType): void {
  const count = values.next(countType);
  if (count < 0) refuse("notMesh", "a list of a negative length");
  if (!values.skip(count, type.size)) for (let k = 0; k < count; k++) values.next(type);
}

/** An element the mesh does not need: jumped over when its records have one size, else read value by value. */
function skipElement(values: Values, element: PlyElement): void {
  const fixed = element.properties.every((p) => !p.count);
  const size = element.properties.reduce((sum, p) => sum + p.type.size, 0);
  if (fixed && values.skip(element.count, size)) return;
  for (let r = 0; r < element.count; r++) {
    for (const property of element.properties) {
      if (property.count) skipList(values, property.count, property.type);
      else values.next(property.type);
    }
  }
}
