// The server's heavy work, run in the pool's workers (heavy-work.ts calls these by name): laying out a PDF,
// checking an uploaded scan, a scan's surface model in another encoding, a scan's plantar outline, an insole. Each is a pure
// function of its input; nothing here touches the database or the blob store.
import { INPUT_LIMITS } from "@solerx/domain/common";
import { DESIGN_MESSAGES } from "@solerx/domain/design";
import type { OrientationCorrection } from "@solerx/domain/scan";
import {
  decodeScan,
  dracoCounts,
  encodeDraco,
  encodeSurface,
  loadDracoDecoder,
  loadManifold,
  MeshFileError,
  type MeshFileFormat,
  orientFoot,
  plantarOutline as outlineOf,
  type Point2,
  parseMeshFile,
  parseSurfaceEncoding,
  type TriangleMesh,
} from "@solerx/geometry";
import { type InsoleJobResult, insoleOf } from "../design/insole-job";
import type { PrescriptionDocument } from "../pdf/document";
import { renderPrescriptionPdf } from "../pdf/render";
import { isUsableMesh, scanProperties } from "../scans/measurements";
import { surfaceModelJsonEnds } from "../scans/surface";
import { base64Body, compressedBody } from "./answer-body";
import type {
  CheckedScan,
  CheckScanInput,
  InsoleJobInput,
  ScanFrameInput,
  ScanRefusal,
  SurfaceAnswerInput,
} from "./heavy-work";

/**
 * Run once by each worker the server starts with (heavy-work.ts prewarmHeavyWork): the decoder's WASM and the
 * insole generator's (manifold-3d), loaded.
 */
export async function warm(): Promise<void> {
  await Promise.all([loadDracoDecoder(), loadManifold()]);
}

export function renderPdf(document: PrescriptionDocument): Promise<Uint8Array> {
  return renderPrescriptionPdf(document);
}

/** Refuses an upload: the SCAN_UPLOAD_MESSAGES key (heavy-work.ts SCAN_REFUSALS) as the error's message. */
function refuse(reason: ScanRefusal): never {
  const error = new Error(reason);
  error.name = "ScanRefused";
  throw error;
}

function withinLimits(counts: { triangles: number; vertices: number }): boolean {
  return counts.triangles <= INPUT_LIMITS.scanMaxTriangles && counts.vertices <= INPUT_LIMITS.scanMaxVertices;
}

/** The welded mesh of a scan file within the foot-scan limits; refuses with ScanRefused otherwise. */
async function footScan(bytes: Uint8Array): Promise<TriangleMesh> {
  // A file declaring too much is refused before the decoder allocates for it.
  const declared = dracoCounts(bytes);
  if (declared && !withinLimits(declared)) refuse("tooManyTriangles");
  let mesh: TriangleMesh;
  try {
    mesh = await decodeScan(bytes);
  } catch {
    refuse("notDraco");
  }
  if (!withinLimits({ triangles: mesh.indices.length / 3, vertices: mesh.positions.length / 3 })) {
    refuse("tooManyTriangles");
  }
  if (!isUsableMesh(mesh)) refuse("notDraco");
  return mesh;
}

/** The refusals of a file in each format that is not a mesh of it, or is cut short (issue 33). */
const NOT_A_MESH = { drc: "notDraco", stl: "notStl", obj: "notObj", ply: "notPly" } as const;
const CUT_SHORT = { stl: "stlTruncated", obj: "objTruncated", ply: "plyTruncated" } as const;

/**
 * Bits per coordinate of a scan stored as Draco after reading another format: Draco's step is the bounding box's
 * largest extent / 2^bits, so 16 bits keep a 300 mm foot to 0.005 mm (under the 0.01 mm asked, and 100 times finer
 * than the 0.5 mm detail a scanner resolves) in whatever units the file is written (the step is relative: a foot
 * in metres keeps the same precision). 14 bits, the encoder's default, would be 0.02 mm.
 */
const STORED_QUANTIZATION_BITS = 16;

/**
 * The mesh of an uploaded STL, OBJ or PLY file within the foot-scan limits and usable (finite coordinates, a
 * triangle at least); refuses with ScanRefused, naming the format, otherwise.
 */
function meshOfFile(bytes: Uint8Array, format: MeshFileFormat, maxBytes: number | undefined): TriangleMesh {
  let mesh: TriangleMesh;
  try {
    mesh = parseMeshFile(bytes, format, maxBytes === undefined ? {} : { maxBytes });
  } catch (error) {
    if (!(error instanceof MeshFileError)) throw error;
    if (error.reason === "notMesh") refuse(NOT_A_MESH[format]);
    refuse(error.reason === "truncated" ? CUT_SHORT[format] : error.reason);
  }
  if (!isUsableMesh(mesh)) refuse(NOT_A_MESH[format]);
  return mesh;
}

/**
 * An uploaded scan's properties (measurements, landmarks), or ScanRefused. A Draco file is measured as it is and
 * stored as it came; a file in another format is read, Draco-encoded, and measured on that Draco as every later
 * reader decodes it (so the properties describe the stored file), which is returned to be stored instead.
 */
export async function checkScan(input: CheckScanInput): Promise<CheckedScan> {
  const format = input.format ?? "drc";
  let mesh: TriangleMesh;
  let draco: Uint8Array | null = null;
  if (format === "drc") {
    mesh = await footScan(input.bytes);
  } else {
    const read = meshOfFile(input.bytes, format, input.maxBytes);
    try {
      draco = await encodeDraco(read, { quantizationBits: STORED_QUANTIZATION_BITS });
      mesh = await footScan(draco);
    } catch {
      // A mesh Draco cannot encode, or whose encoding does not decode again, is not one the pipeline can hold.
      refuse(NOT_A_MESH[format]);
    }
  }
  const properties = scanProperties(
    {
      measurementID: input.measurementID,
      subtype: input.subtype,
      scanner: input.scanner,
      orientation: input.orientation,
      shoe: input.shoe,
    },
    mesh,
    draco?.length ?? input.bytes.length,
  );
  return { properties, draco };
}

/** Where a stored scan's foot lies (its heel, toe and way up) as its measuring reads it; undefined when no frame. */
export async function scanFrame(input: ScanFrameInput): Promise<Required<OrientationCorrection> | undefined> {
  const found = orientFoot(await footScan(input.draco), input);
  return found.frame;
}

/** A stored scan's surface in STL, OBJ or RAW bytes (DRACO never comes here: its file is answered as it is). */
export async function surfaceModel(input: { draco: Uint8Array; encoding: string }): Promise<Uint8Array> {
  const exported = parseSurfaceEncoding(input.encoding);
  if (!exported) throw new Error(`no exporter for the surface encoding ${input.encoding}`);
  return encodeSurface(await footScan(input.draco), exported);
}

/** A stored scan's SurfaceModel answer in STL, OBJ or RAW: the JSON, compressed for the client when it takes it. */
export async function surfaceAnswer(input: SurfaceAnswerInput): Promise<Uint8Array> {
  const { head, tail } = surfaceModelJsonEnds(input.encoding);
  return compressedBody(base64Body(head, await surfaceModel(input), tail), input.compression);
}

/** A stored scan's plantar outline; none when it does not decode (the PDF says so). */
export async function plantarOutline(bytes: Uint8Array): Promise<Point2[]> {
  try {
    return outlineOf(await footScan(bytes));
  } catch {
    return [];
  }
}

/** One foot's insole from its stored scan (design/insole-job.ts); a scan that does not decode cannot carry one. */
export async function designInsole(input: InsoleJobInput): Promise<InsoleJobResult> {
  let mesh: TriangleMesh;
  try {
    mesh = await footScan(input.draco);
  } catch {
    return { ok: false, reason: DESIGN_MESSAGES.scanUnreadable };
  }
  return insoleOf(mesh, input);
}
