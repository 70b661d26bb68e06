// The server's heavy work, run in the pool's workers (heavy-work.ts calls these by name): laying out a PDF,
// checking an uploaded scan, a scan's surface model in another encoding, a scan's plantar outline, an insole. Each is a pure
// function of its input; nothing here touches the database or the blob store.
import { INPUT_LIMITS } from "@solerx/domain/common";
import { DESIGN_MESSAGES } from "@solerx/domain/design";
import type { ScanProperties } from "@solerx/domain/scan";
import {
  decodeScan,
  dracoCounts,
  encodeSurface,
  loadDracoDecoder,
  loadManifold,
  plantarOutline as outlineOf,
  type Point2,
  parseSurfaceEncoding,
  type TriangleMesh,
} from "@solerx/geometry";
import { type InsoleJobResult, insoleOf } from "../design/insole-job";
import type { PrescriptionDocument } from "../pdf/document";
import { renderPrescriptionPdf } from "../pdf/render";
import { isUsableMesh, scanProperties } from "../scans/measurements";
import { surfaceModelJsonEnds } from "../scans/surface";
import { base64Body, compressedBody } from "./answer-body";
import type { CheckScanInput, InsoleJobInput, SurfaceAnswerInput } from "./heavy-work";

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

/** Why an upload is refused: the SCAN_UPLOAD_MESSAGES key, as the error's message. */
export type ScanRefusal = "notDraco" | "tooManyTriangles";

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

/** An uploaded scan's properties (measurements, landmarks), or ScanRefused. */
export async function checkScan(input: CheckScanInput): Promise<ScanProperties> {
  const mesh = await footScan(input.bytes);
  return scanProperties(
    { measurementID: input.measurementID, subtype: input.subtype, scanner: input.scanner },
    mesh,
    input.bytes.length,
  );
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
