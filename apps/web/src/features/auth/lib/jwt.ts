// Reading (not verifying) the claims of tokens the provider just gave us over TLS; the server verifies them.
import { base64UrlDecode } from "./pkce";

export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = new TextDecoder().decode(base64UrlDecode(payload));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === "object" && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function stringClaim(claims: Record<string, unknown> | null, name: string): string | null {
  const value = claims?.[name];
  return typeof value === "string" && value !== "" ? value : null;
}
