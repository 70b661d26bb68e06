// The caller of an API request in one round trip: its sign-in's grant (live, and the subject's own), the operator,
// its memberships and its stores as the store list answers them. Every /api/v1 request whose sign-in is not kept
// (plugins/access-cache.ts) pays for this query, so it is one statement, not four.
import type { Role } from "@solerx/domain/common";
import type { Store } from "@solerx/domain/store";
import { sql } from "kysely";
import type { Db } from "./database";
import { parseJsonColumn } from "./json-column";
import { parsePgArray } from "./pg-array";
import { PREPARED } from "./prepared";
import { isUuid } from "./users";

/** The caller of an API route: who, in which company, in which of its stores, with which roles. */
export interface Operator {
  userID: string;
  companyID: string;
  /** Stores of the operator's own company it is a member of, by store name. */
  storeIDs: string[];
  roles: Role[];
}

interface ScopeRow {
  id: string;
  grant_expires_at: Date | string | null;
  company_id: string;
  roles: Role[] | string;
  stores: Store[] | string;
}

/** A signed-in operator and its stores, by name (the store list's answer, kept with the scope). */
export interface SignedIn {
  operator: Operator;
  stores: readonly Store[];
}

/** The operator and its stores, and until when its grant lasts (null: until revoked). */
export interface OperatorScope extends SignedIn {
  grantExpiresAt: Date | null;
}

/**
 * The operator behind an access token, or undefined when the token's grant is revoked or expired, belongs to
 * another subject, or the subject is not an operator. Memberships count only in stores of the operator's own
 * company, so a stray membership can never open another company's data. Read afresh on every request, so a
 * sign-out or a changed membership counts at once on every replica; plugins/access-cache.ts keeps the answer until
 * the database says it changed.
 */
export async function loadOperatorScope(
  db: Db,
  token: { grantID: string; sub: string },
): Promise<OperatorScope | undefined> {
  if (!isUuid(token.sub)) return undefined;
  // The stores are the operator's memberships in its own company's stores, once each (a member of a store in
  // several roles has one row per role), by name; storeIDs are theirs, in the same order.
  const { rows } = await sql<ScopeRow>`
    select u.id, u.company_id, g.expires_at as grant_expires_at,
      coalesce(array_agg(distinct m.role) filter (where s.id is not null), '{}') as roles,
      (select coalesce(json_agg(json_build_object('storeID', x.id, 'name', x.name, 'company', c.name,
          'companyID', x.company_id, 'address', x.address, 'hideSensitiveData', c.hide_sensitive_data)
          order by x.name, x.id), '[]')
        from stores x join companies c on c.id = x.company_id
        where x.company_id = u.company_id
          and exists (select 1 from memberships mm where mm.user_id = u.id and mm.store_id = x.id)) as stores
    from oidc_payloads g
    join users u on u.id = ${token.sub}::uuid and u.user_type = 'OPERATOR'
    left join memberships m on m.user_id = u.id
    left join stores s on s.id = m.store_id and s.company_id = u.company_id
    where g.id = ${token.grantID} and g.type = 'Grant'
      and (g.expires_at is null or g.expires_at > now())
      and g.payload ->> 'accountId' = ${token.sub}
    group by u.id, u.company_id, g.expires_at${PREPARED}`.execute(db);
  const [row] = rows;
  if (!row) return undefined;
  // Frozen: a kept scope is shared by every request of the sign-in.
  const stores = Object.freeze(parseJsonColumn<Store[]>(row.stores).map((store) => Object.freeze(store)));
  const operator: Operator = Object.freeze({
    userID: row.id,
    companyID: row.company_id,
    storeIDs: Object.freeze(stores.map((store) => store.storeID)) as string[],
    roles: Object.freeze(parsePgArray(row.roles)) as Role[],
  });
  const expires = row.grant_expires_at;
  return { operator, stores, grantExpiresAt: expires === null ? null : new Date(expires) };
}
