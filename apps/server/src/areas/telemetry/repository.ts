// The telemetry area's part of the repository: the scanner agents' telemetry of a group (a store of the
// operator's). Writes in the operator's own stores; reads in its read scope.
import type {
  PutTelemetryDeviceRequest,
  TelemetryEntities,
  TelemetryEvent,
  TelemetryManifest,
  TelemetryScan,
} from "@solerx/domain/scan";
import type { AreaContext } from "../context";
import {
  findManifest,
  listEntities,
  type PutDeviceOutcome,
  putDevice,
  type RecordOutcome,
  recordEvent,
  recordScan,
} from "./queries";

export interface TelemetryRepository {
  putDevice(put: PutTelemetryDeviceRequest): Promise<PutDeviceOutcome>;
  manifest(groupID: string): Promise<TelemetryManifest | undefined>;
  recordScan(scan: TelemetryScan): Promise<RecordOutcome>;
  recordEvent(event: TelemetryEvent): Promise<RecordOutcome>;
  entities(groupID: string, limit: number): Promise<TelemetryEntities>;
}

export function telemetryRepository({ db, own, read }: AreaContext): TelemetryRepository {
  return {
    putDevice: (put) => putDevice(db, own, put),
    manifest: (groupID) => findManifest(db, read, groupID),
    recordScan: (scan) => recordScan(db, own, scan),
    recordEvent: (event) => recordEvent(db, own, event),
    entities: (groupID, limit) => listEntities(db, read, groupID, limit),
  };
}
