// Every /api/v1 route refuses a request without a valid access token for the API, before anything else.
import { randomUUID } from "node:crypto";
import { decodeJwt, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProviderKeys } from "../oidc/keys";
import { GRANT_CLAIM } from "../oidc/provider";
import { DEMO_PASSWORD } from "../seed";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";

let testApp: TestApp;
let tokens: Tokens;
let signingKey: JWK;

const ISSUER = `${TEST_PUBLIC_URL}/oauth`;
const AUDIENCE = `${TEST_PUBLIC_URL}/api/v1`;

beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  [signingKey] = (await loadProviderKeys(testApp.db)).signing as [JWK];
});
afterAll(() => testApp?.close());

/** Signs an access token with the given key; the defaults make one our API accepts. */
async function accessToken(
  key: JWK,
  claims: { aud?: string; iss?: string; exp?: number; typ?: string; sub?: string; gid?: unknown } = {},
) {
  // The grant of the real sign-in: only the one claim each test changes differs from a token the provider made.
  const gid = "gid" in claims ? claims.gid : decodeJwt(tokens.accessToken)[GRANT_CLAIM];
  return new SignJWT({ client_id: "solerx-operator", [GRANT_CLAIM]: gid })
    .setProtectedHeader({ alg: "RS256", typ: claims.typ ?? "at+jwt", kid: key.kid })
    .setSubject(claims.sub ?? tokens.sub)
    .setIssuer(claims.iss ?? ISSUER)
    .setAudience(claims.aud ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 300)
    .sign(await importJWK(key, "RS256"));
}

/** Every /api/v1 route of the app, with its path parameters filled in. */
function apiRequests() {
  const routes = testApp.app.routeTable.filter((r) => r.url.startsWith("/api/v1/") && r.method !== "HEAD");
  expect(routes.length).toBeGreaterThanOrEqual(5);
  return routes.map((route) => ({
    method: route.method as "GET" | "POST",
    url: `${route.url.replace(/:[A-Za-z]+/g, () => randomUUID())}?companyID=${randomUUID()}`,
    payload: route.method === "GET" ? undefined : {},
  }));
}

async function expectUnauthorized(headers: Record<string, string>) {
  for (const request of apiRequests()) {
    const response = await testApp.app.inject({ ...request, headers });
    expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: "Unauthorized", message: "Unauthorized" });
  }
}

describe("API bearer tokens", () => {
  it("refuse every route without a token", () => expectUnauthorized({}));
  it("refuse a garbage token", () => expectUnauthorized(bearer("not-a-jwt")));
  it("refuse a Basic authorization header", () => expectUnauthorized({ authorization: "Basic ZGVtbzpkZW1v" }));
  it("refuse the ID token (audience is the client, not the API)", () => expectUnauthorized(bearer(tokens.idToken)));

  it("refuse a token for another audience, even signed with our key", async () =>
    expectUnauthorized(bearer(await accessToken(signingKey, { aud: "https://elsewhere.test/api" }))));

  it("refuse a token from another issuer", async () =>
    expectUnauthorized(bearer(await accessToken(signingKey, { iss: "https://elsewhere.test/oauth" }))));

  it("refuse an expired token", async () =>
    expectUnauthorized(bearer(await accessToken(signingKey, { exp: Math.floor(Date.now() / 1000) - 120 }))));

  it("refuse a token signed by another key", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const foreign = { ...(await exportJWK(privateKey)), kid: signingKey.kid };
    await expectUnauthorized(bearer(await accessToken(foreign)));
  });

  it("accept a well-formed token of ours (so the refusals above are about the one thing each changes)", async () => {
    const response = await testApp.app.inject({
      url: `/api/v1/store/employee/${tokens.sub}`,
      headers: bearer(await accessToken(signingKey)),
    });
    expect(response.statusCode).toBe(200);
  });

  it("keep a sign-in by the header's exact text: other spellings of a kept token pass, a changed token does not", async () => {
    const url = `/api/v1/store/employee/${tokens.sub}`;
    const read = (authorization: string) => testApp.app.inject({ url, headers: { authorization } });
    // Kept now (claims and scope) under this exact header.
    expect((await read(`Bearer ${tokens.accessToken}`)).statusCode).toBe(200);
    expect((await read(`bearer   ${tokens.accessToken} `)).statusCode).toBe(200);
    // One character of the signature changed: not the kept header, and its signature fails.
    const last = tokens.accessToken.at(-2) === "A" ? "B" : "A";
    const changed = `${tokens.accessToken.slice(0, -2)}${last}${tokens.accessToken.at(-1)}`;
    expect((await read(`Bearer ${changed}`)).statusCode).toBe(401);
    expect((await read(`Bearer ${tokens.accessToken} extra`)).statusCode).toBe(401);
  });

  it("refuse a token whose grant belongs to another subject, even signed with our key", async () => {
    // Another operator's live sign-in: its grant id must not open the API for demo's subject, nor the reverse.
    const other = await signIn(testApp.app, "other@solerx.test", DEMO_PASSWORD);
    const token = await accessToken(signingKey, { gid: decodeJwt(other.accessToken)[GRANT_CLAIM] });
    await expectUnauthorized(bearer(token));
  });

  it("refuse a valid token whose subject is not an operator", async () => {
    // A live grant of the subject's own, so the one thing wrong is that the subject is a patient, not an operator.
    const company = await testApp.db.selectFrom("companies").select("id").executeTakeFirstOrThrow();
    const patient = await testApp.db
      .insertInto("users")
      .values({ company_id: company.id, user_type: "PATIENT", first_name: "Pat", last_name: "Ient" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const grantID = randomUUID();
    await testApp.db
      .insertInto("oidc_payloads")
      .values({
        id: grantID,
        type: "Grant",
        payload: JSON.stringify({ accountId: patient.id, clientId: "solerx-operator" }),
        grant_id: grantID,
      })
      .execute();
    const token = await accessToken(signingKey, { sub: patient.id, gid: grantID });
    await expectUnauthorized(bearer(token));
  });

  it("answer unknown API paths with a JSON 404, not the web app", async () => {
    const response = await testApp.app.inject({ url: "/api/v1/nothing-here", headers: bearer(tokens.accessToken) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: "Not Found", message: "Not Found" });
  });
});
