// The OpenID provider through the app: discovery under /oauth, the PKCE code flow, refusals, refresh.
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import {
  authorizationUrl,
  bearer,
  pkcePair,
  REDIRECT_URI,
  refreshTokens,
  signIn,
  submitSignIn,
  type Tokens,
  toTokens,
} from "../test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";

let testApp: TestApp;
let tokens: Tokens;

beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

describe("OpenID provider", () => {
  it("advertises its endpoints under /oauth", async () => {
    const response = await testApp.app.inject({ url: "/oauth/.well-known/openid-configuration" });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    const issuer = `${TEST_PUBLIC_URL}/oauth`;
    expect(discovery.issuer).toBe(issuer);
    for (const key of [
      "authorization_endpoint",
      "token_endpoint",
      "jwks_uri",
      "revocation_endpoint",
      "end_session_endpoint",
      "device_authorization_endpoint",
    ]) {
      expect(discovery[key], key).toMatch(new RegExp(`^${issuer}/`));
    }
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.response_types_supported).toEqual(["code"]);
  });

  it("issues RS256 JWT access tokens for the API audience, with the operator as subject", () => {
    expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: "RS256", typ: "at+jwt" });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.aud).toBe(`${TEST_PUBLIC_URL}/api/v1`);
    expect(claims.iss).toBe(`${TEST_PUBLIC_URL}/oauth`);
    expect(claims.sub).toBe(tokens.sub);
    expect(decodeJwt(tokens.idToken)).toMatchObject({
      email: "demo@solerx.test",
      given_name: "Dana",
      family_name: "Demo",
    });
    expect(tokens.refreshToken).toBeTruthy();
  });

  it("refuses an authorization request without a PKCE code challenge", async () => {
    const response = await testApp.app.inject({ url: authorizationUrl({ state: "s1" }) });
    expect(response.statusCode).toBe(303);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("refuses a plain PKCE challenge", async () => {
    const { challenge } = pkcePair();
    const response = await testApp.app.inject({
      url: authorizationUrl({ state: "s2", code_challenge: challenge, code_challenge_method: "plain" }),
    });
    expect(String(response.headers.location)).toMatch(/error=invalid_request/);
  });

  it("shows the sign-in page again, with an error, for a wrong password", async () => {
    const attempt = await submitSignIn(testApp.app, "demo@solerx.test", "wrong-password");
    expect(attempt.response.statusCode).toBe(401);
    expect(attempt.response.body).toContain("Invalid e-mail or password.");
    expect(attempt.response.body).toContain('value="demo@solerx.test"');
    expect(attempt.response.headers.location).toBeUndefined();
  });

  it("refuses an unknown e-mail the same way", async () => {
    const attempt = await submitSignIn(testApp.app, "nobody@solerx.test", DEMO_PASSWORD);
    expect(attempt.response.statusCode).toBe(401);
    expect(attempt.response.body).toContain("Invalid e-mail or password.");
  });

  it("renders a labelled, professional sign-in page", async () => {
    const { challenge } = pkcePair();
    const start = await testApp.app.inject({
      url: authorizationUrl({ code_challenge: challenge, code_challenge_method: "S256", state: "s3" }),
    });
    const cookie = String(start.headers["set-cookie"])
      .split(",")
      .map((c) => c.split(";")[0])
      .join("; ");
    const page = await testApp.app.inject({ url: String(start.headers.location), headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain("<h1>SoleRx</h1>");
    expect(page.body).toMatch(/<label for="email">E-mail<\/label>/);
    expect(page.body).toMatch(/<input id="email" name="email" type="email" autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>/);
    expect(page.body).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it("answers a stale sign-in page with a clear message, not an error dump", async () => {
    const response = await testApp.app.inject({ url: "/oauth/interaction/unknown-uid" });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("Your sign-in has expired");
  });

  it("exchanges a refresh token for new tokens, and the new access token works", async () => {
    const fresh = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const refreshed = toTokens(await refreshTokens(testApp.app, fresh.refreshToken));
    expect(refreshed.refreshToken).not.toBe(fresh.refreshToken);
    expect(decodeJwt(refreshed.accessToken).aud).toBe(`${TEST_PUBLIC_URL}/api/v1`);
    const stores = await testApp.app.inject({
      url: `/api/v1/store/employee/${refreshed.sub}`,
      headers: bearer(refreshed.accessToken),
    });
    expect(stores.statusCode).toBe(200);
  });

  it("grants our own client without a consent screen when the request says prompt=consent", async () => {
    const consented = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "consent" });
    expect(decodeJwt(consented.accessToken).aud).toBe(`${TEST_PUBLIC_URL}/api/v1`);
    expect(toTokens(await refreshTokens(testApp.app, consented.refreshToken)).sub).toBe(consented.sub);
  });

  it("issues a refresh token when the SPA forces the password with prompt=login (offline_access is dropped then)", async () => {
    const forced = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "login" });
    expect(forced.refreshToken).toBeTruthy();
    expect(toTokens(await refreshTokens(testApp.app, forced.refreshToken)).sub).toBe(forced.sub);
  });

  it("does not accept a refresh token twice", async () => {
    const fresh = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    expect((await refreshTokens(testApp.app, fresh.refreshToken)).statusCode).toBe(200);
    const reused = await refreshTokens(testApp.app, fresh.refreshToken);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe("invalid_grant");
  });

  it("does not accept a code without its verifier", async () => {
    const attempt = await submitSignIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const code = new URL(String(attempt.response.headers.location)).searchParams.get("code") ?? "";
    const response = await testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: "solerx-operator",
        redirect_uri: REDIRECT_URI,
        code,
      }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("invalid_grant");
  });
});
