// Consent for our own applications: their users are our users, so the grant is created (or topped up) with what
// the request asks for instead of showing a consent screen (the provider's skip-consent recipe).

import { CUSTOMER_CLIENT_ID } from "@solerx/domain/onboarding";
import type Provider from "oidc-provider";
import type { Grant, KoaContextWithOIDC } from "oidc-provider";

export const OPERATOR_CLIENT_ID = "solerx-operator";
/** The operator's SPA and the onboarding agent's customer client (device authorization grant). */
const FIRST_PARTY_CLIENTS: ReadonlySet<string> = new Set([OPERATOR_CLIENT_ID, CUSTOMER_CLIENT_ID]);

export function isFirstParty(clientId: unknown): boolean {
  return typeof clientId === "string" && FIRST_PARTY_CLIENTS.has(clientId);
}

interface Wanted {
  scopes: Iterable<string>;
  claims: Iterable<string>;
  /** Resource indicator → its scopes, space separated. */
  resources: Record<string, string>;
}

function topUp(grant: Grant, wanted: Wanted): void {
  const scopes = [...wanted.scopes].join(" ");
  if (scopes) grant.addOIDCScope(scopes);
  const claims = [...wanted.claims];
  if (claims.length > 0) grant.addOIDCClaims(claims);
  for (const [resource, scope] of Object.entries(wanted.resources)) {
    if (scope) grant.addResourceScope(resource, scope);
  }
}

/**
 * A grant belongs to one sign-in: its lifetime (the 480 minutes of token-lifetimes.ts) was fixed when it was made.
 * A password entered again in the same browser, without a sign-out that revoked the grant, must not inherit the
 * old sign-in's end, so such a grant is replaced.
 */
function predatesSignIn(grant: Grant, authTime: number | undefined): boolean {
  return authTime !== undefined && grant.iat !== undefined && grant.iat < authTime;
}

/** A new grant for the sign-in; the one it replaces goes, and with it the old sign-in's tokens (the API checks). */
async function replaceGrant(
  provider: Provider,
  old: Grant | undefined,
  owner: { clientId: string; accountId: string },
) {
  if (old?.jti) await provider.Grant.adapter.destroy(old.jti);
  return new provider.Grant(owner);
}

/** The provider's loadExistingGrant: first-party clients get a grant covering the request; others the default. */
export async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  if (!client || !oidc.session) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  const accountId = oidc.session.accountId;
  if (!isFirstParty(client.clientId) || !accountId) return existing;
  const grant =
    existing && !predatesSignIn(existing, oidc.session.authTime())
      ? existing
      : await replaceGrant(oidc.provider, existing, { clientId: client.clientId, accountId });
  topUp(grant, {
    scopes: oidc.requestParamOIDCScopes,
    claims: oidc.requestParamClaims,
    resources: Object.fromEntries(
      Object.entries(oidc.resourceServers ?? {}).map(([resource, server]) => [resource, server.scope ?? ""]),
    ),
  });
  await grant.save();
  return grant;
}

/** The missing consent of an interaction (e.g. a request with prompt=consent), granted; returns the grant id. */
export async function grantMissingConsent(
  provider: Provider,
  details: Awaited<ReturnType<Provider["interactionDetails"]>>,
): Promise<string> {
  const clientId = String(details.params.client_id);
  const accountId = details.session?.accountId;
  if (!accountId) throw new Error("consent without a signed-in account");
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId, accountId });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  topUp(grant, {
    scopes: missing.missingOIDCScope ?? [],
    claims: missing.missingOIDCClaims ?? [],
    resources: Object.fromEntries(
      Object.entries(missing.missingResourceScopes ?? {}).map(([resource, scopes]) => [resource, scopes.join(" ")]),
    ),
  });
  return grant.save();
}
