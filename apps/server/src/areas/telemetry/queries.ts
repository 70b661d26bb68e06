// The scanner agents' telemetry (issue 10): devices of a group (a site: a store), the group's manifest, scan
// attempts and events. Writes stay in the operator's own stores; each statement carries the scope.
import type {
  PutTelemetryDeviceRequest,
  TelemetryDevice,
  TelemetryEntities,
  TelemetryEvent,
  TelemetryManifest,
  TelemetryScan,
} from "@solerx/domain/scan";
import { type Selectable, sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import type { TelemetryDevicesTable } from "../../db/schema";
import { type DataScope, inScope, type WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";

const iso = (value: Date | string) => new Date(value).toISOString();

/** The store's company when the store is in the scope. */
async function groupCompany(db: Db, scope: DataScope, storeID: string): Promise<string | undefined> {
  if (!isUuid(storeID)) return undefined;
  const row = await db
    .selectFrom("stores as s")
    .select("s.company_id")
    .where("s.id", "=", storeID)
    .where(inScope(scope, { company: "s.company_id", store: "s.id" }))
    .executeTakeFirst();
  return row?.company_id;
}

export type PutDeviceOutcome = { device: TelemetryDevice } | "unknownDevice" | "unknownGroup";

/**
 * Registers (with `device`) or updates a device of the group, and moves the group's manifest to a new version
 * (creating it with the group's first device). One transaction.
 */
export async function putDevice(db: Db, scope: WriteScope, put: PutTelemetryDeviceRequest): Promise<PutDeviceOutcome> {
  return db.transaction().execute(async (trx) => {
    const companyID = await groupCompany(trx, scope, put.groupID);
    if (!companyID) return "unknownGroup";
    const key = { store_id: put.groupID, fingerprint: put.fingerprint };
    let row: DeviceRow | undefined;
    if (put.device) {
      const state = put.state ?? put.device.state;
      row = await trx
        .insertInto("telemetry_devices")
        .values({
          ...key,
          company_id: companyID,
          device: JSON.stringify(put.device),
          state,
          agent_version: put.agentVersion ?? null,
        })
        .onConflict((oc) =>
          oc.columns(["store_id", "fingerprint"]).doUpdateSet({
            device: JSON.stringify(put.device),
            state,
            ...(put.agentVersion === undefined ? {} : { agent_version: put.agentVersion }),
            updated_at: sql`now()`,
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .updateTable("telemetry_devices")
        .set({
          ...(put.state === undefined ? {} : { state: put.state }),
          ...(put.agentVersion === undefined ? {} : { agent_version: put.agentVersion }),
          updated_at: sql`now()`,
        })
        .where("store_id", "=", put.groupID)
        .where("fingerprint", "=", put.fingerprint)
        .returningAll()
        .executeTakeFirst();
      if (!row) return "unknownDevice";
    }
    await trx
      .insertInto("telemetry_manifests")
      .values({ store_id: put.groupID, company_id: companyID })
      .onConflict((oc) =>
        oc.column("store_id").doUpdateSet({ version: sql`telemetry_manifests.version + 1`, updated_at: sql`now()` }),
      )
      .execute();
    return { device: toDevice(row) };
  });
}

type DeviceRow = Selectable<TelemetryDevicesTable>;

function toDevice(row: DeviceRow): TelemetryDevice {
  return {
    fingerprint: row.fingerprint,
    groupID: row.store_id,
    device: parseJsonColumn(row.device),
    state: row.state,
    agentVersion: row.agent_version,
    registeredAt: iso(row.registered_at),
    updatedAt: iso(row.updated_at),
  };
}

async function listDevices(db: Db, scope: DataScope, storeID: string): Promise<TelemetryDevice[]> {
  const rows = await db
    .selectFrom("telemetry_devices as d")
    .selectAll()
    .where("d.store_id", "=", storeID)
    .where(inScope(scope, { company: "d.company_id", store: "d.store_id" }))
    .orderBy("d.fingerprint")
    .execute();
  return rows.map(toDevice);
}

/** The group's manifest; undefined before its first device (or outside the scope). */
export async function findManifest(db: Db, scope: DataScope, storeID: string): Promise<TelemetryManifest | undefined> {
  if (!isUuid(storeID)) return undefined;
  const row = await db
    .selectFrom("telemetry_manifests as m")
    .selectAll()
    .where("m.store_id", "=", storeID)
    .where(inScope(scope, { company: "m.company_id", store: "m.store_id" }))
    .executeTakeFirst();
  if (!row) return undefined;
  const devices = await listDevices(db, scope, storeID);
  return {
    groupID: row.store_id,
    version: row.version,
    collect: { scans: row.collect_scans, events: row.collect_events },
    uploadIntervalSeconds: row.upload_interval_seconds,
    devices: devices.map((d) => ({ fingerprint: d.fingerprint, model: d.device.model, state: d.state })),
    updatedAt: iso(row.updated_at),
  };
}

export type RecordOutcome = "stored" | "duplicate" | "unknownDevice" | "unknownGroup";

/** A scan attempt of a device of the group; a GUID seen before (anywhere) is a duplicate. */
export async function recordScan(db: Db, scope: WriteScope, scan: TelemetryScan): Promise<RecordOutcome> {
  // The device's row carries its group's company; only without one is the group looked up, to tell the two apart.
  const device = isUuid(scan.groupID)
    ? await db
        .selectFrom("telemetry_devices as d")
        .select("d.company_id")
        .where("d.store_id", "=", scan.groupID)
        .where("d.fingerprint", "=", scan.fingerprint)
        .where(inScope(scope, { company: "d.company_id", store: "d.store_id" }))
        .executeTakeFirst()
    : undefined;
  if (!device) return (await groupCompany(db, scope, scan.groupID)) ? "unknownDevice" : "unknownGroup";
  const companyID = device.company_id;
  const inserted = await db
    .insertInto("telemetry_scans")
    .values({
      guid: scan.guid,
      store_id: scan.groupID,
      company_id: companyID,
      fingerprint: scan.fingerprint,
      side: scan.side,
      scan_mode: scan.scanMode,
      started_at: scan.startedAt,
      duration_ms: scan.durationMs,
      result: scan.result,
      error: scan.error ?? null,
    })
    .onConflict((oc) => oc.column("guid").doNothing())
    .returning("guid")
    .executeTakeFirst();
  return inserted ? "stored" : "duplicate";
}

/** An event of the group; a GUID seen before (anywhere) is a duplicate. */
export async function recordEvent(db: Db, scope: WriteScope, event: TelemetryEvent): Promise<RecordOutcome> {
  const companyID = await groupCompany(db, scope, event.groupID);
  if (!companyID) return "unknownGroup";
  const inserted = await db
    .insertInto("telemetry_events")
    .values({
      guid: event.guid,
      store_id: event.groupID,
      company_id: companyID,
      event: event.event,
      fingerprint: event.fingerprint ?? null,
      occurred_at: event.occurredAt,
      data: event.data === undefined ? null : JSON.stringify(event.data),
    })
    .onConflict((oc) => oc.column("guid").doNothing())
    .returning("guid")
    .executeTakeFirst();
  return inserted ? "stored" : "duplicate";
}

/** The group's devices and its latest scans and events, newest first. */
export async function listEntities(
  db: Db,
  scope: DataScope,
  storeID: string,
  limit: number,
): Promise<TelemetryEntities> {
  if (!isUuid(storeID)) return { devices: [], scans: [], events: [] };
  const where = inScope(scope, { company: "company_id", store: "store_id" });
  const scans = await db
    .selectFrom("telemetry_scans")
    .selectAll()
    .where("store_id", "=", storeID)
    .where(where)
    .orderBy("received_at", "desc")
    .orderBy("guid")
    .limit(limit)
    .execute();
  const events = await db
    .selectFrom("telemetry_events")
    .selectAll()
    .where("store_id", "=", storeID)
    .where(where)
    .orderBy("received_at", "desc")
    .orderBy("guid")
    .limit(limit)
    .execute();
  return {
    devices: await listDevices(db, scope, storeID),
    scans: scans.map((row) => ({
      guid: row.guid,
      groupID: row.store_id,
      fingerprint: row.fingerprint,
      side: row.side as TelemetryScan["side"],
      scanMode: row.scan_mode,
      startedAt: iso(row.started_at),
      durationMs: row.duration_ms,
      result: row.result as TelemetryScan["result"],
      ...(row.error === null ? {} : { error: row.error }),
      receivedAt: iso(row.received_at),
    })),
    events: events.map((row) => ({
      guid: row.guid,
      groupID: row.store_id,
      event: row.event,
      ...(row.fingerprint === null ? {} : { fingerprint: row.fingerprint }),
      occurredAt: iso(row.occurred_at),
      ...(row.data == null ? {} : { data: parseJsonColumn(row.data) }),
      receivedAt: iso(row.received_at),
    })),
  };
}
