// One scan, end to end: the patient's shoe size from the server, the capture on the device, the upload through
// the server's upload flow with the operator's token, and the progress of each step over the WebSocket
// (OnDeviceStateChanged with `scan`), so the page that asked can follow it by its UUID.
import {
  type AgentEvent,
  type AgentScanRequest,
  type AgentScanResult,
  DEFAULT_SCAN_MODE,
  footOfAgentScan,
  normaliseScanMode,
  SCAN_ERRORS,
  type ScannerDevice,
  type ScanProgress,
  scanSubtypeOf,
} from "@solerx/domain/scan";
import { ScanError, type ScannerDriver, withState } from "./scanner-driver";
import type { PatientSizes, ScanUploader } from "./server-client";
import type { ScanAttempt } from "./telemetry";

export interface ScanJob {
  uuid: string;
  deviceId: string;
  accessToken: string;
  request: AgentScanRequest;
}

export interface ScanService {
  /** Resolves once the scan is complete on the server; rejects with a ScanError otherwise. */
  scan(job: ScanJob): Promise<AgentScanResult>;
}

export function createScanService(options: {
  driver: ScannerDriver;
  sizes: PatientSizes;
  uploader: ScanUploader;
  broadcast: (event: AgentEvent) => void;
  log: (message: string) => void;
  /** Told of every attempt on a device the agent has (telemetry). */
  onAttempt?: (attempt: ScanAttempt) => void;
}): ScanService {
  const { driver, sizes, uploader, broadcast, log } = options;

  const deviceOf = (job: ScanJob) => driver.listDevices().find((candidate) => candidate.id === job.deviceId);

  function report(job: ScanJob, progress: Omit<ScanProgress, "uuid" | "name">): void {
    const device: ScannerDevice = deviceOf(job) ?? withState({ ...emptyDevice, id: job.deviceId }, "detached");
    broadcast({ type: "OnDeviceStateChanged", device, scan: { uuid: job.uuid, name: job.request.name, ...progress } });
  }

  function attempt(job: ScanJob, device: ScannerDevice | undefined, startedAt: Date, error?: ScanError): void {
    if (!device || !options.onAttempt) return;
    options.onAttempt({
      guid: job.uuid,
      device,
      side: job.request.foot,
      scanMode: job.request.scan_mode,
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      result: !error ? "SUCCESS" : error.code === "SCANNER_DETACHED" ? "DETACHED" : "FAILED",
      ...(error && { error: error.code }),
    });
  }

  return {
    async scan(job) {
      const foot = footOfAgentScan(job.request);
      const shoeSize = await sizes.shoeSize({ accessToken: job.accessToken, sessionId: job.request.session_id, foot });
      // SEMI_WEIGHTED, WEIGHTED, FOAMBOX as sent; the capture takes the screens' spelling.
      const scanMode = normaliseScanMode(job.request.scan_mode) ?? DEFAULT_SCAN_MODE;
      const startedAt = new Date();
      const device = deviceOf(job);
      try {
        report(job, { status: "scanning" });
        let captured: Awaited<ReturnType<ScannerDriver["capture"]>>;
        try {
          captured = await driver.capture(job.deviceId, {
            foot,
            scanMode,
            shoeSize,
            seed: seedOf(job.request.session_id),
          });
        } catch (error) {
          if (error instanceof ScanError) throw error;
          throw new ScanError("SCAN_FAILED", error instanceof Error ? error.message : String(error));
        }
        report(job, { status: "uploading" });
        let measurementID: string;
        try {
          ({ measurementID } = await uploader.upload({
            accessToken: job.accessToken,
            sessionId: job.request.session_id,
            subtype: scanSubtypeOf(foot),
            metaData: {
              scanMode: job.request.scan_mode,
              product: job.request.product,
              scannerType: driver.scannerType,
            },
            draco: captured.draco,
            measurements: captured.measurements,
          }));
        } catch (error) {
          throw new ScanError("UPLOAD_FAILED", error instanceof Error ? error.message : String(error));
        }
        report(job, { status: "completed", measurementID });
        attempt(job, device, startedAt);
        return { uuid: job.uuid, name: job.request.name, measurementID };
      } catch (error) {
        const scanError = error as ScanError;
        log(`agent: ${job.request.name} ${job.uuid} failed: ${scanError.code} (${scanError.message})`);
        report(job, { status: "failed", code: scanError.code, message: SCAN_ERRORS[scanError.code].message });
        attempt(job, device, startedAt, scanError);
        throw scanError;
      }
    },
  };
}

/** A 31-bit FNV-1a hash of the session id. */
export function seedOf(sessionId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) {
    hash ^= sessionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 1) + 1;
}

const emptyDevice: ScannerDevice = {
  id: "",
  name: "",
  model: "",
  model_id: "",
  serial: "",
  firmware: "",
  state: "detached",
  type: "",
  version: "",
};
