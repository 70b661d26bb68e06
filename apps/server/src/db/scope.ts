// The part of every query that says whose data it may see. A repository is built per request with the operator's
// scope (areas/repository.ts), and each of its statements carries the scope as SQL, so a handler that asks for
// another company's record gets "not found", whatever the route declared. Which roles read across companies is
// the access layer's rule (access/roles.ts).
import { type RawBuilder, type SqlBool, sql } from "kysely";

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
