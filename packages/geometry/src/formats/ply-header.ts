// The header of a PLY file: its format (ascii, binary little or big endian) and its elements, each a count of
// records of typed properties (a scalar, or a list: a count, then that many items). The header is text before
// `end_header`; what follows is the body, read by ply.ts. The header is bounded (64 KiB) so a file that starts
// with "ply" and never ends its header is not read line by line to its end.
import { MeshFileError, type MeshFileRefusal } from "./mesh-file-error";

const MAX_HEADER_BYTES = 64 * 1024;
const LF = 0x0a;

export type PlyFormat = "ascii" | "binary_little_endian" | "binary_big_endian";

/** A property's value type: its size in a binary body, whether it holds integers, and how to read it there. */
export interface PlyType {
  size: number;
  integer: boolean;
  read(view: DataView, at: number, littleEndian: boolean): number;
}

const int8: PlyType = { size: 1, integer: true, read: (view, at) => view.getInt8(at) };
const uint8: PlyType = { size: 1, integer: true, read: (view, at) => view.getUint8(at) };
const int16: PlyType = { size: 2, integer: true, read: (view, at, le) => view.getInt16(at, le) };
const uint16: PlyType = { size: 2, integer: true, read: (view, at, le) => view.getUint16(at, le) };
const int32: PlyType = { size: 4, integer: true, read: (view, at, le) => view.getInt32(at, le) };
const uint32: PlyType = { size: 4, integer: true, read: (view, at, le) => view.getUint32(at, le) };
const float32: PlyType = { size: 4, integer: false, read: (view, at, le) => view.getFloat32(at, le) };
const float64: PlyType = { size: 8, integer: false, read: (view, at, le) => view.getFloat64(at, le) };

/** The PLY type names, old (char, uchar, …) and new (int8, uint8, …). */
const TYPES: Readonly<Record<string, PlyType>> = {
  char: int8,
  int8,
  uchar: uint8,
  uint8,
  short: int16,
  int16,
  ushort: uint16,
  uint16,
  int: int32,
  int32,
  uint: uint32,
  uint32,
  float: float32,
  float32,
  double: float64,
  float64,
};

export interface PlyProperty {
  name: string;
  type: PlyType;
  /** A list's count type; absent for a scalar. */
  count?: PlyType;
}

export interface PlyElement {
  name: string;
  count: number;
  properties: PlyProperty[];
}

export interface PlyHeader {
  format: PlyFormat;
  elements: PlyElement[];
  /** Where the body starts: just after the end_header line. */
  bodyStart: number;
}

function refuse(reason: MeshFileRefusal, detail: string): never {
  throw new MeshFileError("ply", reason, detail);
}

export function readPlyHeader(bytes: Uint8Array): PlyHeader {
  const end = headerEnd(bytes);
  const lines = new TextDecoder().decode(bytes.subarray(0, end)).split("\n");
  let format: PlyFormat | undefined;
  const elements: PlyElement[] = [];
  for (const line of lines.slice(1)) {
    const words = line.trim().split(/\s+/);
    const [keyword, ...rest] = words;
    if (keyword === "" || keyword === "comment" || keyword === "obj_info" || keyword === "end_header") continue;
    if (keyword === "format") {
      if (format !== undefined || elements.length > 0) refuse("notMesh", "a second format line");
      if (rest[0] !== "ascii" && rest[0] !== "binary_little_endian" && rest[0] !== "binary_big_endian") {
        refuse("notMesh", `an unknown format "${String(rest[0]).slice(0, 30)}"`);
      }
      format = rest[0];
    } else if (keyword === "element") {
      const [name, count] = rest;
      if (name === undefined || count === undefined || !/^\d{1,15}$/.test(count)) {
        refuse("notMesh", "an element without a name and a count");
      }
      elements.push({ name, count: Number(count), properties: [] });
    } else if (keyword === "property") {
      const element = elements.at(-1);
      if (!element) refuse("notMesh", "a property before any element");
      element.properties.push(property(rest));
    } else {
      refuse("notMesh", `an unknown header line "${line.slice(0, 30)}"`);
    }
  }
  if (format === undefined) refuse("notMesh", "no format line");
  return { format, elements, bodyStart: end };
}

/** `property TYPE NAME` or `property list COUNT_TYPE ITEM_TYPE NAME`. */
function property(words: string[]): PlyProperty {
  if (words[0] === "list") {
    const [, countName = "", itemName = "", name] = words;
    const count = TYPES[countName];
    const type = TYPES[itemName];
    if (!count?.integer || !type || name === undefined) refuse("notMesh", "a list property of unknown types");
    return { name, type, count };
  }
  const [typeName = "", name] = words;
  const type = TYPES[typeName];
  if (!type || name === undefined) refuse("notMesh", `a property of an unknown type "${typeName.slice(0, 30)}"`);
  return { name, type };
}

/** The offset just after the end_header line: the magic "ply" line first, within MAX_HEADER_BYTES. */
function headerEnd(bytes: Uint8Array): number {
  const magic = bytes[0] === 0x70 && bytes[1] === 0x6c && bytes[2] === 0x79; // "ply"
  if (!magic || (bytes[3] !== LF && !(bytes[3] === 0x0d && bytes[4] === LF))) refuse("notMesh", "no ply line");
  const limit = Math.min(bytes.length, MAX_HEADER_BYTES);
  let lineStart = 0;
  while (lineStart < limit) {
    const lf = bytes.indexOf(LF, lineStart);
    if (lf < 0 || lf >= limit) break;
    if (isEndHeader(bytes, lineStart, lf)) return lf + 1;
    lineStart = lf + 1;
  }
  // A file that ends in its header is cut short; a header longer than any PLY writer's is not a header.
  if (bytes.length < MAX_HEADER_BYTES) refuse("truncated", "the file ends before end_header");
  refuse("notMesh", "no end_header in the first 64 KiB");
}

function isEndHeader(bytes: Uint8Array, start: number, end: number): boolean {
  let stop = end;
  while (stop > start && (bytes[stop - 1] === 0x0d || bytes[stop - 1] === 0x20 || bytes[stop - 1] === 0x09)) stop--;
  let from = start;
  while (from < stop && (bytes[from] === 0x20 || bytes[from] === 0x09)) from++;
  const word = "end_header";
  if (stop - from !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (bytes[from + k] !== word.charCodeAt(k)) return false;
  return true;
}
