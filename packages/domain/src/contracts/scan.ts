// Scans, surface models, scan upload and the local scanner agent's devices and scan request (spec 000 §3 "Scan",
// "Scanner device", §4 "Scanner agent", §7 "Biometric and scan upload", "Local scanner agent").
import { z } from "zod";
import { Product, ScannerType, ScanSubtype, SurfaceEncoding } from "./enums";
import { Id } from "./store";

/**
 * What a scan was taken with. scanMode is kept as sent (any case, hyphens or underscores): readers pass it
 * through normaliseScanMode, which ignores values it does not accept.
 */
export const ScanMeta = z.looseObject({ scanMode: z.string(), product: Product, scannerType: ScannerType });
export type ScanMeta = z.infer<typeof ScanMeta>;

/** One scan of a session, as GET /biometric/scans/{sessionID}/getScans lists them, oldest first. */
export const Scan = z.looseObject({
  measurementID: Id,
  subtype: ScanSubtype,
  isComplete: z.boolean(),
  meta: ScanMeta,
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type Scan = z.infer<typeof Scan>;
export const ScanList = z.array(Scan);

/** GET .../get3DScanSurfaceModel?encoding: the model as base64 in the asked encoding (draco by default). */
export const SurfaceModelQuery = z.object({ encoding: SurfaceEncoding.default("DRACO") });
export const SurfaceModel = z.object({ data: z.base64(), encoding: SurfaceEncoding });
export type SurfaceModel = z.infer<typeof SurfaceModel>;

/** GET /biometric/scans/properties/{scanID}: measurements of the scan; their shape is not shown by the spec. */
export const ScanProperties = z.record(z.string(), z.unknown());
export type ScanProperties = z.infer<typeof ScanProperties>;

/** POST /agent/scans/file/upload_url: registers a scan of a session and asks where to PUT its file. */
export const UploadUrlRequest = z.object({ session_id: Id, subtype: ScanSubtype, metaData: ScanMeta });
export type UploadUrlRequest = z.infer<typeof UploadUrlRequest>;

/** A scanner as the local agent reports it. */
export const ScannerDevice = z.looseObject({
  id: z.string(),
  name: z.string(),
  model: z.string(),
  model_id: z.string(),
  serial: z.string(),
  firmware: z.string(),
  state: z.string(),
  type: z.string(),
  version: z.string(),
});
export type ScannerDevice = z.infer<typeof ScannerDevice>;

/** Body of POST /hpagent/api/v1/scanner/{id}/scan (see rules/scan-mode for scan_mode, body_part and name). */
export const AgentScanRequest = z.object({
  session_id: Id,
  name: z.enum(["leftscan", "rightscan"]),
  scan_mode: z.enum(["SEMI_WEIGHTED", "WEIGHTED", "FOAMBOX"]),
  body_part: z.enum(["FOOT", "FOOT_AND_ANKLE"]),
  product: z.literal("INSOLE"),
  foot: z.enum(["LEFT", "RIGHT"]),
  side: z.literal("BOTH"),
  location_id: Id,
});
export type AgentScanRequest = z.infer<typeof AgentScanRequest>;

/** States of the browser's connection to the scanner agent. */
export const AGENT_STATUSES = [
  "disconnected",
  "connecting",
  "opened",
  "session creation",
  "session created",
  "session failed",
  "error",
  "detached",
] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Mock scan sample files, per foot (spec 000 §7 "Other"). */
export function mockScanSamplePath(foot: "left" | "right"): string {
  return `/assets/mockscans/${foot}scan.drc`;
}
