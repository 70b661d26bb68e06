// The part of every query that says whose data it may see. A repository is built per request with the operator's
// scope (db/repository.ts), and each of its statements carries the scope as SQL, so a handler that asks for
// another company's record gets "not found", whatever the route declared.
import type { Role } from "@solerx/domain";
import { type RawBuilder, type SqlBool, sql } from "kysely";

/** Roles that may read (never write) any company's resources; every such read is written to the audit log. */
export const CROSS_COMPANY_READERS: readonly Role[] = ["SUPER_ADMIN", "SUPPORT_ADMIN"];

/**
 * How far a cross-company reader reaches: SUPER_ADMIN (platform support) reads any company's resources;
 * SUPPORT_ADMIN (the fabrication lab's staff) only what an order needs, the patient data and scans of patients with
 * an order, never a clinic's patient list, doctors or audit log (issue 17 point 6).
 */
export type CrossCompanyReach = "all" | "ordered" | "none";

export function crossCompanyReach(roles: readonly Role[]): CrossCompanyReach {
  if (roles.includes("SUPER_ADMIN")) return "all";
  return roles.includes("SUPPORT_ADMIN") ? "ordered" : "none";
}

export interface DataScope {
  /** The one company whose data the statement may touch; null: any (a cross-company reader, every read audited). */
  companyID: string | null;
  /** The stores whose patients and sessions it may touch; null: every store of the company. */
  storeIDs: readonly string[] | null;
}

/** Writes always name their company: no role writes across companies. */
export interface WriteScope extends DataScope {
  companyID: string;
}

/** `company = scope's and store in scope's` for the given columns ("u.company_id", "m.store_id"). */
export function inScope(scope: DataScope, columns: { company: string; store?: string }): RawBuilder<SqlBool> {
  const conditions: RawBuilder<unknown>[] = [];
  if (scope.companyID !== null) conditions.push(sql`${sql.ref(columns.company)} = ${scope.companyID}::uuid`);
  if (columns.store && scope.storeIDs !== null) {
    conditions.push(sql`${sql.ref(columns.store)} = any(${[...scope.storeIDs]}::uuid[])`);
  }
  return conditions.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
