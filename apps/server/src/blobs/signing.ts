// Signed addresses of the local blob store: HMAC-SHA256 over the method, the key, the expiry and the size limit,
// with a secret generated on first start and kept in the database beside the provider's keys (server_keys), so
// every replica signs and verifies alike and a restart does not void addresses already handed out.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/database";
import { loadOrCreateServerKey } from "../oidc/keys";

const BLOB_URL_KEYS = "blob-url-keys";

/** The signing secrets, newest first: addresses are signed with the first and verified against each. */
export async function loadBlobUrlSecrets(db: Db): Promise<string[]> {
  return loadOrCreateServerKey<string[]>(db, BLOB_URL_KEYS, async () => [randomBytes(32).toString("base64url")]);
}

export interface SignedFields {
  method: "PUT" | "GET";
  key: string;
  /** Unix seconds. */
  expires: number;
  /** Largest accepted body (PUT); 0 for GET. */
  maxBytes: number;
}

function mac(secret: string, fields: SignedFields): string {
  const text = [fields.method, fields.key, String(fields.expires), String(fields.maxBytes)].join("\n");
  return createHmac("sha256", secret).update(text).digest("base64url");
}

export function sign(secrets: readonly string[], fields: SignedFields): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no blob URL secret");
  return mac(secret, fields);
}

export type Verdict = "valid" | "badSignature" | "expired";

/** Checks the signature first (an expiry is only believed once signed), then the expiry. */
export function verify(
  secrets: readonly string[],
  fields: SignedFields,
  signature: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Verdict {
  const given = Buffer.from(signature, "base64url");
  const matches = secrets.some((secret) => {
    const expected = Buffer.from(mac(secret, fields), "base64url");
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!matches) return "badSignature";
  return fields.expires >= nowSeconds ? "valid" : "expired";
}
