// PKCE (RFC 7636, S256) and the random values of the code flow, with WebCrypto (browser and Node alike).

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function base64UrlDecode(value: string): Uint8Array {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** A URL-safe random string from `byteLength` random bytes (32 bytes: a 43-character verifier). */
export function randomUrlSafeString(byteLength = 32): string {
  const bytes = new Uint8Array(byteLength);
  globalThis.crypto.getRandomValues(bytes);
  return base64UrlEncode(bytes);
}

/** The S256 code challenge of a verifier: BASE64URL(SHA256(ASCII(verifier))). */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

export interface PkceRequest {
  verifier: string;
  challenge: string;
  state: string;
}

export async function createPkceRequest(): Promise<PkceRequest> {
  const verifier = randomUrlSafeString(32);
  return { verifier, challenge: await codeChallengeS256(verifier), state: randomUrlSafeString(16) };
}

/** The scopes the app asks for: its own sign-in, the profile claims, and a refresh token. */
export const SCOPE = "openid profile email offline_access";

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  scope: string;
  state: string;
  challenge: string;
  resource?: string;
  prompt?: string;
}

export function authorizeUrl(endpoint: string, params: AuthorizeParams): string {
  const url = new URL(endpoint);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", params.clientId);
  url.searchParams.set("redirect_uri", params.redirectUri);
  url.searchParams.set("scope", params.scope);
  url.searchParams.set("state", params.state);
  url.searchParams.set("code_challenge", params.challenge);
  url.searchParams.set("code_challenge_method", "S256");
  if (params.resource) url.searchParams.set("resource", params.resource);
  if (params.prompt) url.searchParams.set("prompt", params.prompt);
  return url.toString();
}
