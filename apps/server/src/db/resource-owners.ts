// Where resources live (their company and their stores), for the tenancy check that runs before every
// /api/v1 handler. It reads ownership only, never a record's content, and resolves every id a request names in
// one round trip (and the ids of every request of a turn together: plugins/tenancy.ts, db/batch.ts). Undefined: no such resource (404); a malformed id is never a database error.
import { type RawBuilder, sql } from "kysely";
import type { ResourceKind, ResourceOwner } from "../access/index";
import type { Db } from "./database";
import { parsePgArray } from "./pg-array";
import { PREPARED } from "./prepared";
import { isUuid } from "./users";

export interface ResourceRef {
  kind: ResourceKind;
  id: string;
}

/** Whether the patient (a users.id column) has an order: the lab may read its data. */
const hasOrder = (patient: string) => sql`exists (select 1 from orders o where o.user_id = ${sql.ref(patient)})`;

/** Whether the patient (a users.id column) is not blocked (retention/). */
const notBlocked = (patient: string) =>
  sql`not exists (select 1 from users b where b.id = ${sql.ref(patient)} and b.blocked_at is not null)`;

/**
 * One select per kind, each answering (kind, id, company_id, store_ids, ordered) rows for the ids asked; each
 * names its columns, as any of them may come first in the union.
 */
const OWNER_QUERIES: Record<ResourceKind, (ids: string[]) => RawBuilder<unknown>> = {
  store: (ids) => sql`select 'store' as kind, s.id, s.company_id, array[s.id] as store_ids, false as ordered
    from stores s where s.id = any(${ids}::uuid[])`,
  // A patient (user type PATIENT) and the stores it is a BASIC member of; operators are not patients. A blocked
  // patient (retention/), its sessions and scans are no one's to read or change: not found.
  patient: (ids) => sql`select 'patient' as kind, u.id, u.company_id,
      array(select m.store_id from memberships m where m.user_id = u.id and m.role = 'BASIC') as store_ids,
      ${hasOrder("u.id")} as ordered
    from users u where u.id = any(${ids}::uuid[]) and u.user_type = 'PATIENT' and u.blocked_at is null`,
  session: (ids) => sql`select 'session' as kind, x.id, x.company_id, array[x.store_id] as store_ids,
      ${hasOrder("x.user_id")} as ordered
    from sessions x where x.id = any(${ids}::uuid[]) and ${notBlocked("x.user_id")}`,
  // A scan (measurement) lives where its session does; the row carries the session's company and store.
  scan: (ids) => sql`select 'scan' as kind, sc.id, sc.company_id, array[sc.store_id] as store_ids,
      exists (select 1 from sessions x join orders o on o.user_id = x.user_id where x.id = sc.session_id) as ordered
    from scans sc where sc.id = any(${ids}::uuid[])
      and exists (select 1 from sessions x where x.id = sc.session_id and ${notBlocked("x.user_id")})`,
  // An order lives at the store it was placed for.
  order: (ids) => sql`select 'order' as kind, o.id, o.company_id, array[o.store_id] as store_ids, true as ordered
    from orders o where o.id = any(${ids}::uuid[])`,
  // A company as a whole: no store of it in particular.
  company: (ids) => sql`select 'company' as kind, c.id, c.id as company_id, null::uuid[] as store_ids,
      false as ordered
    from companies c where c.id = any(${ids}::uuid[])`,
  // A doctor belongs to the stores it is a MEDICAL_DOCTOR of; a user who is none is no doctor.
  doctor: (ids) => sql`select 'doctor' as kind, u.id, u.company_id,
      array(select m.store_id from memberships m where m.user_id = u.id and m.role = 'MEDICAL_DOCTOR')
        as store_ids,
      false as ordered
    from users u where u.id = any(${ids}::uuid[])
      and exists (select 1 from memberships m where m.user_id = u.id and m.role = 'MEDICAL_DOCTOR')`,
};

interface OwnerRow {
  kind: ResourceKind;
  id: string;
  company_id: string;
  store_ids: string[] | string | null;
  ordered: boolean;
}

/** The owner of each ref, in the refs' order (undefined where there is no such resource). */
export async function resolveOwners(db: Db, refs: readonly ResourceRef[]): Promise<(ResourceOwner | undefined)[]> {
  const wanted = refs.filter((ref) => isUuid(ref.id));
  // Sorted, so a set of kinds is one statement text (a prepared statement) whatever order the refs came in; each
  // id once (a batch of requests often names the same patient).
  const kinds = [...new Set(wanted.map((ref) => ref.kind))].sort();
  const found = new Map<string, ResourceOwner>();
  if (kinds.length > 0) {
    const selects = kinds.map((kind) =>
      OWNER_QUERIES[kind]([...new Set(wanted.filter((ref) => ref.kind === kind).map((ref) => ref.id.toLowerCase()))]),
    );
    const { rows } = await sql<OwnerRow>`${sql.join(selects, sql` union all `)}${PREPARED}`.execute(db);
    for (const row of rows) {
      found.set(`${row.kind}:${row.id}`, {
        companyID: row.company_id,
        storeIDs: row.store_ids === null ? null : parsePgArray(row.store_ids),
        ordered: row.ordered,
      });
    }
  }
  return refs.map((ref) => found.get(`${ref.kind}:${ref.id.toLowerCase()}`));
}
