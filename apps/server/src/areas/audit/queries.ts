// The audit log of patient records (append-only: the table refuses UPDATE and DELETE).
import type { AuditAction, AuditEntry } from "@solerx/domain/audit";
import { sql } from "kysely";
import { batchPerTurn, ONE_AT_A_TIME, perDatabase } from "../../db/batch";
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

/**
 * Appends several entries in one statement (a page of the lab's order list: one per listed order; the reads of a
 * turn: appendAuditOfRead). The same text for any number of entries, so it is prepared once per connection.
 */
export async function appendAuditEntries(db: Db, entries: readonly NewAuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: NewAuditEntry) => T) => entries.map(pick);
  await db
    .insertInto("audit_log")
    .columns(["user_id", "action", "patient_id", "store_id", "company_id", "route"])
    .expression(
      sql`select * from unnest(${column((entry) => entry.userID)}::uuid[], ${column((entry) => entry.action)}::text[],
        ${column((entry) => entry.patientID)}::uuid[], ${column((entry) => entry.storeID)}::uuid[],
        ${column((entry) => entry.companyID)}::uuid[], ${column((entry) => entry.route)}::text[])`,
    )
    .modifyEnd(PREPARED)
    .execute();
}

/**
 * Appends the entry of a read outside any transaction, with the other reads' entries of the same turn in one
 * statement (db/batch.ts), one statement at a time: under load one insert (and one commit) for many reads, each
 * read still answered only once its entry is written.
 */
export function appendAuditOfRead(db: Db, entry: NewAuditEntry): Promise<void> {
  return db.isTransaction ? appendAudit(db, entry) : auditBatches(db)(entry);
}

const auditBatches = perDatabase((db: Db) =>
  batchPerTurn(async (entries: readonly NewAuditEntry[]) => {
    await appendAuditEntries(db, entries);
    return entries.map(() => undefined);
  }, ONE_AT_A_TIME),
);

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
