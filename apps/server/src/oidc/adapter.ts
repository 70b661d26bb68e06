// oidc-provider's storage on our database (the contract of the provider's example/my_adapter.js): one row per
// artefact in oidc_payloads, keyed by (id, model name), so sign-ins, grants and refresh tokens survive restarts
// and are shared by every server replica.
import type { ExpressionBuilder } from "kysely";
import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

/** Models whose rows belong to a grant and go when the grant is revoked (as in the provider's memory adapter). */
const GRANTABLE = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
  "PreAuthorizedCode",
]);

export class KyselyAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: GRANTABLE.has(this.type) ? (payload.grantId ?? null) : null,
      user_code: payload.userCode ?? null,
      uid: this.type === "Session" ? (payload.uid ?? null) : null,
      expires_at: typeof expiresIn === "number" ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insertInto("oidc_payloads")
      .values({ id, type: this.type, ...row, consumed_at: null })
      .onConflict((oc) => oc.columns(["id", "type"]).doUpdateSet({ ...row, consumed_at: null }))
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("id", id);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("user_code", userCode);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere("uid", uid);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable("oidc_payloads")
      .set({ consumed_at: new Date() })
      .where("id", "=", id)
      .where("type", "=", this.type)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom("oidc_payloads").where("id", "=", id).where("type", "=", this.type).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom("oidc_payloads").where("grant_id", "=", grantId).execute();
  }

  private async findWhere(column: "id" | "user_code" | "uid", value: string): Promise<AdapterPayload | undefined> {
    // PostgreSQL text cannot hold NUL, so no stored key has one, and asking for it would fail the query (a 500)
    // instead of finding nothing. Keys reach here from paths and HTTP basic credentials too, not only parameters.
    if (value.includes("\0")) return undefined;
    const row = await this.db
      .selectFrom("oidc_payloads")
      .select(["payload", "consumed_at"])
      .where(column, "=", value)
      .where("type", "=", this.type)
      // An expired row is as good as gone; purgeExpiredOidcPayloads deletes it later.
      .where(notExpired)
      .limit(1)
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }
}

/**
 * Expiry is judged by this process's clock, the one the provider stamps expiries with, never the database's:
 * one clock for every lifetime rule (and tests can move it).
 */
function notExpired(eb: ExpressionBuilder<Database, "oidc_payloads">) {
  return eb.or([eb("expires_at", "is", null), eb("expires_at", ">", new Date())]);
}

export function kyselyAdapterFactory(db: Db): (name: string) => Adapter {
  return (name) => new KyselyAdapter(db, name);
}

/** Deletes expired provider rows; returns how many went. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<number> {
  const result = await db.deleteFrom("oidc_payloads").where("expires_at", "<=", new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
