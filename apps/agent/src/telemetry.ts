// Agent telemetry (spec 000 §7 "Agent telemetry"): once the page sends SendTelemetryData with its site, the agent
// registers its devices in that group (PUT /agent/telemetry/devices), reports attach and detach, and posts every
// scan attempt (POST /agent/telemetry/scans). Calls carry the latest operator token the agent has seen (the
// CheckUpdate jwt or a scan request's bearer token). Telemetry never holds up or fails a scan: errors are logged.
import type { PutTelemetryDeviceRequest, ScannerDevice, TelemetryScan } from "@solerx/domain/scan";

export type ScanAttempt = Omit<TelemetryScan, "fingerprint" | "groupID"> & { device: ScannerDevice };

export interface Telemetry {
  /** The newest operator token; telemetry calls use it. */
  useToken(token: string): void;
  /** SendTelemetryData: report to this site from now on, starting with the devices attached now. */
  start(siteId: string, devices: ScannerDevice[]): void;
  device(device: ScannerDevice): void;
  scan(attempt: ScanAttempt): void;
}

function fingerprintOf(device: ScannerDevice): string {
  return `${device.model}:${device.serial}`.replace(/[^\w.:-]/g, "_").slice(0, 128);
}

export function createTelemetry(options: {
  serverUrl: string;
  fetch?: typeof globalThis.fetch;
  agentVersion: () => string;
  log: (message: string) => void;
}): Telemetry {
  const api = `${options.serverUrl.replace(/\/+$/, "")}/api/v1/agent/telemetry`;
  let token: string | undefined;
  let groupID: string | undefined;

  // One call at a time, in order: a scan's report must not reach the server before its device's registration.
  let queue: Promise<void> = Promise.resolve();
  function send(method: "PUT" | "POST", path: string, body: unknown): void {
    if (!token || !groupID) return;
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    queue = queue.then(() =>
      (options.fetch ?? globalThis.fetch)(`${api}${path}`, {
        method,
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
        .then((response) => {
          if (!response.ok) options.log(`agent: telemetry ${method} ${path} answered ${response.status}`);
        })
        .catch((error: unknown) => options.log(`agent: telemetry ${method} ${path} failed: ${String(error)}`)),
    );
  }

  function putDevice(device: ScannerDevice): void {
    if (!groupID) return;
    const body: PutTelemetryDeviceRequest = {
      fingerprint: fingerprintOf(device),
      groupID,
      device,
      state: device.state,
      agentVersion: options.agentVersion(),
    };
    send("PUT", "/devices", body);
  }

  // SendTelemetryData may come before any token (the page asks for its token asynchronously): its devices are
  // registered as soon as one arrives.
  let unregistered: ScannerDevice[] = [];
  return {
    useToken(value) {
      token = value;
      for (const device of unregistered.splice(0)) putDevice(device);
    },
    start(siteId, devices) {
      groupID = siteId;
      if (token) for (const device of devices) putDevice(device);
      else unregistered = [...devices];
    },
    device: putDevice,
    scan({ device, ...attempt }) {
      if (!groupID) return;
      const body: TelemetryScan = { ...attempt, fingerprint: fingerprintOf(device), groupID };
      send("POST", "/scans", body);
    },
  };
}
