// A mock scan, for test use (spec 000 §4 "Scanner agent", §7 "Other"): registers a scan of the session with
// GET /biometric/scans/file/upload_url, fetches the sample file of the foot from /assets/mockscans/, PUTs it to the
// address it was given and finalizes it with PATCH …/complete_upload: the agent's upload flow, run by the page
// (./upload-scan.ts, which a scan file loaded from disk goes through too).
import { type CompleteUploadResponse, type Foot, mockScanSamplePath } from "@solerx/domain/scan";
import type { ScanSettings } from "../scan-settings";
import { fetchedSource, ScanUploadError, type ScanUploadStep, uploadScan } from "./upload-scan";

/** The step that failed, as the spec's internal errors name them. */
export type MockScanStep = Exclude<ScanUploadStep, "checking the file">;
export { ScanUploadError as MockScanError };

export function uploadMockScan(
  sessionId: string,
  foot: Foot,
  settings: Pick<ScanSettings, "scanMode" | "product">,
): Promise<CompleteUploadResponse> {
  return uploadScan(
    { sessionId, foot, scanMode: settings.scanMode, product: settings.product },
    fetchedSource(mockScanSamplePath(foot)),
  );
}
