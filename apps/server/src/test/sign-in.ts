// Signs in through the real authorization code flow with PKCE, as the SPA and a person would, over app.inject:
// /oauth/auth → the sign-in page → POST the form → follow the redirects → /oauth/token with the code_verifier.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { decodeJwt } from "jose";
import { OPERATOR_CLIENT_ID } from "../oidc/grants";
import { TEST_PUBLIC_URL } from "./test-app";

export const REDIRECT_URI = `${TEST_PUBLIC_URL}/`;
export const SCOPE = "openid profile email offline_access";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  sub: string;
}

/** A browser's cookies, enough for the provider's: name → value, without paths (every request sends them all). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    const header = response.headers["set-cookie"];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1] ?? "") < Date.now());
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizationUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: OPERATOR_CLIENT_ID,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    ...params,
  });
  return `/oauth/auth?${query}`;
}

/** The path and query of a Location header, for app.inject. */
function injectable(location: string): string {
  const url = new URL(location, TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

/** Follows redirects inside the server until one leaves it for the app (the redirect URI) or a page answers. */
async function follow(app: FastifyInstance, jar: CookieJar, response: LightMyRequestResponse) {
  let current = response;
  for (let hops = 0; hops < 10; hops += 1) {
    const location = current.headers.location;
    if (current.statusCode < 300 || current.statusCode >= 400 || typeof location !== "string") return current;
    if (location.startsWith(REDIRECT_URI) && !location.startsWith(`${TEST_PUBLIC_URL}/oauth`)) return current;
    current = await app.inject({ method: "GET", url: injectable(location), headers: { cookie: jar.header() } });
    jar.store(current);
  }
  throw new Error("too many redirects");
}

export interface SignInAttempt {
  /** The last answer: a redirect to the app (success) or the sign-in page again (failure). */
  response: LightMyRequestResponse;
  verifier: string;
  state: string;
  jar: CookieJar;
}

/** An open sign-in page: where its form posts, and the browser that opened it. */
export interface SignInForm {
  action: string;
  verifier: string;
  state: string;
  jar: CookieJar;
}

/** Starts an authorization request and follows it to the sign-in page, without posting the form. */
export async function openSignInForm(
  app: FastifyInstance,
  /** More authorization request parameters, e.g. { prompt: "consent" }. */
  extra: Record<string, string> = {},
  /** The browser's cookies; pass one jar to several sign-ins to play one browser signing in again. */
  jar = new CookieJar(),
): Promise<SignInForm> {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString("hex");
  const start = await app.inject({
    method: "GET",
    url: authorizationUrl({ code_challenge: challenge, code_challenge_method: "S256", state, ...extra }),
  });
  jar.store(start);
  const page = await follow(app, jar, start);
  const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !action) throw new Error(`no sign-in form (${page.statusCode}): ${page.body}`);
  return { action: action.replaceAll("&amp;", "&"), verifier, state, jar };
}

/** Posts a sign-in form body as given (any bytes), from `remoteAddress` when given (the client address). */
export async function postSignInForm(
  app: FastifyInstance,
  form: SignInForm,
  payload: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  const posted = await app.inject({
    method: "POST",
    url: form.action,
    headers: { cookie: form.jar.header(), "content-type": "application/x-www-form-urlencoded" },
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  form.jar.store(posted);
  return posted;
}

/** Opens the sign-in page and posts the form; does not exchange the code. */
export async function submitSignIn(
  app: FastifyInstance,
  email: string,
  password: string,
  /** More authorization request parameters, e.g. { prompt: "consent" }. */
  extra: Record<string, string> = {},
  /** The browser's cookies; pass one jar to several sign-ins to play one browser signing in again. */
  jar = new CookieJar(),
): Promise<SignInAttempt> {
  const form = await openSignInForm(app, extra, jar);
  const posted = await postSignInForm(app, form, new URLSearchParams({ email, password }).toString());
  return { response: await follow(app, jar, posted), verifier: form.verifier, state: form.state, jar };
}

export async function exchangeCode(app: FastifyInstance, code: string, verifier: string) {
  return app.inject({
    method: "POST",
    url: "/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "authorization_code",
      client_id: OPERATOR_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      code,
      code_verifier: verifier,
    }).toString(),
  });
}

export async function refreshTokens(app: FastifyInstance, refreshToken: string) {
  return app.inject({
    method: "POST",
    url: "/oauth/token",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      grant_type: "refresh_token",
      client_id: OPERATOR_CLIENT_ID,
      refresh_token: refreshToken,
    }).toString(),
  });
}

/** The spec's logout call (000 §7 "Auth"): client_id, redirect_uri, token, token_type_hint. */
export function revokeToken(app: FastifyInstance, token: string, hint: "refresh_token" | "access_token") {
  return app.inject({
    method: "POST",
    url: "/oauth/token/revocation",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      client_id: OPERATOR_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      token,
      token_type_hint: hint,
    }).toString(),
  });
}

export function toTokens(response: LightMyRequestResponse): Tokens {
  if (response.statusCode !== 200) throw new Error(`token request failed (${response.statusCode}): ${response.body}`);
  const body = response.json() as { access_token: string; refresh_token: string; id_token: string };
  const sub = decodeJwt(body.id_token).sub;
  if (!sub) throw new Error("ID token without sub");
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token, sub };
}

/** Signs in as a person would and returns the tokens the SPA would hold. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Record<string, string> = {},
  jar?: CookieJar,
): Promise<Tokens> {
  const attempt = await submitSignIn(app, email, password, extra, jar);
  const location = attempt.response.headers.location;
  if (typeof location !== "string") {
    throw new Error(`sign-in did not return to the app (${attempt.response.statusCode}): ${attempt.response.body}`);
  }
  const redirect = new URL(location);
  if (redirect.searchParams.get("state") !== attempt.state) throw new Error(`state mismatch: ${location}`);
  const code = redirect.searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  return toTokens(await exchangeCode(app, code, attempt.verifier));
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
