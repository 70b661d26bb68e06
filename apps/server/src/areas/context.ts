// What each area's part of the repository is built from (repository.ts makes it once per request): the operator,
// its route, the scopes it reads and writes in, and the audit entry every read of patient data appends.
import type { AuditAction } from "@solerx/domain/audit";
import type { BlobStore } from "../blobs/blob-store";
import type { Db } from "../db/database";
import type { Operator } from "../db/operator-scope";
import type { DataScope, WriteScope } from "../db/scope";
import type { NewAuditEntry } from "./audit/index";

/** Whose data an audit entry records: the patient (or none), its store and its company. */
export type AuditedOwners = Pick<NewAuditEntry, "patientID" | "storeID" | "companyID">;

export interface AreaContext {
  db: Db;
  operator: Operator;
  /** "METHOD /api/v1/route/:param", for the audit log. */
  route: string;
  /** Where scan and attachment files live. */
  blobs: BlobStore;
  /** The operator's own company and stores: the scope of every write, and of reads no one else may make. */
  own: WriteScope & { storeIDs: readonly string[] };
  /** The scope of reads: the operator's own, or every company's for a cross-company reader (access/roles.ts). */
  read: DataScope;
  /** A SUPER_ADMIN or SUPPORT_ADMIN: reads across companies, each such read audited. */
  crossCompany: boolean;
  /** One entry of the operator's, on this route: a read unless the action says otherwise. */
  audit(owners: AuditedOwners, action?: AuditAction): Promise<void>;
}

/** A page of a list: how many to skip and how many to answer. */
export type Page = { offset: number; limit: number };
