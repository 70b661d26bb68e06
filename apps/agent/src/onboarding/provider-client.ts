// The onboarding agent's calls to the OpenID provider: discovery, the device authorization request and the token
// request of the device authorization grant (RFC 8628 §3.1, §3.4), with HTTP basic client authentication.
import {
  DEVICE_CODE_GRANT_TYPE,
  DeviceAuthorizationResponse,
  DeviceFlowDiscovery,
  OAuthErrorResponse,
  TokenResponse,
} from "@solerx/domain/onboarding";

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export type Fetch = typeof fetch;

/** The provider could not be reached, or answered something that is not OAuth. */
export class ProviderUnreachableError extends Error {
  override name = "ProviderUnreachableError";
}

/** The provider answered with an OAuth error (RFC 6749 §5.2). */
export class OAuthError extends Error {
  override name = "OAuthError";
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string | undefined,
  ) {
    super(description ? `${error}: ${description}` : error);
  }
}

/** RFC 6749 §2.3.1: client id and secret are form-urlencoded before they are joined for basic authentication. */
export function basicAuthorization({ clientId, clientSecret }: ClientCredentials): string {
  const encode = (value: string) => encodeURIComponent(value).replaceAll("%20", "+");
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString("base64")}`;
}

async function send(fetchImpl: Fetch, url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, headers: { accept: "application/json", ...init.headers } });
  } catch (cause) {
    throw new ProviderUnreachableError(`could not reach ${url}`, { cause });
  }
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new ProviderUnreachableError(`${url} answered ${response.status} without JSON`);
  }
}

export async function discover(fetchImpl: Fetch, issuer: string): Promise<DeviceFlowDiscovery> {
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  const { status, body } = await send(fetchImpl, url, { method: "GET" });
  const parsed = DeviceFlowDiscovery.safeParse(body);
  if (status !== 200 || !parsed.success) throw new ProviderUnreachableError(`${url} is not a device-flow provider`);
  // A discovery document for another issuer would send tokens to a stranger (OpenID Connect Discovery §4.3).
  if (parsed.data.issuer !== issuer) throw new ProviderUnreachableError(`${url} names issuer ${parsed.data.issuer}`);
  return parsed.data;
}

function formPost(credentials: ClientCredentials, form: Record<string, string>): RequestInit {
  return {
    method: "POST",
    headers: {
      authorization: basicAuthorization(credentials),
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  };
}

function oauthError(status: number, body: unknown): OAuthError | ProviderUnreachableError {
  const parsed = OAuthErrorResponse.safeParse(body);
  if (!parsed.success) return new ProviderUnreachableError(`the provider answered ${status} without an OAuth error`);
  return new OAuthError(status, parsed.data.error, parsed.data.error_description);
}

export interface DeviceAuthorizationRequest {
  scope: string;
  /** Ask for the password even when the browser has a sign-in (clinic PCs are shared). */
  prompt?: string;
}

export async function requestDeviceAuthorization(
  fetchImpl: Fetch,
  endpoint: string,
  credentials: ClientCredentials,
  request: DeviceAuthorizationRequest,
): Promise<DeviceAuthorizationResponse> {
  const form: Record<string, string> = { scope: request.scope, ...(request.prompt ? { prompt: request.prompt } : {}) };
  const { status, body } = await send(fetchImpl, endpoint, formPost(credentials, form));
  if (status !== 200) throw oauthError(status, body);
  const parsed = DeviceAuthorizationResponse.safeParse(body);
  if (!parsed.success) throw new ProviderUnreachableError("the device authorization response is malformed");
  return parsed.data;
}

/** One token request: the tokens, or the OAuth error that says whether to keep polling. */
export async function requestDeviceToken(
  fetchImpl: Fetch,
  endpoint: string,
  credentials: ClientCredentials,
  deviceCode: string,
): Promise<TokenResponse> {
  const form = { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: deviceCode };
  const { status, body } = await send(fetchImpl, endpoint, formPost(credentials, form));
  if (status !== 200) throw oauthError(status, body);
  const parsed = TokenResponse.safeParse(body);
  if (!parsed.success) throw new ProviderUnreachableError("the token response is malformed");
  return parsed.data;
}
