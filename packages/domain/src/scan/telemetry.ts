// Agent telemetry (spec 000 §7 "Agent telemetry", §8): the scanner agent registers its devices, reads its
// group's manifest, and reports scans and events. A group is a site (store): the agent's SendTelemetryData
// carries the site id. The spec shows no payload shapes; these are ours.
import { z } from "zod";
import { Id } from "../store";
import type { ScannerDevice } from "./scan";

/**
 * A client-made GUID (8-4-4-4-12 hex digits). Deliberately not z.uuid(): it names no resource of a company, so
 * the tenancy check (which requires every uuid in a body to be declared) has nothing to resolve.
 */
export const TelemetryGuid = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, "must be a GUID")
  .transform((guid) => guid.toLowerCase());

/** A scanner's fingerprint as the agent derives it (model and serial): 1 to 128 letters, digits, . _ : - */
const DeviceFingerprint = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\w.:-]+$/, "letters, digits and . _ : - only");

const ShortText = z.string().max(200);

/** A device as the agent describes it: the spec's scanner fields, bounded. */
const TelemetryDeviceInfo = z.object({
  id: ShortText,
  name: ShortText,
  model: ShortText,
  model_id: ShortText,
  serial: ShortText,
  firmware: ShortText,
  state: ShortText,
  type: ShortText,
  version: ShortText,
}) satisfies z.ZodType<ScannerDevice>;

/**
 * PUT /agent/telemetry/devices: registers a device of the group (with `device`) or updates a known one (`device`
 * and/or `state`). An unknown fingerprint without `device` is 404 "Device with given fingerprint not found".
 */
export const PutTelemetryDeviceRequest = z.object({
  fingerprint: DeviceFingerprint,
  groupID: Id,
  device: TelemetryDeviceInfo.optional(),
  state: ShortText.optional(),
  agentVersion: ShortText.optional(),
});
export type PutTelemetryDeviceRequest = z.infer<typeof PutTelemetryDeviceRequest>;

export const TelemetryDevice = z.object({
  fingerprint: DeviceFingerprint,
  groupID: Id,
  device: TelemetryDeviceInfo,
  state: z.string(),
  agentVersion: z.string().nullable(),
  registeredAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TelemetryDevice = z.infer<typeof TelemetryDevice>;

/** Path of GET /agent/telemetry/{groupID}/getManifest: the group is a store. */
export const TelemetryGroupParams = z.object({ groupID: Id });

/**
 * GET /agent/telemetry/{groupID}/getManifest: what the group's agents report and how often. A group has a
 * manifest once a device of it is registered (before: 404 "Manifest file not found"); its version goes up with
 * every device change.
 */
export const TelemetryManifest = z.object({
  groupID: Id,
  version: z.number().int(),
  collect: z.object({ scans: z.boolean(), events: z.boolean() }),
  uploadIntervalSeconds: z.number().int(),
  devices: z.array(z.object({ fingerprint: DeviceFingerprint, model: z.string(), state: z.string() })),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TelemetryManifest = z.infer<typeof TelemetryManifest>;

const TELEMETRY_SCAN_RESULTS = ["SUCCESS", "FAILED", "CANCELLED", "DETACHED"] as const;

/**
 * POST /agent/telemetry/scans: one scan attempt of a registered device (404 "There is no device with provided
 * fingerprint" otherwise); guid is unique (409 "scan with provided GUID already exist in DB").
 */
export const TelemetryScan = z.object({
  guid: TelemetryGuid,
  fingerprint: DeviceFingerprint,
  groupID: Id,
  side: z.enum(["LEFT", "RIGHT"]),
  scanMode: z.string().min(1).max(40),
  startedAt: z.iso.datetime({ offset: true }),
  durationMs: z.number().int().min(0).max(86_400_000),
  result: z.enum(TELEMETRY_SCAN_RESULTS),
  error: z.string().max(500).optional(),
});
export type TelemetryScan = z.infer<typeof TelemetryScan>;

/**
 * Events the telemetry knows: the scanner agent's WebSocket events and the scan and upload steps. Any other name
 * is 404 "Event not found".
 */
export const TELEMETRY_EVENT_NAMES = [
  "OpenSessionStatus",
  "OpenSessionFailed",
  "OnDeviceAttached",
  "OnDeviceAvailable",
  "OnDeviceDetached",
  "OnDeviceStateChanged",
  "NewSoftpaqAvailable",
  "DownloadProgress",
  "ReadyToInstall",
  "NoUpdatesAvailable",
  "ScanStarted",
  "ScanCompleted",
  "ScanFailed",
  "UploadCompleted",
  "UploadFailed",
] as const;

/** POST /agent/telemetry/events: guid is unique (409 "event with provided GUID already exist in DB"). */
export const TelemetryEvent = z.object({
  guid: TelemetryGuid,
  groupID: Id,
  event: z.string().min(1).max(100),
  fingerprint: DeviceFingerprint.optional(),
  occurredAt: z.iso.datetime({ offset: true }),
  /** Flat details, at most 20 of them. */
  data: z
    .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 20, "at most 20 entries")
    .optional(),
});
export type TelemetryEvent = z.infer<typeof TelemetryEvent>;

/** Answer of the two POSTs: the stored record's guid. */
export const TelemetryStored = z.object({ guid: z.string() });

/** GET /agent/telemetry/entities/get?groupID&limit: the group's devices and its latest scans and events. */
export const TelemetryEntitiesQuery = z.object({
  groupID: Id,
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export const TelemetryEntities = z.object({
  devices: z.array(TelemetryDevice),
  scans: z.array(TelemetryScan.extend({ guid: z.string(), receivedAt: z.iso.datetime({ offset: true }) })),
  events: z.array(TelemetryEvent.extend({ guid: z.string(), receivedAt: z.iso.datetime({ offset: true }) })),
});
export type TelemetryEntities = z.infer<typeof TelemetryEntities>;
