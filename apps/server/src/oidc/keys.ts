// The provider's token-signing key and cookie keys, generated on first start and kept in the database, so
// tokens and sign-in cookies stay valid across restarts and every replica signs and verifies with the same keys.
import { randomBytes, randomUUID } from "node:crypto";
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from "jose";
import type { Db } from "../db/database";

const SIGNING_KEYS = "oidc-signing-keys";
const COOKIE_KEYS = "oidc-cookie-keys";

export interface ProviderKeys {
  /** Private JWKs, newest first; the provider signs with the first. */
  signing: JWK[];
  /** Secrets that sign the provider's cookies, newest first. */
  cookies: string[];
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("RS256", { modulusLength: 2048, extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: "RS256", use: "sig" };
}

/**
 * Reads a key set, creating it when absent. Two replicas starting together may both generate one: the insert
 * that loses does nothing, and both read back the winner's. (Also the blob store's URL-signing secrets.)
 */
export async function loadOrCreateServerKey<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto("server_keys")
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const stored = await db.selectFrom("server_keys").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return stored.value as T;
}

export async function loadProviderKeys(db: Db): Promise<ProviderKeys> {
  const signing = await loadOrCreateServerKey<{ keys: JWK[] }>(db, SIGNING_KEYS, async () => ({
    keys: [await newSigningKey()],
  }));
  const cookies = await loadOrCreateServerKey<string[]>(db, COOKIE_KEYS, async () => [
    randomBytes(32).toString("base64url"),
  ]);
  return { signing: signing.keys, cookies };
}

/** The public half of the signing keys: what the provider publishes at its jwks_uri. */
export function publicJwks(keys: readonly JWK[]): JSONWebKeySet {
  const PUBLIC_MEMBERS = ["kty", "n", "e", "crv", "x", "y", "kid", "alg", "use"] as const;
  return {
    keys: keys.map((key) =>
      Object.fromEntries(PUBLIC_MEMBERS.filter((name) => key[name] !== undefined).map((name) => [name, key[name]])),
    ),
  };
}

/** Public keys as stored now, for verifiers that must follow a key rotation made by another replica. */
export async function loadPublicJwks(db: Db): Promise<JSONWebKeySet> {
  const row = await db.selectFrom("server_keys").select("value").where("name", "=", SIGNING_KEYS).executeTakeFirst();
  return publicJwks(row ? (row.value as { keys: JWK[] }).keys : []);
}
