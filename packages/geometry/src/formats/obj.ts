// Wavefront OBJ into a mesh: its `v x y z` vertices and `f` faces, nothing else (texture coordinates, normals,
// groups, materials and any other line say nothing about the surface's shape). A face's corners are written
// `v`, `v/vt`, `v//vn` or `v/vt/vn`; an index counts from 1, or back from the last vertex read when negative; a
// face of more than three corners is fanned (fan.ts). OBJ declares no counts, so the limits are kept as it is read.
import type { TriangleMesh } from "../mesh";
import { pushFan } from "./fan";
import { GrowableFloat32, GrowableUint32 } from "./growable";
import { MeshFileError, type MeshFileLimits, type MeshFileRefusal } from "./mesh-file-error";
import { TextTokens } from "./text-tokens";

const LF = 0x0a;

function refuse(reason: MeshFileRefusal, detail: string): never {
  throw new MeshFileError("obj", reason, detail);
}

export function parseObj(bytes: Uint8Array, limits: MeshFileLimits): TriangleMesh {
  const tokens = new TextTokens(bytes, 0, bytes.length, true);
  const positions = new GrowableFloat32(Math.min(3 * limits.maxVertices, Math.ceil(bytes.length / 32)));
  const triangles = new GrowableUint32(Math.min(3 * limits.maxTriangles, Math.ceil(bytes.length / 32)));
  const corners = new GrowableUint32(16);
  /** Positive indices may name a vertex written later: they are checked once every vertex is read. */
  let highestIndex = -1;
  /**
   * A line that stops short, or a word that is not what it should be, is a file cut short when nothing follows it
   * (the last word of the file), a malformed OBJ otherwise.
   */
  function bad(what: string): never {
    if (tokens.blankAfter(tokens.end)) refuse("truncated", `the last line stops short: ${what}`);
    refuse("notMesh", what);
  }
  for (let lineStart = 0; lineStart < bytes.length; ) {
    const lf = bytes.indexOf(LF, lineStart);
    const lineEnd = lf < 0 ? bytes.length : lf;
    tokens.at = lineStart;
    tokens.stop = lineEnd;
    lineStart = lineEnd + 1;
    if (!tokens.next()) continue;
    if (tokens.is("v")) {
      if (positions.length / 3 >= limits.maxVertices)
        refuse("tooManyTriangles", `more than ${limits.maxVertices} vertices`);
      for (let k = 0; k < 3; k++) {
        const value = tokens.next() ? tokens.number() : undefined;
        if (value === undefined) bad("a vertex without three coordinates");
        positions.push(value);
      }
      // A fourth number (w) or a colour may follow: not the surface's shape.
    } else if (tokens.is("f")) {
      corners.clear();
      const vertices = positions.length / 3;
      while (tokens.next()) {
        const index = tokens.leadingInteger();
        if (index === undefined || index === 0) bad("a face corner that is not a vertex index");
        const corner = index > 0 ? index - 1 : vertices + index;
        if (corner < 0) refuse("truncated", "a face names a vertex before the first");
        if (corner > highestIndex) highestIndex = corner;
        corners.push(corner);
      }
      if (corners.length < 3) bad("a face of fewer than three corners");
      if (!pushFan(triangles, corners, limits.maxTriangles)) {
        refuse("tooManyTriangles", `more than ${limits.maxTriangles} triangles`);
      }
    }
  }
  if (highestIndex >= positions.length / 3) {
    refuse("truncated", `a face names vertex ${highestIndex + 1} of ${positions.length / 3}`);
  }
  return { positions: positions.toArray(), indices: triangles.toArray() };
}
