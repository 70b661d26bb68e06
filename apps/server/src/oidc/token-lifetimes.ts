// How long the operator's tokens live (spec 000 §4 "Session timing", §9): access tokens 10 minutes, refresh
// tokens 30 minutes and rotated on each use, and nothing past the 480th minute after the password was entered,
// however often the SPA refreshes. The cap is computed from the sign-in time (authTime) that the authorization
// code and every refresh token carry, so it does not depend on how long the provider keeps its session or grant.
import { SESSION_TIMING } from "@solerx/domain/common";
import type { KoaContextWithOIDC } from "oidc-provider";
import { OPERATOR_CLIENT_ID } from "./grants";

const MINUTES = 60;
export const TOKEN_TTL = {
  accessToken: 10 * MINUTES,
  refreshToken: SESSION_TIMING.refreshTokenDurationMs / 1000,
  /** A sign-in (provider session and its grant) lasts the spec's 480 minutes. */
  session: SESSION_TIMING.sessionLifetimeMs / 1000,
} as const;

interface WithAuthTime {
  authTime?: number;
}

/** The sign-in time of the request's token source: the code being exchanged or the refresh token being used. */
function authTimeOf(ctx: KoaContextWithOIDC | undefined): number | undefined {
  const entities = ctx?.oidc?.entities as Record<string, WithAuthTime | undefined> | undefined;
  const source = entities?.RotatedRefreshToken ?? entities?.RefreshToken ?? entities?.AuthorizationCode;
  return source?.authTime;
}

/**
 * `wanted` seconds, or fewer so the token ends with the operator's 480-minute sign-in. Other clients (the
 * onboarded device) are not bound to a person's working session. Never below 1: the provider refuses 0, and a
 * sign-in at its end must fail on the next refresh, which the expired refresh token then does.
 */
export function cappedToSignIn(ctx: KoaContextWithOIDC | undefined, clientId: string | undefined, wanted: number) {
  const authTime = authTimeOf(ctx);
  if (clientId !== OPERATOR_CLIENT_ID || authTime === undefined) return wanted;
  const remaining = authTime + TOKEN_TTL.session - Math.floor(Date.now() / 1000);
  return Math.max(1, Math.min(wanted, remaining));
}
