// Malformed requests to the provider and the sign-in form get a 4xx in the provider's own error format, never a
// 5xx: control characters in a parameter (NUL above all, which PostgreSQL cannot store or compare), an oversized
// sign-in form, and the device pages without the sign-in session cookie they rely on.
import {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  DEVICE_CODE_GRANT_TYPE,
} from "@solerx/domain/onboarding";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorizationUrl, CookieJar, openSignInForm, pkcePair, postSignInForm } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { OPERATOR_CLIENT_ID } from "./grants";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const BASIC = {
  authorization: `Basic ${Buffer.from(`${CUSTOMER_CLIENT_ID}:${CUSTOMER_CLIENT_DEVELOPMENT_SECRET}`).toString("base64")}`,
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

let testApp: TestApp;
/** A browser that has opened the device page, so it holds a provider session cookie. */
const deviceBrowser = new CookieJar();

beforeAll(async () => {
  testApp = await createTestApp();
  deviceBrowser.store(await testApp.app.inject({ method: "GET", url: "/oauth/device" }));
});
afterAll(() => testApp?.close());

interface Row {
  name: string;
  request: () => InjectOptions;
  status: number;
  /** The OAuth error code of a JSON answer, or of the redirect back to the client. */
  error?: string;
}

function tokenRequest(fields: Record<string, string>, headers: Record<string, string> = {}): InjectOptions {
  return { method: "POST", url: "/oauth/token", headers: { ...FORM, ...headers }, payload: form(fields) };
}

function authorizationRequest(params: Record<string, string>): InjectOptions {
  const { challenge } = pkcePair();
  return {
    method: "GET",
    url: authorizationUrl({ code_challenge: challenge, code_challenge_method: "S256", ...params }),
  };
}

const CONTROL_CHARACTERS = ["\u0000", "\u0001", "\u001f", "\u007f"];

const providerRows: Row[] = CONTROL_CHARACTERS.flatMap((control) => {
  const label = JSON.stringify(control);
  const value = `abc${control}def`;
  return [
    {
      name: `a code with ${label}`,
      request: () =>
        tokenRequest({
          grant_type: "authorization_code",
          client_id: OPERATOR_CLIENT_ID,
          redirect_uri: "http://localhost/",
          code: value,
          code_verifier: "v".repeat(43),
        }),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a refresh token with ${label}`,
      request: () => tokenRequest({ grant_type: "refresh_token", client_id: OPERATOR_CLIENT_ID, refresh_token: value }),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a client id with ${label} at the token endpoint`,
      request: () => tokenRequest({ grant_type: "refresh_token", client_id: value, refresh_token: "abc" }),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a device code with ${label}`,
      request: () => tokenRequest({ grant_type: DEVICE_CODE_GRANT_TYPE, device_code: value }, BASIC),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a token to revoke with ${label}`,
      request: () => ({
        method: "POST",
        url: "/oauth/token/revocation",
        headers: FORM,
        payload: form({ client_id: OPERATOR_CLIENT_ID, token: value }),
      }),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a client id with ${label} at device authorization`,
      request: () => ({
        method: "POST",
        url: "/oauth/device/auth",
        headers: FORM,
        payload: form({ client_id: value }),
      }),
      status: 400,
      error: "invalid_request",
    },
    {
      name: `a client id with ${label} at the authorization endpoint`,
      request: () => ({ method: "GET", url: `/oauth/auth?${form({ client_id: value, response_type: "code" })}` }),
      status: 400,
    },
    // With its client and redirect address known, an authorization error goes back to the client (RFC 6749
    // 4.1.2.1), as the provider answers every other invalid authorization request.
    {
      name: `a state with ${label}`,
      request: () => authorizationRequest({ state: value }),
      status: 303,
      error: "invalid_request",
    },
    {
      name: `a nonce with ${label}`,
      request: () => authorizationRequest({ nonce: value }),
      status: 303,
      error: "invalid_request",
    },
    {
      name: `a client id with ${label} at end session`,
      request: () => ({ method: "GET", url: `/oauth/session/end?${form({ client_id: value })}` }),
      status: 400,
    },
    {
      name: `a state with ${label} at end session`,
      request: () => ({
        method: "GET",
        url: `/oauth/session/end?${form({ client_id: OPERATOR_CLIENT_ID, state: value })}`,
      }),
      status: 400,
    },
    {
      name: `a user code with ${label} on the device page`,
      request: () => ({
        method: "POST",
        url: "/oauth/device",
        headers: { ...FORM, cookie: deviceBrowser.header() },
        payload: form({ user_code: value, xsrf: "x" }),
      }),
      status: 400,
    },
  ];
});

const otherRows: Row[] = [
  {
    name: "a client id with NUL in HTTP basic authentication",
    request: () =>
      tokenRequest(
        { grant_type: "refresh_token", refresh_token: "abc" },
        { authorization: `Basic ${Buffer.from("abc\u0000:secret").toString("base64")}` },
      ),
    status: 400,
    error: "invalid_request",
  },
  {
    name: "the device page opened for the first time with NUL in the user code",
    request: () => ({ method: "GET", url: `/oauth/device?${form({ user_code: "BCDF\u0000GHJK" })}` }),
    status: 400,
  },
  {
    name: "the device page's form posted without the session cookie",
    request: () => ({ method: "POST", url: "/oauth/device", headers: FORM, payload: form({ user_code: "BCDF-GHJK" }) }),
    status: 400,
  },
  {
    name: "the device page's form posted with an unknown session cookie",
    request: () => ({
      method: "POST",
      url: "/oauth/device",
      headers: { ...FORM, cookie: "_session=unknown; _session.sig=forged" },
      payload: form({ user_code: "BCDF-GHJK" }),
    }),
    status: 400,
  },
  {
    name: "the device approval page resumed without the session cookie",
    request: () => ({ method: "GET", url: "/oauth/device/some-uid" }),
    status: 400,
  },
  {
    name: "the device approval page resumed with NUL in its address",
    request: () => ({ method: "GET", url: "/oauth/device/%00", headers: { cookie: deviceBrowser.header() } }),
    status: 400,
  },
  {
    name: "an authorization resumed with NUL in its address",
    request: () => ({ method: "GET", url: "/oauth/auth/%00", headers: { cookie: deviceBrowser.header() } }),
    status: 400,
  },
];

describe("the provider answers malformed requests with its own 4xx or error redirect", () => {
  it.each([...providerRows, ...otherRows])("$name → $status", async ({ request, status, error }) => {
    const response = await testApp.app.inject(request());
    expect(response.statusCode).toBe(status);
    const location = response.headers.location;
    if (error && typeof location === "string") expect(new URL(location).searchParams.get("error")).toBe(error);
    else if (error) expect(response.json()).toMatchObject({ error });
  });
});

describe("the sign-in form answers malformed posts with a 4xx", () => {
  const fields = (overrides: Record<string, string>) =>
    form({ email: "demo@solerx.test", password: "solerx-demo", ...overrides });

  it.each([
    ...CONTROL_CHARACTERS.flatMap((control) => [
      { name: `an e-mail with ${JSON.stringify(control)}`, payload: fields({ email: `demo${control}@solerx.test` }) },
      { name: `a password with ${JSON.stringify(control)}`, payload: fields({ password: `solerx${control}demo` }) },
    ]),
  ])("$name → 400", async ({ payload }) => {
    const response = await postSignInForm(testApp.app, await openSignInForm(testApp.app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });

  it("a 2 MB form → 413", async () => {
    const payload = fields({ password: "x".repeat(2 * 1024 * 1024) });
    const response = await postSignInForm(testApp.app, await openSignInForm(testApp.app), payload);
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
  });
});
