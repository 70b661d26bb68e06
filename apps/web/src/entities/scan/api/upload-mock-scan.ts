// A mock scan, for test use (spec 000 §4 "Scanner agent", §7 "Other"): registers a scan of the session with
// GET /biometric/scans/file/upload_url, fetches the sample file of the foot from /assets/mockscans/, PUTs it to the
// address it was given and finalizes it with PATCH …/complete_upload: the agent's upload flow, run by the page.
import {
  BiometricUploadUrlQuery,
  CompleteUploadResponse,
  type Foot,
  mockScanSamplePath,
  scanSubtypeOf,
  UploadUrlResponse,
} from "@solerx/domain/scan";
import { apiRequest } from "../../../lib/api-client";
import type { ScanSettings } from "../scan-settings";

/** The step that failed, as the spec's internal errors name them. */
export type MockScanStep = "creating the upload" | "fetching the data" | "uploading" | "finalizing";

export class MockScanError extends Error {
  override readonly name = "MockScanError";
  constructor(
    readonly step: MockScanStep,
    options?: ErrorOptions,
  ) {
    super(`Mock scan failed while ${step}`, options);
  }
}

async function step<T>(name: MockScanStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new MockScanError(name, { cause: error });
  }
}

async function okBytes(response: Response): Promise<ArrayBuffer> {
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.arrayBuffer();
}

export async function uploadMockScan(
  sessionId: string,
  foot: Foot,
  settings: Pick<ScanSettings, "scanMode" | "product">,
): Promise<CompleteUploadResponse> {
  const query = BiometricUploadUrlQuery.parse({
    session_id: sessionId,
    subtype: scanSubtypeOf(foot),
    scanMode: settings.scanMode,
    product: settings.product,
  });
  const upload = await step("creating the upload", () =>
    apiRequest({ path: "/biometric/scans/file/upload_url", query, schema: UploadUrlResponse }),
  );
  const bytes = await step("fetching the data", () => fetch(mockScanSamplePath(foot)).then(okBytes));
  await step("uploading", () =>
    fetch(upload.url, {
      method: upload.method,
      headers: { "Content-Type": "application/octet-stream" },
      body: bytes,
    }).then(okBytes),
  );
  return step("finalizing", () =>
    apiRequest({
      method: "PATCH",
      path: `/agent/scans/file/${encodeURIComponent(upload.measurementID)}/complete_upload`,
      schema: CompleteUploadResponse,
    }),
  );
}
