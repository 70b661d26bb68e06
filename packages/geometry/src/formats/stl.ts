// STL, binary and ASCII, into an indexed mesh. STL is a triangle soup (three positions per triangle, shared corners
// written again), so the soup is welded (weld.ts): the rest of the geometry joins triangles by their indices.
//
// Binary or ASCII: an ASCII file starts with "solid", but so do many binary ones (exporters write "solid <name>"
// into the 80-byte header). A binary file is 84 + 50 x its declared triangle count bytes long; a file of exactly
// that length is binary whatever its first word. Otherwise a file starting with "solid" and reading as text is
// ASCII; any other is a binary file whose length does not match: cut short, padded, or not an STL at all, told apart
// by whether its first triangles hold plausible numbers (random bytes almost never do).
import type { TriangleMesh } from "../mesh";
import { weldMesh } from "../weld";
import { GrowableFloat32 } from "./growable";
import { MeshFileError, type MeshFileLimits, type MeshFileRefusal } from "./mesh-file-error";
import { TextTokens } from "./text-tokens";

const HEADER = 80;
const FIRST_TRIANGLE = 84;
const TRIANGLE_BYTES = 50;

function refuse(reason: MeshFileRefusal, detail: string): never {
  throw new MeshFileError("stl", reason, detail);
}

export function parseStl(bytes: Uint8Array, limits: MeshFileLimits): TriangleMesh {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = bytes.length >= FIRST_TRIANGLE ? view.getUint32(HEADER, true) : undefined;
  if (declared !== undefined && FIRST_TRIANGLE + TRIANGLE_BYTES * declared === bytes.length) {
    return parseBinary(view, declared, limits);
  }
  if (looksAscii(bytes)) return parseAscii(bytes, limits);
  if (declared === undefined) refuse("notMesh", "shorter than a binary STL's header and not an ASCII STL");
  const complete = Math.floor((bytes.length - FIRST_TRIANGLE) / TRIANGLE_BYTES);
  if (!plausibleTriangles(view, Math.min(complete, declared, 4))) {
    refuse("notMesh", "neither an ASCII STL nor a binary STL's triangles");
  }
  if (declared > complete) {
    // The declared count is judged first: a header of millions of triangles is refused as such, cut short or not.
    if (declared > limits.maxTriangles) refuse("tooManyTriangles", `the header declares ${declared} triangles`);
    refuse("truncated", `the header declares ${declared} triangles, the file holds ${complete}`);
  }
  // Longer than its triangles: some exporters pad the file; the bytes after the declared triangles are not read.
  return parseBinary(view, declared, limits);
}

function parseBinary(view: DataView, triangles: number, limits: MeshFileLimits): TriangleMesh {
  if (triangles > limits.maxTriangles) refuse("tooManyTriangles", `the header declares ${triangles} triangles`);
  const positions = new Float32Array(triangles * 9);
  for (let t = 0; t < triangles; t++) {
    // Each triangle: its normal (not read: the winding says the outside), three corners, two attribute bytes.
    const at = FIRST_TRIANGLE + TRIANGLE_BYTES * t + 12;
    for (let k = 0; k < 9; k++) positions[9 * t + k] = view.getFloat32(at + 4 * k, true);
  }
  return welded(positions, limits);
}

/** The soup welded into an indexed mesh, within the vertex limit (the triangle limit was kept while reading). */
function welded(positions: Float32Array, limits: MeshFileLimits): TriangleMesh {
  const indices = new Uint32Array(positions.length / 3);
  for (let i = 0; i < indices.length; i++) indices[i] = i;
  const mesh = weldMesh({ positions, indices });
  if (mesh.positions.length / 3 > limits.maxVertices) {
    refuse("tooManyTriangles", `${mesh.positions.length / 3} distinct vertices`);
  }
  return mesh;
}

/** Starts with "solid" (after any spaces) and its first kilobyte is text: no control bytes a binary float has. */
function looksAscii(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length && (bytes[i] === 0x20 || ((bytes[i] as number) >= 0x09 && (bytes[i] as number) <= 0x0d))) i++;
  if (!"solid".split("").every((c, k) => ((bytes[i + k] ?? 0) | 0x20) === c.charCodeAt(0))) return false;
  const end = Math.min(bytes.length, i + 1024);
  for (let k = i; k < end; k++) {
    const byte = bytes[k] as number;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20) || byte === 0x7f) return false;
  }
  return true;
}

/**
 * Whether the first `count` (at least one) triangle records hold numbers an STL writer writes: every float zero or
 * between 1e-20 and 1e6 in size. A random float is one of those about a third of the time, so four random
 * triangles (48 floats) pass about once in 10^22 tries.
 */
function plausibleTriangles(view: DataView, count: number): boolean {
  if (count < 1) return false;
  for (let t = 0; t < count; t++) {
    for (let k = 0; k < 12; k++) {
      const value = Math.abs(view.getFloat32(FIRST_TRIANGLE + TRIANGLE_BYTES * t + 4 * k, true));
      if (value !== 0 && !(value >= 1e-20 && value <= 1e6)) return false;
    }
  }
  return true;
}

/**
 * ASCII STL: solid NAME, then per facet "facet normal n n n / outer loop / vertex x y z (three times) / endloop /
 * endfacet", then endsolid NAME; several solids may follow one another. Keywords in any case; a loop of more than
 * three vertices (rare) is fanned. A file that stops before its last endsolid is cut short.
 */
function parseAscii(bytes: Uint8Array, limits: MeshFileLimits): TriangleMesh {
  const tokens = new TextTokens(bytes);
  const positions = new GrowableFloat32(Math.min(9 * limits.maxTriangles, Math.ceil(bytes.length / 25)));
  const loop = new GrowableFloat32(9);
  let triangles = 0;
  /** A word other than the one expected: the file is cut short when it is its last word, not an STL otherwise. */
  function bad(expected: string): never {
    if (tokens.start === tokens.end || tokens.blankAfter(tokens.end)) {
      refuse("truncated", `the file ends where "${expected}" should be`);
    }
    refuse("notMesh", `a word other than "${expected}"`);
  }
  const expect = (word: string): void => {
    if (!tokens.next() || !tokens.is(word)) bad(word);
  };
  const coordinate = (): number => {
    const value = tokens.next() ? tokens.number() : undefined;
    return value === undefined ? bad("a number") : value;
  };
  tokens.next(); // "solid", as looksAscii found it
  tokens.skipLine(); // its name, any text
  let open = true;
  while (tokens.next()) {
    if (tokens.is("endsolid")) {
      open = false;
      tokens.skipLine();
      continue;
    }
    if (tokens.is("solid") && !open) {
      open = true;
      tokens.skipLine();
      continue;
    }
    if (!open || !tokens.is("facet")) bad("facet");
    expect("normal");
    for (let k = 0; k < 3; k++) coordinate();
    expect("outer");
    expect("loop");
    loop.clear();
    for (;;) {
      if (!tokens.next()) bad("endloop");
      if (tokens.is("endloop")) break;
      if (!tokens.is("vertex")) bad("vertex");
      if (loop.length >= 3 * 1024) refuse("notMesh", "a facet of more than 1024 vertices");
      for (let k = 0; k < 3; k++) loop.push(coordinate());
    }
    expect("endfacet");
    const corners = loop.length / 3;
    if (corners < 3) refuse("notMesh", "a facet of fewer than three vertices");
    if (triangles + corners - 2 > limits.maxTriangles) {
      refuse("tooManyTriangles", `more than ${limits.maxTriangles} triangles`);
    }
    for (let c = 1; c + 1 < corners; c++) {
      for (const corner of [0, c, c + 1]) for (let k = 0; k < 3; k++) positions.push(loop.get(3 * corner + k));
      triangles++;
    }
  }
  if (open) refuse("truncated", "the file ends before its endsolid");
  return welded(positions.toArray(), limits);
}
