// Scans of sessions (issue 10): registering one (its file goes to the blob store under blob_key), finding and
// listing them, and completing one, which records MEASUREMENT_DATA_CAPTURED on its session. Every statement
// carries the operator's scope on the scan's own company and store columns.
import { randomUUID } from "node:crypto";
import type { ScanSubtype, SessionStatus } from "@solerx/domain/common";
import type { Scan, ScanProperties, UploadMetaData } from "@solerx/domain/scan";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { parseJsonColumn } from "../../db/json-column";
import { parsePgArray } from "../../db/pg-array";
import { type DataScope, inScope, type WriteScope } from "../../db/scope";
import { isUuid } from "../../db/users";
import { addSessionStatus } from "../sessions/index";

/** A scan with where it lives (for audit entries) and its file's key. */
export interface StoredScan {
  measurementID: string;
  sessionID: string;
  companyID: string;
  storeID: string;
  /** The session's patient. */
  patientID: string;
  subtype: ScanSubtype;
  meta: UploadMetaData;
  /** Where the signed upload address writes. */
  uploadKey: string;
  /** The checked file of a complete scan; null before. */
  blobKey: string | null;
  isComplete: boolean;
  fileSize: number | null;
  properties: ScanProperties | null;
  createdAt: Date;
  completedAt: Date | null;
}

const CAPTURED: SessionStatus = "MEASUREMENT_DATA_CAPTURED";

function scanQuery(db: Db, scope: DataScope) {
  return db
    .selectFrom("scans as sc")
    .innerJoin("sessions as se", "se.id", "sc.session_id")
    .select([
      "sc.id",
      "sc.session_id",
      "sc.company_id",
      "sc.store_id",
      "se.user_id",
      "sc.subtype",
      "sc.meta",
      "sc.upload_key",
      "sc.blob_key",
      "sc.is_complete",
      "sc.file_size",
      "sc.properties",
      "sc.created_at",
      "sc.completed_at",
    ])
    .where(inScope(scope, { company: "sc.company_id", store: "sc.store_id" }));
}

type ScanRow = Awaited<ReturnType<ReturnType<typeof scanQuery>["executeTakeFirstOrThrow"]>>;

function toStored(row: ScanRow): StoredScan {
  return {
    measurementID: row.id,
    sessionID: row.session_id,
    companyID: row.company_id,
    storeID: row.store_id,
    patientID: row.user_id,
    subtype: row.subtype,
    meta: parseJsonColumn<UploadMetaData>(row.meta),
    uploadKey: row.upload_key,
    blobKey: row.blob_key,
    isComplete: row.is_complete,
    fileSize: row.file_size === null ? null : Number(row.file_size),
    properties: row.properties == null ? null : parseJsonColumn<ScanProperties>(row.properties),
    createdAt: new Date(row.created_at),
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  };
}

/** The scan as the API lists it: the spec's fields (meta without the scanner's measurements) and its times. */
export function toApiScan(scan: StoredScan): Scan {
  const { measurements: _measurements, ...meta } = scan.meta;
  return {
    measurementID: scan.measurementID,
    subtype: scan.subtype,
    isComplete: scan.isComplete,
    meta,
    createdAt: scan.createdAt.toISOString(),
    completedAt: scan.completedAt?.toISOString() ?? null,
  };
}

/**
 * Registers a scan of a session of the scope, not yet complete; undefined when there is no such session in the
 * scope. Its upload key names the company, the session and the scan.
 */
export async function createScan(
  db: Db,
  scope: WriteScope,
  scan: { sessionID: string; subtype: ScanSubtype; meta: UploadMetaData },
): Promise<StoredScan | undefined> {
  if (!isUuid(scan.sessionID)) return undefined;
  const id = randomUUID();
  const { rows } = await sql<{ id: string }>`
    insert into scans (id, session_id, company_id, store_id, subtype, meta, upload_key)
    select ${id}::uuid, s.id, s.company_id, s.store_id, ${scan.subtype}, ${JSON.stringify(scan.meta)}::jsonb,
      'uploads/' || s.company_id || '/' || s.id || '/' || ${id} || '.drc'
    from sessions s
    where s.id = ${scan.sessionID}::uuid and ${inScope(scope, { company: "s.company_id", store: "s.store_id" })}
    returning id`.execute(db);
  if (rows.length === 0) return undefined;
  return findScan(db, scope, id);
}

export async function findScan(db: Db, scope: DataScope, measurementID: string): Promise<StoredScan | undefined> {
  if (!isUuid(measurementID)) return undefined;
  const row = await scanQuery(db, scope).where("sc.id", "=", measurementID).executeTakeFirst();
  return row && toStored(row);
}

/** The session's scans, oldest first. */
export async function listScans(db: Db, scope: DataScope, sessionID: string): Promise<StoredScan[]> {
  if (!isUuid(sessionID)) return [];
  const rows = await scanQuery(db, scope).where("sc.session_id", "=", sessionID).orderBy("sc.seq").execute();
  return rows.map(toStored);
}

export type CompleteOutcome = { completed: StoredScan } | "alreadyComplete" | "missing";

/**
 * Marks the scan complete with its checked file's key, size and properties, and records MEASUREMENT_DATA_CAPTURED on its
 * session unless the session has it already. One transaction; the UPDATE's `not is_complete` and its row lock
 * make a second, concurrent completion find the scan complete (409), never complete it twice.
 */
export async function completeScan(
  db: Db,
  scope: WriteScope,
  measurementID: string,
  file: { blobKey: string; size: number; properties: ScanProperties },
): Promise<CompleteOutcome> {
  if (!isUuid(measurementID)) return "missing";
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("scans as sc")
      .set({
        is_complete: true,
        blob_key: file.blobKey,
        file_size: file.size,
        properties: JSON.stringify(file.properties),
        completed_at: sql`now()`,
      })
      .where("sc.id", "=", measurementID)
      .where("sc.is_complete", "=", false)
      .where(inScope(scope, { company: "sc.company_id", store: "sc.store_id" }))
      .returning("sc.session_id")
      .executeTakeFirst();
    if (!updated) return (await findScan(trx, scope, measurementID)) ? "alreadyComplete" : "missing";
    const session = await trx
      .selectFrom("sessions")
      .select("statuses")
      .where("id", "=", updated.session_id)
      .executeTakeFirstOrThrow();
    if (!parsePgArray(session.statuses).includes(CAPTURED)) await addSessionStatus(trx, updated.session_id, CAPTURED);
    const completed = await findScan(trx, scope, measurementID);
    if (!completed) throw new Error("a completed scan vanished in its own transaction");
    return { completed };
  });
}

/**
 * A complete scan's properties measured again (a clinician's correction of its orientation); undefined when the
 * scan is not a complete one of the scope. Its file stays as it is.
 */
export async function replaceScanProperties(
  db: Db,
  scope: WriteScope,
  measurementID: string,
  properties: ScanProperties,
): Promise<StoredScan | undefined> {
  if (!isUuid(measurementID)) return undefined;
  const updated = await db
    .updateTable("scans as sc")
    .set({ properties: JSON.stringify(properties) })
    .where("sc.id", "=", measurementID)
    .where("sc.is_complete", "=", true)
    .where(inScope(scope, { company: "sc.company_id", store: "sc.store_id" }))
    .returning("sc.id")
    .executeTakeFirst();
  return updated ? findScan(db, scope, measurementID) : undefined;
}
