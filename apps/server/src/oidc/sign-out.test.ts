// Sign-out as the SPA does it: revoke the refresh token, then send the browser through the end-session endpoint
// (RP-initiated logout). Afterwards the provider's own session is gone too, so no request, prompt=none included,
// gets a code without the password.
import { createHash } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { readForm } from "../test/device-approval";
import { authorizationUrl, CookieJar, pkcePair, REDIRECT_URI, revokeToken, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";
import { OPERATOR_CLIENT_ID } from "./grants";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

const EMAIL = "demo@solerx.test";
const OTHER_EMAIL = "other@solerx.test";

function injectable(url: string): string {
  const parsed = new URL(url, TEST_PUBLIC_URL);
  return `${parsed.pathname}${parsed.search}`;
}

async function get(jar: CookieJar, url: string): Promise<LightMyRequestResponse> {
  const response = await testApp.app.inject({ url: injectable(url), headers: { cookie: jar.header() } });
  jar.store(response);
  return response;
}

/** Signs in with the browser's cookie jar, as the SPA's Sign In does (prompt=login). */
function signInWith(jar: CookieJar, email = EMAIL): Promise<Tokens> {
  return signIn(testApp.app, email, DEMO_PASSWORD, { prompt: "login" }, jar);
}

/** The spec's logout call: revoke the refresh token, which ends the sign-in's grant. */
async function revoke(tokens: Tokens) {
  expect((await revokeToken(testApp.app, tokens.refreshToken, "refresh_token")).statusCode).toBe(200);
}

function endSessionUrl(params: Record<string, string>): string {
  return `/oauth/session/end?${new URLSearchParams({ post_logout_redirect_uri: REDIRECT_URI, ...params })}`;
}

/** What the browser does with the end-session page when its script runs: posts the page's form as it is. */
async function submitPage(jar: CookieJar, page: LightMyRequestResponse): Promise<LightMyRequestResponse> {
  const form = readForm(page.body, `${TEST_PUBLIC_URL}/oauth/session/end`);
  const response = await testApp.app.inject({
    method: "POST",
    url: injectable(form.action),
    headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form.fields).toString(),
  });
  jar.store(response);
  return response;
}

/** The SPA's sign-out: revocation, then the end-session endpoint with the ID token; returns the last answer. */
async function signOutAsTheApp(jar: CookieJar, tokens: Tokens): Promise<LightMyRequestResponse> {
  await revoke(tokens);
  const page = await get(jar, endSessionUrl({ id_token_hint: tokens.idToken, client_id: OPERATOR_CLIENT_ID }));
  expect(page.statusCode).toBe(200);
  return submitPage(jar, page);
}

function authorize(jar: CookieJar, extra: Record<string, string> = {}) {
  return get(jar, authorizationUrl({ code_challenge: pkcePair().challenge, code_challenge_method: "S256", ...extra }));
}

describe("sign-out through the end-session endpoint", () => {
  it("returns to the app without asking anything", async () => {
    const jar = new CookieJar();
    const back = await signOutAsTheApp(jar, await signInWith(jar));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(REDIRECT_URI);
  });

  it("ends the provider's session: prompt=none then answers login_required, not a fresh code", async () => {
    const jar = new CookieJar();
    const tokens = await signInWith(jar);
    // Before sign-out the provider's session does hand out a code silently: the check below means something.
    const before = new URL(String((await authorize(jar, { prompt: "none", state: "s0" })).headers.location));
    expect(before.searchParams.get("code")).toBeTruthy();

    await signOutAsTheApp(jar, tokens);
    const silent = await authorize(jar, { prompt: "none", state: "s1" });
    expect(silent.statusCode).toBe(303);
    const location = new URL(String(silent.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("login_required");
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("ends the provider's session: a plain authorization request shows the password form again", async () => {
    const jar = new CookieJar();
    await signOutAsTheApp(jar, await signInWith(jar));
    const start = await authorize(jar, { state: "s2" });
    expect(start.statusCode).toBe(303);
    const location = String(start.headers.location);
    expect(location).toMatch(/\/oauth\/interaction\//);
    const page = await get(jar, location);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<input id="password" name="password" type="password"/);
  });

  it("allows the page's self-submitting script by its hash, and no other inline script", async () => {
    const jar = new CookieJar();
    const tokens = await signInWith(jar);
    const page = await get(jar, endSessionUrl({ id_token_hint: tokens.idToken, client_id: OPERATOR_CLIENT_ID }));
    const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? "";
    expect(script).toContain("submit()");
    const hash = createHash("sha256").update(script).digest("base64");
    const scriptSrc = /script-src ([^;]*)/.exec(String(page.headers["content-security-policy"]))?.[1] ?? "";
    expect(scriptSrc.split(" ")).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("unsafe-inline");
  });

  it("asks before signing out when the request does not carry the signed-in operator's ID token", async () => {
    const jar = new CookieJar();
    await signInWith(jar);
    // Someone else's (valid) ID token, as a page on another site could send the browser here with.
    const other = await signInWith(new CookieJar(), OTHER_EMAIL);
    const requests: Array<Record<string, string>> = [
      { client_id: OPERATOR_CLIENT_ID },
      { id_token_hint: other.idToken },
    ];
    for (const params of requests) {
      const page = await get(jar, endSessionUrl(params));
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain("<script>");
      expect(page.body).toMatch(/<button[^>]*name="logout" value="yes"/);
      // Without the operator's answer nothing has ended: the provider still knows the browser.
      const silent = new URL(String((await authorize(jar, { prompt: "none", state: "s3" })).headers.location));
      expect(silent.searchParams.get("code")).toBeTruthy();
    }
    // The operator's answer, Sign out, does end it.
    const page = await get(jar, endSessionUrl({ client_id: OPERATOR_CLIENT_ID }));
    const form = readForm(page.body, `${TEST_PUBLIC_URL}/oauth/session/end`);
    const answered = await testApp.app.inject({
      method: "POST",
      url: injectable(form.action),
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...form.fields, logout: "yes" }).toString(),
    });
    jar.store(answered);
    expect(answered.headers.location).toBe(REDIRECT_URI);
    const silent = new URL(String((await authorize(jar, { prompt: "none", state: "s4" })).headers.location));
    expect(silent.searchParams.get("error")).toBe("login_required");
  });

  it("returns to the app from a second sign-out, after the provider's session has already ended", async () => {
    // Two tabs that both sign out, or an automatic sign-out after another tab's.
    const jar = new CookieJar();
    const tokens = await signInWith(jar);
    await signOutAsTheApp(jar, tokens);
    const page = await get(jar, endSessionUrl({ id_token_hint: tokens.idToken, client_id: OPERATOR_CLIENT_ID }));
    expect(page.statusCode).toBe(200);
    const back = await submitPage(jar, page);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(REDIRECT_URI);
  });
});
