// What a mesh file reader (stl.ts, obj.ts, ply.ts) refuses, and the bounds every reader keeps. Scans come from
// scanners the server does not know (issue 33), so each file is read as untrusted input: a header's counts are
// checked against the foot-scan limits before anything is allocated for them, and a refusal says why in terms the
// server can turn into a clinician's words (the reason), not a parser's.
import { INPUT_LIMITS } from "@solerx/domain/common";

/** The mesh file formats read besides Draco. */
export type MeshFileFormat = "stl" | "obj" | "ply";

/**
 * Why a file is refused: not a mesh of that format at all (or one without triangles); cut short (its header
 * promises more than its bytes hold, its last line stops mid-record, or an index points past the last vertex);
 * more triangles or vertices than a foot scan needs; or more bytes than any scan file may have.
 */
export type MeshFileRefusal = "notMesh" | "truncated" | "tooManyTriangles" | "tooLarge";

export class MeshFileError extends Error {
  constructor(
    readonly format: MeshFileFormat,
    readonly reason: MeshFileRefusal,
    detail: string,
  ) {
    super(`${format.toUpperCase()}: ${detail}`);
    this.name = "MeshFileError";
  }
}

/** The bounds of one read. */
export interface MeshFileLimits {
  maxTriangles: number;
  maxVertices: number;
  /** Bytes of the whole file: a file over it is refused before a byte of it is read. */
  maxBytes: number;
}

/**
 * The foot-scan limits (INPUT_LIMITS, issue 17) and the server's scan file cap of 32 MiB (its SCAN_FILE_MAX_BYTES,
 * which passes its own): a text file at the cap holds far fewer triangles than the triangle limit allows.
 */
export const MESH_FILE_LIMITS: MeshFileLimits = {
  maxTriangles: INPUT_LIMITS.scanMaxTriangles,
  maxVertices: INPUT_LIMITS.scanMaxVertices,
  maxBytes: 32 * 1024 * 1024,
};
