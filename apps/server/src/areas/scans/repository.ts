// The scans area's part of the repository: scans of sessions; reads and writes are audited under the session's
// patient, since a scan is the patient's data.

import type { ScanSubtype } from "@solerx/domain/common";
import type { ScanProperties, UploadMetaData } from "@solerx/domain/scan";
import type { AreaContext } from "../context";
import {
  type CompleteOutcome,
  completeScan,
  createScan,
  findScan,
  listScans,
  replaceScanProperties,
  type StoredScan,
} from "./queries";

export interface ScansRepository {
  /** Undefined when the session is not one of the operator's own stores'. */
  create(scan: { sessionID: string; subtype: ScanSubtype; meta: UploadMetaData }): Promise<StoredScan | undefined>;
  find(measurementID: string): Promise<StoredScan | undefined>;
  list(sessionID: string): Promise<StoredScan[]>;
  complete(
    measurementID: string,
    file: { blobKey: string; size: number; properties: ScanProperties },
  ): Promise<CompleteOutcome>;
  /** A complete scan's properties measured again; undefined when it is not a complete scan of the scope. */
  replaceProperties(measurementID: string, properties: ScanProperties): Promise<StoredScan | undefined>;
}

export function scansRepository({ db, own, read, audit }: AreaContext): ScansRepository {
  /** Each read or write of a scan is an entry under the session's patient. */
  const auditScan = (action: "read" | "create" | "update", scan: StoredScan) =>
    audit({ patientID: scan.patientID, storeID: scan.storeID, companyID: scan.companyID }, action);
  return {
    async create(scan) {
      const created = await createScan(db, own, scan);
      if (created) await auditScan("create", created);
      return created;
    },
    async find(measurementID) {
      const scan = await findScan(db, read, measurementID);
      if (scan) await auditScan("read", scan);
      return scan;
    },
    async list(sessionID) {
      const scans = await listScans(db, read, sessionID);
      if (scans[0]) await auditScan("read", scans[0]);
      return scans;
    },
    async complete(measurementID, file) {
      const outcome = await completeScan(db, own, measurementID, file);
      if (typeof outcome === "object") await auditScan("update", outcome.completed);
      return outcome;
    },
    async replaceProperties(measurementID, properties) {
      const updated = await replaceScanProperties(db, own, measurementID, properties);
      if (updated) await auditScan("update", updated);
      return updated;
    },
  };
}
