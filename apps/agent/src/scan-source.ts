// Where the mock scanner's feet come from: a ScanSource turns a capture request (foot, scan mode, shoe size) into
// Draco bytes and the foot's measurements. The agent uses the geometry package's synthetic foot
// (geometry-scan-source.ts); tests use small fakes.
import type { CapturedScan, CaptureRequest } from "./scanner-driver";

export interface ScanSource {
  produce(request: CaptureRequest): Promise<CapturedScan>;
}
