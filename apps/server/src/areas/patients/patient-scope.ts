// Which users are patients of a scope, as SQL on the users row `u`: every read and write of a record carries it,
// and an order's check locks the patient row through it (orders/place.ts).
import { type RawBuilder, type SqlBool, sql } from "kysely";
import { type DataScope, inScope } from "../../db/scope";

/**
 * `u` (users) is a patient of the scope: its company, and a BASIC membership in one of the scope's stores; not
 * blocked (retention/: a blocked record is kept but no longer editable).
 */
export function patientInScope(scope: DataScope): RawBuilder<SqlBool> {
  const stores = inScope(
    { companyID: null, storeIDs: scope.storeIDs },
    { company: "u.company_id", store: "pm.store_id" },
  );
  return sql<SqlBool>`(${inScope(scope, { company: "u.company_id" })} and u.user_type = 'PATIENT'
    and u.blocked_at is null and exists (select 1 from memberships pm where pm.user_id = u.id and pm.role = 'BASIC' and ${stores}))`;
}

/** The patient's first store in the scope (by id): the store an audit entry names. */
export function patientStore(scope: DataScope): RawBuilder<string | null> {
  const stores = inScope(
    { companyID: null, storeIDs: scope.storeIDs },
    { company: "u.company_id", store: "pm.store_id" },
  );
  return sql<string | null>`(select pm.store_id from memberships pm
    where pm.user_id = u.id and pm.role = 'BASIC' and ${stores} order by pm.store_id limit 1)`;
}
