// Random strings (control characters, NUL, lone surrogates, any Unicode, long runs) in any parameter of the
// provider's endpoints and of the sign-in form never get a 5xx. Run counts are modest to keep the file fast;
// the seed fast-check prints on failure replays a case, and FUZZ_RUNS=N runs N cases per property instead.
import {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  DEVICE_CODE_GRANT_TYPE,
} from "@solerx/domain/onboarding";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CookieJar, openSignInForm, pkcePair, postSignInForm, REDIRECT_URI, SCOPE } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { OPERATOR_CLIENT_ID } from "./grants";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const BASIC = `Basic ${Buffer.from(`${CUSTOMER_CLIENT_ID}:${CUSTOMER_CLIENT_DEVELOPMENT_SECRET}`).toString("base64")}`;

let testApp: TestApp;
const withSession = new CookieJar();

beforeAll(async () => {
  testApp = await createTestApp();
  withSession.store(await testApp.app.inject({ method: "GET", url: "/oauth/device" }));
});
afterAll(() => testApp?.close());

/** Percent-encodes every UTF-8 byte, so any string (lone surrogates included) makes a valid path segment. */
function pathSegment(value: string): string {
  return Buffer.from(value).toString("hex").replace(/../g, "%$&");
}

interface Endpoint {
  method: "GET" | "POST";
  path: string;
  /** Valid-looking parameters; the property puts its string into one of them, or into a new one. */
  params: Record<string, string>;
  headers?: Record<string, string>;
}

const { challenge } = pkcePair();
const ENDPOINTS: Endpoint[] = [
  {
    method: "GET",
    path: "/oauth/auth",
    params: {
      client_id: OPERATOR_CLIENT_ID,
      response_type: "code",
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
      state: "s",
      nonce: "n",
      code_challenge: challenge,
      code_challenge_method: "S256",
      login_hint: "demo@solerx.test",
    },
  },
  {
    method: "POST",
    path: "/oauth/token",
    params: {
      grant_type: "authorization_code",
      client_id: OPERATOR_CLIENT_ID,
      code: "c",
      code_verifier: "v".repeat(43),
      redirect_uri: REDIRECT_URI,
    },
  },
  {
    method: "POST",
    path: "/oauth/token",
    params: { grant_type: "refresh_token", client_id: OPERATOR_CLIENT_ID, refresh_token: "r" },
  },
  {
    method: "POST",
    path: "/oauth/token",
    params: { grant_type: DEVICE_CODE_GRANT_TYPE, device_code: "d" },
    headers: { authorization: BASIC },
  },
  {
    method: "POST",
    path: "/oauth/token/revocation",
    params: { client_id: OPERATOR_CLIENT_ID, token: "t", token_type_hint: "refresh_token" },
  },
  { method: "POST", path: "/oauth/device/auth", params: { client_id: OPERATOR_CLIENT_ID, scope: "openid" } },
  {
    method: "POST",
    path: "/oauth/device/auth",
    params: { scope: "openid offline_access" },
    headers: { authorization: BASIC },
  },
  { method: "GET", path: "/oauth/device", params: { user_code: "BCDF-GHJK", return_uri: "http://localhost/" } },
  { method: "POST", path: "/oauth/device", params: { user_code: "BCDF-GHJK", xsrf: "x", confirm: "yes" } },
  {
    method: "GET",
    path: "/oauth/session/end",
    params: { client_id: OPERATOR_CLIENT_ID, state: "s", post_logout_redirect_uri: REDIRECT_URI, id_token_hint: "h" },
  },
  { method: "POST", path: "/oauth/session/end/confirm", params: { xsrf: "x", logout: "yes" } },
  { method: "GET", path: "/oauth/session/end/success", params: { client_id: OPERATOR_CLIENT_ID } },
];

/** Strings a fuzzer should try: control characters and NUL, any code point, URL syntax, and long runs. */
const nastyString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.string({
      unit: fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "\u0085", "a", "@", "%", "&", "=", "+"),
      minLength: 1,
    }),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 3 }), fc.integer({ min: 1_000, max: 80_000 }))
      .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)),
  },
);

/** Where the string goes: one of the endpoint's parameters, a new parameter's name, or the whole body. */
type Placement = { kind: "param"; index: number } | { kind: "name" } | { kind: "body" };
const placement: fc.Arbitrary<Placement> = fc.oneof(
  fc.nat().map((index) => ({ kind: "param" as const, index })),
  fc.constant({ kind: "name" as const }),
  fc.constant({ kind: "body" as const }),
);

function requestFor(endpoint: Endpoint, value: string, where: Placement, cookie: string | undefined): InjectOptions {
  const params = { ...endpoint.params };
  const names = Object.keys(params);
  if (where.kind === "param") params[names[where.index % names.length] ?? "x"] = value;
  if (where.kind === "name") params[value] = "x";
  const encoded = new URLSearchParams(params).toString();
  const headers = { ...FORM, ...endpoint.headers, ...(cookie ? { cookie } : {}) };
  if (endpoint.method === "GET") return { method: "GET", url: `${endpoint.path}?${encoded}`, headers };
  return { method: "POST", url: endpoint.path, headers, payload: where.kind === "body" ? value : encoded };
}

it("the provider's endpoints answer any parameter with less than 500", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...ENDPOINTS),
      nastyString,
      placement,
      fc.boolean(),
      async (endpoint, value, where, sessionCookie) => {
        const cookie = sessionCookie ? withSession.header() : undefined;
        const response = await testApp.app.inject(requestFor(endpoint, value, where, cookie));
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
  );
});

it("the provider's paths with an id answer any id with less than 500", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom("/oauth/device/", "/oauth/auth/", "/oauth/interaction/"),
      nastyString,
      fc.boolean(),
      async (prefix, value, sessionCookie) => {
        const headers = sessionCookie ? { cookie: withSession.header() } : {};
        const response = await testApp.app.inject({ method: "GET", url: `${prefix}${pathSegment(value)}`, headers });
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
  );
});

it("the sign-in form answers any e-mail, password or body with less than 500", async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom("email", "password", "body"), nastyString, async (field, value) => {
      const signInForm = await openSignInForm(testApp.app);
      const fields = { email: "nobody@solerx.test", password: "wrong", [field]: value };
      const payload = field === "body" ? value : new URLSearchParams(fields).toString();
      const response = await postSignInForm(testApp.app, signInForm, payload);
      expect(response.statusCode).toBeLessThan(500);
    }),
    { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
  );
});
