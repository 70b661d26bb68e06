// A scan file from any scanner (issue 33): STL, OBJ or PLY bytes into the triangle mesh the rest of the geometry
// takes, within the foot-scan limits, or a MeshFileError saying why not. Draco, the format SoleRx stores, has its
// own reader (draco.ts). Only the file's shape is read: the server's own checks (finite coordinates, a foot it can
// measure) come after, on the mesh.
import type { TriangleMesh } from "../mesh";
import { MESH_FILE_LIMITS, MeshFileError, type MeshFileFormat, type MeshFileLimits } from "./mesh-file-error";
import { parseObj } from "./obj";
import { parsePly } from "./ply";
import { parseStl } from "./stl";

const READERS: Record<MeshFileFormat, (bytes: Uint8Array, limits: MeshFileLimits) => TriangleMesh> = {
  stl: parseStl,
  obj: parseObj,
  ply: parsePly,
};

/**
 * The mesh of a file in the named format. `limits` default to MESH_FILE_LIMITS (the foot-scan limits); a file over
 * maxBytes is refused before it is read, one declaring more triangles or vertices than the limits before anything
 * is allocated for them.
 */
export function parseMeshFile(
  bytes: Uint8Array,
  format: MeshFileFormat,
  limits: Partial<MeshFileLimits> = {},
): TriangleMesh {
  const bounds: MeshFileLimits = { ...MESH_FILE_LIMITS, ...limits };
  const read = READERS[format];
  if (!read) throw new Error(`parseMeshFile: no reader for the format ${String(format)}`);
  if (bytes.length > bounds.maxBytes) {
    throw new MeshFileError(format, "tooLarge", `${bytes.length} bytes, more than the ${bounds.maxBytes} allowed`);
  }
  if (bytes.length === 0) throw new MeshFileError(format, "notMesh", "the file is empty");
  const mesh = read(bytes, bounds);
  const triangles = mesh.indices.length / 3;
  const vertices = mesh.positions.length / 3;
  if (triangles === 0) throw new MeshFileError(format, "notMesh", "the file holds no triangles");
  if (triangles > bounds.maxTriangles || vertices > bounds.maxVertices) {
    throw new MeshFileError(format, "tooManyTriangles", `${triangles} triangles and ${vertices} vertices`);
  }
  return mesh;
}
