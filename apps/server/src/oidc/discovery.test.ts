// What discovery tells a client, whoever asks: every address comes from PUBLIC_URL (never from the Host or
// X-Forwarded-* headers of the request), and no DPoP is offered, because the API does not check proofs.
import { randomUUID } from "node:crypto";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { CookieJar, pkcePair, REDIRECT_URI, submitSignIn } from "../test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";
import { OPERATOR_CLIENT_ID } from "./grants";

const DISCOVERY = "/oauth/.well-known/openid-configuration";
const HOSTILE = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "http",
};

/** Every string in the document that looks like an address (endpoints, issuer, jwks_uri …). */
function addresses(document: Record<string, unknown>): Array<[string, string]> {
  return Object.entries(document).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && /^[a-z]+:\/\//i.test(entry[1]),
  );
}

describe.each([
  { name: "on plain http", publicUrl: TEST_PUBLIC_URL },
  // An https PUBLIC_URL makes the provider trust proxy headers: those must not move the addresses either.
  { name: "behind a TLS proxy", publicUrl: "https://clinic.solerx.example" },
])("discovery $name", ({ publicUrl }) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ publicUrl });
  });
  afterAll(() => testApp?.close());

  it("names the issuer and every endpoint under PUBLIC_URL, whatever Host the request carries", async () => {
    const response = await testApp.app.inject({ url: DISCOVERY, headers: HOSTILE });
    expect(response.statusCode).toBe(200);
    const document = response.json() as Record<string, unknown>;
    expect(document.issuer).toBe(`${publicUrl}/oauth`);
    const urls = addresses(document);
    expect(urls.map(([key]) => key)).toEqual(
      expect.arrayContaining(["authorization_endpoint", "token_endpoint", "jwks_uri", "end_session_endpoint"]),
    );
    for (const [key, url] of urls) {
      if (key !== "issuer") expect(url.startsWith(`${publicUrl}/oauth/`), `${key}: ${url}`).toBe(true);
    }
  });

  it("sends the browser on under PUBLIC_URL after the password, whatever Host the requests carry", async () => {
    // The provider's resume address is absolute, built while /oauth/auth runs, from that request.
    const jar = new CookieJar();
    const start = await testApp.app.inject({
      url: `/oauth/auth?${new URLSearchParams({
        client_id: OPERATOR_CLIENT_ID,
        response_type: "code",
        redirect_uri: `${publicUrl}/`,
        scope: "openid",
        code_challenge: pkcePair().challenge,
        code_challenge_method: "S256",
      })}`,
      headers: HOSTILE,
    });
    jar.store(start);
    const interaction = new URL(String(start.headers.location), publicUrl).pathname;
    const posted = await testApp.app.inject({
      method: "POST",
      url: `${interaction}/login`,
      headers: { ...HOSTILE, cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email: "demo@solerx.test", password: DEMO_PASSWORD }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const next = String(posted.headers.location);
    expect(next.startsWith(`${publicUrl}/oauth/`), next).toBe(true);
  });
});

describe("DPoP", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp?.close());

  it("is not advertised: the API takes plain bearer tokens only", async () => {
    const document = (await testApp.app.inject({ url: DISCOVERY })).json() as Record<string, unknown>;
    expect(document).not.toHaveProperty("dpop_signing_alg_values_supported");
  });

  it("a token request with a DPoP proof gets a plain bearer token, bound to no key", async () => {
    const attempt = await submitSignIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const code = new URL(String(attempt.response.headers.location)).searchParams.get("code") ?? "";
    const { publicKey, privateKey } = await generateKeyPair("ES256");
    const proof = await new SignJWT({ htm: "POST", htu: `${TEST_PUBLIC_URL}/oauth/token`, jti: randomUUID() })
      .setProtectedHeader({ alg: "ES256", typ: "dpop+jwt", jwk: await exportJWK(publicKey) })
      .setIssuedAt()
      .sign(privateKey);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded", dpop: proof },
      payload: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: OPERATOR_CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code,
        code_verifier: attempt.verifier,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token_type: string; access_token: string };
    expect(body.token_type).toBe("Bearer");
    expect(decodeJwt(body.access_token)).not.toHaveProperty("cnf");
  });
});
