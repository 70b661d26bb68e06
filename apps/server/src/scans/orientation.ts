// A clinician putting a scan's orientation right (issue 33 point 4): a flip of the frame the scan is read in now
// (heel for toe, sole for top), or the heel and the toe marked on the scan. The scan is measured again from that
// in a worker, as at complete_upload, and its properties replaced: the landmarks and measurements follow, and the
// insole is made on the same frame (readAgainAs). The scan's file never changes.
import { DomainError } from "@solerx/domain/errors";
import {
  type OrientationCorrection,
  type OrientationRequest,
  readAgainAs,
  type ScanProperties,
} from "@solerx/domain/scan";
import { flippedFrame } from "@solerx/geometry";
import type { Repository } from "../areas/repository";
import type { BlobStore } from "../blobs/blob-store";
import { checkScanOffLoop, scanFrameOffLoop } from "../workers/heavy-work";
import { shoeOfScan } from "./shoe-of-scan";
import { findCompleteScan } from "./upload";

/** The scan measured again from the clinician's correction; its properties replaced and answered. */
export async function correctOrientation(
  repo: Repository,
  blobs: BlobStore,
  measurementID: string,
  request: OrientationRequest,
): Promise<ScanProperties> {
  const scan = await findCompleteScan(repo, measurementID, "scanDownload");
  const bytes = await blobs.get(scan.blobKey);
  if (!bytes) throw DomainError.of("surfaceModel", 404);
  const side = scan.subtype === "SCAN_SUBTYPE_FLAT_LEFT_FOOT" ? "left" : "right";
  let correction: OrientationCorrection;
  if ("flip" in request) {
    // The frame the scan is read in now, as the insole reads it, turned as asked.
    const frame = await scanFrameOffLoop({ draco: bytes.slice(), side, ...readAgainAs(scan.properties) });
    if (!frame) throw new DomainError(422, NO_FRAME);
    correction = flippedFrame(frame, request.flip);
  } else {
    correction = { heel: request.heel, toe: request.toe };
  }
  const { properties } = await checkScanOffLoop({
    bytes,
    measurementID,
    subtype: scan.subtype,
    scanner: scan.meta.measurements,
    orientation: { correction, byClinician: true },
    shoe: await shoeOfScan(repo, scan),
  });
  const updated = await repo.scans.replaceProperties(measurementID, properties);
  if (!updated) throw DomainError.of("scanDownload", 404);
  return properties;
}

const NO_FRAME = "The scan has no frame to flip: it is not a foot. Mark the heel and the toe on it instead.";
