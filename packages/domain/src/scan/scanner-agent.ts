// The local scanner agent's wire (spec 000 §3 "Scanner device", §4 "Scanner agent", §7 "Local scanner agent"):
// the WebSocket messages as one zod union per direction keyed on `type` (the spec's event names), the scan
// request's answer and errors, and the mock scanner's control API. The agent parses what it receives with these
// and the web app parses what it receives with them, so both ends agree by construction.
import { z } from "zod";
import { AGENT } from "../common";
import { ErrorResponse } from "../errors";
import { ScannerDevice } from "./scan";
import { SCANNER_TEXTS } from "./scanner-texts";

/** WebSocket path and REST prefix of the scanner agent (port AGENT.port). */
export const SCANNER_AGENT_PATH = AGENT.path;
export const SCANNER_AGENT_API = `${SCANNER_AGENT_PATH}/api/v1`;
/** The mock scanner's control endpoint; it exists only while the agent runs the mock driver. */
export const MOCK_CONTROL_PATH = `${SCANNER_AGENT_PATH}/mock/control`;

export function agentScanPath(deviceId: string): string {
  return `${SCANNER_AGENT_API}/scanner/${encodeURIComponent(deviceId)}/scan`;
}

/**
 * A device's `state`. The spec names attached, available and detached through its events; scanning,
 * busy and error are the agent's own (docs/decisions.md "Scanner agent").
 */
const DEVICE_STATES = ["attached", "available", "scanning", "busy", "error", "detached"] as const;
export const DeviceState = z.enum(DEVICE_STATES);
export type DeviceState = z.infer<typeof DeviceState>;

/** Why a scan request failed: each code has its HTTP status and the spec's text (§8 "User-facing texts"). */
export const SCAN_ERRORS = {
  SCANNER_NOT_FOUND: { status: 404, message: SCANNER_TEXTS.notFound.title },
  SCANNER_BUSY: { status: 409, message: SCANNER_TEXTS.scanErrors.busy },
  SCANNER_DETACHED: { status: 410, message: SCANNER_TEXTS.disconnected.body },
  SCANNER_NOT_WORKING: { status: 503, message: SCANNER_TEXTS.scanErrors.notWorking },
  SCAN_FAILED: { status: 500, message: SCANNER_TEXTS.scanErrors.scanning },
  UPLOAD_FAILED: { status: 502, message: SCANNER_TEXTS.scanErrors.uploading },
} as const;
export type ScanErrorCode = keyof typeof SCAN_ERRORS;
export const ScanErrorCode = z.enum(Object.keys(SCAN_ERRORS) as [ScanErrorCode, ...ScanErrorCode[]]);

/** Every error answer of the agent's REST routes: the API's shape, with `code` set when a scan failed. */
export const AgentErrorResponse = ErrorResponse.extend({ code: ScanErrorCode.optional() });
export type AgentErrorResponse = z.infer<typeof AgentErrorResponse>;

/** GET /hpagent/api/v1/health. */
export const AgentHealth = z.object({
  status: z.literal("ok"),
  version: z.string(),
  devices: z.number().int().min(0),
  driver: z.string(),
});
export type AgentHealth = z.infer<typeof AgentHealth>;

/** The answer of POST /hpagent/api/v1/scanner/{id}/scan once the scan is uploaded and complete on the server. */
export const AgentScanResult = z.object({
  uuid: z.string(),
  name: z.enum(["leftscan", "rightscan"]),
  measurementID: z.string(),
});
export type AgentScanResult = z.infer<typeof AgentScanResult>;

/** Where a scan is; sent with OnDeviceStateChanged so the page can follow the request it made (by uuid). */
export const ScanProgress = z.object({
  uuid: z.string(),
  name: z.enum(["leftscan", "rightscan"]),
  status: z.enum(["scanning", "uploading", "completed", "failed"]),
  measurementID: z.string().optional(),
  code: ScanErrorCode.optional(),
  message: z.string().optional(),
});
export type ScanProgress = z.infer<typeof ScanProgress>;

/** Events the agent sends to the browser ("incoming" in the spec's words, seen from the web app). */
export const AgentEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("OpenSessionStatus"), status: z.literal("created"), agent_version: z.string() }),
  z.object({ type: z.literal("OpenSessionFailed"), reason: z.string() }),
  z.object({ type: z.literal("OnDeviceAttached"), device: ScannerDevice }),
  z.object({ type: z.literal("OnDeviceAvailable"), device: ScannerDevice }),
  z.object({ type: z.literal("OnDeviceDetached"), device: ScannerDevice }),
  z.object({ type: z.literal("OnDeviceStateChanged"), device: ScannerDevice, scan: ScanProgress.optional() }),
  z.object({
    type: z.literal("NewSoftpaqAvailable"),
    version: z.string(),
    /** A required update offers only UPDATE; an optional one NO and YES (spec 000 §2 "Software Update"). */
    required: z.boolean(),
  }),
  z.object({ type: z.literal("DownloadProgress"), version: z.string(), percent: z.number().min(0).max(100) }),
  z.object({ type: z.literal("ReadyToInstall"), version: z.string() }),
  z.object({ type: z.literal("NoUpdatesAvailable") }),
]);
export type AgentEvent = z.infer<typeof AgentEvent>;

/** SoftpaqUpdater: the agent's software update, one action per message. */
const SoftpaqUpdater = z.discriminatedUnion("action", [
  z.object({ type: z.literal("SoftpaqUpdater"), action: z.literal("CheckUpdate"), jwt: z.string().min(1) }),
  z.object({ type: z.literal("SoftpaqUpdater"), action: z.literal("DownloadSoftpaq") }),
  z.object({ type: z.literal("SoftpaqUpdater"), action: z.literal("RunInstaller") }),
  z.object({ type: z.literal("SoftpaqUpdater"), action: z.literal("CancelUpdate") }),
]);

/** Messages the browser sends to the agent ("outgoing" in the spec's words). */
export const AgentCommand = z.discriminatedUnion("type", [
  SoftpaqUpdater,
  z.object({ type: z.literal("SendTelemetryData"), site_id: z.string().min(1) }),
]);
export type AgentCommand = z.infer<typeof AgentCommand>;

/**
 * The mock scanner's control (POST MOCK_CONTROL_PATH; GET answers the current state). Every field is optional;
 * the ones given change, the rest stay. docs/ARCHITECTURE.md "Mock scanner control" is the manual.
 */
export const MockControl = z.strictObject({
  /** The device now: available (attached and ready), busy, error (not working), or absent (detached). */
  scanner: z.enum(["available", "busy", "error", "absent"]).optional(),
  /** How the next scan ends (then back to succeed): detach half-way, fail while scanning, or a corrupt upload. */
  nextScan: z.enum(["succeed", "detach", "fail", "corrupt-upload"]).optional(),
  /** A software update to offer at the next CheckUpdate. */
  update: z.enum(["none", "optional", "required"]).optional(),
  /** New WebSocket sessions open (OpenSessionStatus) or fail (OpenSessionFailed). */
  openSession: z.enum(["succeed", "fail"]).optional(),
  scanDurationMs: z.number().int().min(0).max(600_000).optional(),
  downloadDurationMs: z.number().int().min(0).max(600_000).optional(),
});
export type MockControl = z.infer<typeof MockControl>;
export const MockState = MockControl.required().extend({ version: z.string() });
export type MockState = z.infer<typeof MockState>;
