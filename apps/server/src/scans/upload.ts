// The scan upload flow, shared by the agent's and the web app's calls: register a scan and hand out a signed
// upload address; then check the uploaded file (present, within the limit, a mesh that reads in the format the
// upload named: Draco, STL, OBJ or PLY) and complete the scan, its file stored as Draco whatever it came as. A
// refused file changes nothing: the scan stays incomplete, the session's statuses stay, the uploaded file stays
// where it was sent (a new PUT to the same address, then complete_upload again, may follow).
import { randomUUID } from "node:crypto";
import { type ApiEndpoint, SCAN_UPLOAD_MESSAGES, type ScanSubtype } from "@solerx/domain/common";
import { DomainError } from "@solerx/domain/errors";
import type { Scan, ScanProperties, UploadMetaData, UploadUrlResponse } from "@solerx/domain/scan";
import type { Repository } from "../areas/repository";
import { type StoredScan, toApiScan } from "../areas/scans/index";
import type { BlobStore } from "../blobs/blob-store";
import { SCAN_FILE_MAX_BYTES, UPLOAD_URL_SECONDS } from "../blobs/index";
import { type CheckedScan, checkScanOffLoop, SCAN_REFUSALS } from "../workers/heavy-work";
import { TaskError } from "../workers/pool";
import { shoeOfScan } from "./shoe-of-scan";

export async function issueUploadUrl(
  repo: Repository,
  blobs: BlobStore,
  request: { sessionID: string; subtype: ScanSubtype; meta: UploadMetaData },
): Promise<UploadUrlResponse> {
  // The format is kept in the scan's meta (getScans shows it) when it is not Draco, which its absence means.
  const { format, ...meta } = request.meta;
  const scan = await repo.scans.create({ ...request, meta: format && format !== "drc" ? { ...meta, format } : meta });
  // The tenancy check let the caller through, but the session is not one of its own stores' (a cross-company
  // reader may read a session, never scan into it).
  if (!scan) throw DomainError.of("uploadUrl", 403);
  const signed = await blobs.uploadUrl(scan.uploadKey, {
    expiresInSeconds: UPLOAD_URL_SECONDS,
    maxBytes: SCAN_FILE_MAX_BYTES,
  });
  return {
    measurementID: scan.measurementID,
    url: signed.url,
    method: "PUT",
    expiresAt: signed.expiresAt.toISOString(),
    maxBytes: SCAN_FILE_MAX_BYTES,
  };
}

/**
 * The uploaded scan's properties, measured in a worker, and its Draco file when it came in another format; the 422
 * of a file that is not a usable mesh of its format, is cut short, or has more triangles or vertices than a foot
 * scan needs (INPUT_LIMITS.scanMaxTriangles, checked before reading when the file's header declares them), each
 * naming the format.
 */
async function checkUpload(repo: Repository, scan: StoredScan, bytes: Uint8Array): Promise<CheckedScan> {
  try {
    return await checkScanOffLoop({
      bytes,
      format: scan.meta.format,
      maxBytes: SCAN_FILE_MAX_BYTES,
      measurementID: scan.measurementID,
      subtype: scan.subtype,
      scanner: scan.meta.measurements,
      shoe: await shoeOfScan(repo, scan),
    });
  } catch (error) {
    if (error instanceof TaskError && error.name === "ScanRefused") {
      const reason = SCAN_REFUSALS.find((refusal) => refusal === error.message) ?? "notDraco";
      throw new DomainError(reason === "tooLarge" ? 413 : 422, SCAN_UPLOAD_MESSAGES[reason]);
    }
    throw error;
  }
}

export async function completeUpload(repo: Repository, blobs: BlobStore, measurementID: string): Promise<Scan> {
  const scan = await repo.scans.find(measurementID);
  if (!scan) throw DomainError.of("completeUpload", 404);
  if (scan.isComplete) throw DomainError.of("completeUpload", 409);
  const size = await blobs.size(scan.uploadKey);
  if (size === undefined || size === 0) throw DomainError.of("completeUpload", 412);
  if (size > SCAN_FILE_MAX_BYTES) {
    // Only S3 can hold one (a presigned PUT has no size cap); such a file is never kept.
    await blobs.delete(scan.uploadKey);
    throw new DomainError(413, SCAN_UPLOAD_MESSAGES.tooLarge);
  }
  const bytes = await blobs.get(scan.uploadKey);
  if (!bytes || bytes.length === 0) throw DomainError.of("completeUpload", 412);
  const { properties, draco } = await checkUpload(repo, scan, bytes);
  // The checked bytes (a Draco upload as it came, another format's Draco encoding) go to a key of their own, which
  // no upload address can overwrite.
  const stored = draco ?? bytes;
  const blobKey = `scans/${scan.companyID}/${scan.sessionID}/${measurementID}-${randomUUID().slice(0, 8)}.drc`;
  await blobs.put(blobKey, stored);
  const outcome = await repo.scans.complete(measurementID, { blobKey, size: stored.length, properties });
  if (typeof outcome !== "object") {
    // Another completion won meanwhile (or the scan went): this attempt's copy is not needed.
    await blobs.delete(blobKey);
    throw DomainError.of("completeUpload", outcome === "alreadyComplete" ? 409 : 404);
  }
  await blobs.delete(scan.uploadKey).catch(() => {});
  return toApiScan(outcome.completed);
}

/** A scan that is complete: its file, size and properties are there (a check of the scans table). */
export type CompleteScan = StoredScan & { blobKey: string; fileSize: number; properties: ScanProperties };

/** The complete scan; 404 (the text of `notFound`'s endpoint) when absent, 412 when not complete. */
export async function findCompleteScan(
  repo: Repository,
  measurementID: string,
  notFound: ApiEndpoint,
): Promise<CompleteScan> {
  const scan = await repo.scans.find(measurementID);
  if (!scan) throw DomainError.of(notFound, 404);
  const { blobKey, fileSize, properties } = scan;
  if (!scan.isComplete || !blobKey || fileSize === null || !properties) throw DomainError.of("scanDownload", 412);
  return { ...scan, blobKey, fileSize, properties };
}

/** The complete scan's checked file; 404 (the surface model's text) when absent, 412 when not complete. */
export async function completedFile(repo: Repository, blobs: BlobStore, measurementID: string): Promise<Uint8Array> {
  const scan = await findCompleteScan(repo, measurementID, "surfaceModel");
  const bytes = await blobs.get(scan.blobKey);
  if (!bytes) throw DomainError.of("surfaceModel", 404);
  return bytes;
}
