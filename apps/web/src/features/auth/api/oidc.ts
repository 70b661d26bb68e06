// The identity provider's endpoints: discovery, token (code and refresh grants), revocation.
import type { AppConfig } from "@solerx/domain/settings";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export const Discovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string().optional(),
  end_session_endpoint: z.string().optional(),
});
export type Discovery = z.infer<typeof Discovery>;

export const TokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

let discovery: Promise<Discovery> | null = null;

export function getDiscovery(issuer: string): Promise<Discovery> {
  discovery ??= apiRequest({
    url: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
    schema: Discovery,
  }).catch((error: unknown) => {
    discovery = null;
    throw error;
  });
  return discovery;
}

export function redirectUri(origin: string = globalThis.location.origin): string {
  return `${origin}/`;
}

export async function exchangeCode(config: AppConfig, code: string, verifier: string): Promise<TokenResponse> {
  const { token_endpoint } = await getDiscovery(config.issuer);
  return apiRequest({
    method: "POST",
    url: token_endpoint,
    form: {
      grant_type: "authorization_code",
      client_id: config.clientId,
      redirect_uri: redirectUri(),
      code,
      code_verifier: verifier,
    },
    schema: TokenResponse,
  });
}

export async function refreshTokens(config: AppConfig, refreshToken: string): Promise<TokenResponse> {
  const { token_endpoint } = await getDiscovery(config.issuer);
  return apiRequest({
    method: "POST",
    url: token_endpoint,
    form: { grant_type: "refresh_token", client_id: config.clientId, refresh_token: refreshToken },
    schema: TokenResponse,
  });
}

export async function revokeToken(
  config: AppConfig,
  token: string,
  hint: "refresh_token" | "access_token",
): Promise<void> {
  const { revocation_endpoint } = await getDiscovery(config.issuer);
  if (!revocation_endpoint) return;
  await apiRequest({
    method: "POST",
    url: revocation_endpoint,
    form: { client_id: config.clientId, redirect_uri: redirectUri(), token, token_type_hint: hint },
    schema: z.unknown(),
  });
}
