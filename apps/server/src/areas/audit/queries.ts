// The audit log of patient records (append-only: the table refuses UPDATE and DELETE).
import type { AuditAction, AuditEntry } from "@solerx/domain/audit";
import type { Db } from "../../db/database";
import { PREPARED } from "../../db/prepared";
import { type DataScope, inScope } from "../../db/scope";
import { isUuid } from "../../db/users";

export interface NewAuditEntry {
  userID: string;
  action: AuditAction;
  patientID: string | null;
  storeID: string | null;
  companyID: string;
  route: string;
}

/** Appends one entry; pass a transaction to make it part of the change it records. */
export async function appendAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  await appendAuditEntries(db, [entry]);
}

/** Appends several entries in one statement (a page of the lab's order list: one per listed order). */
export async function appendAuditEntries(db: Db, entries: readonly NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto("audit_log")
    .values(
      entries.map((entry) => ({
        user_id: entry.userID,
        action: entry.action,
        patient_id: entry.patientID,
        store_id: entry.storeID,
        company_id: entry.companyID,
        route: entry.route,
      })),
    )
    // One entry (a record read) is the same statement every time; a page's many are not.
    .$if(entries.length === 1, (query) => query.modifyEnd(PREPARED))
    .execute();
}

/** Whose data an order is, for the entries that record it: its patient's, at its store, of its company. */
export function orderOwners(order: {
  userID: string;
  storeID: string;
  companyID: string;
}): Pick<NewAuditEntry, "patientID" | "storeID" | "companyID"> {
  return { patientID: order.userID, storeID: order.storeID, companyID: order.companyID };
}

/** A patient's entries in the scope's company, newest first (the log is company-wide: no store narrows it). */
export async function listAudit(
  db: Db,
  scope: DataScope,
  patientID: string,
  page: { offset: number; limit: number },
): Promise<AuditEntry[]> {
  if (!isUuid(patientID)) return [];
  const rows = await db
    .selectFrom("audit_log")
    .select(["user_id", "action", "patient_id", "store_id", "company_id", "route", "at"])
    .where("patient_id", "=", patientID)
    .where(inScope({ ...scope, storeIDs: null }, { company: "company_id" }))
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    userID: row.user_id,
    action: row.action,
    patientID: row.patient_id,
    storeID: row.store_id,
    companyID: row.company_id,
    route: row.route,
    at: row.at.toISOString(),
  }));
}
