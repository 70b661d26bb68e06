// Compressed responses through the whole app: the API and the provider's JSON over 1 KB, never the small ones, and
// never a second compression of the web app's precompressed files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { Store } from "@solerx/domain/store";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_CLIENT_ID } from "../oidc/grants";
import { addSyntheticPatients, DEMO_PASSWORD } from "../seed";
import { bearer, REDIRECT_URI, signIn, submitSignIn, type Tokens, toTokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

const BUNDLE = `console.log(${JSON.stringify("the app ".repeat(500))});`;
const BUNDLE_URL = "/assets/app-BxY7a_3k.js";

let testApp: TestApp;
let webDist: string;
let demo: Tokens;
let downtown: Store;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "solerx-web-"));
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "index.html"), "<!doctype html><title>SoleRx</title>");
  writeFileSync(join(webDist, BUNDLE_URL), BUNDLE);
  writeFileSync(join(webDist, `${BUNDLE_URL}.br`), brotliCompressSync(BUNDLE));
  writeFileSync(join(webDist, `${BUNDLE_URL}.gz`), gzipSync(BUNDLE));
  testApp = await createTestApp({ webDist });
  await addSyntheticPatients(testApp.db, 30);
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
  [downtown] = (await api(`/api/v1/store/employee/${demo.sub}`)).json();
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function api(url: string, acceptEncoding?: string) {
  return testApp.app.inject({
    url,
    headers: { ...bearer(demo.accessToken), ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
  });
}

/** The body as the browser would see it after undoing Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === undefined || encoding === "identity") return response.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

function patientListUrl() {
  return `/api/v1/profile/patients/${downtown.storeID}?companyID=${downtown.companyID}&limit=30`;
}

describe("API responses", () => {
  it("compresses a JSON answer over 1 KB with gzip, and it decodes to the same JSON", async () => {
    const plain = await api(patientListUrl());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const gzipped = await api(patientListUrl(), "gzip");
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
    expect(JSON.parse(decoded(gzipped))).toEqual(plain.json());
  });

  it("compresses with brotli when the browser offers it", async () => {
    const response = await api(patientListUrl(), "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(response))).toEqual((await api(patientListUrl())).json());
  });

  it("leaves a JSON answer under 1 KB uncompressed", async () => {
    const response = await api(`/api/v1/store/employee/${demo.sub}`, "gzip, br");
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toHaveLength(2);
  });
});

describe("the OpenID provider behind the compression", () => {
  it("compresses its discovery document, which decodes to the same JSON", async () => {
    const url = "/oauth/.well-known/openid-configuration";
    const plain = await testApp.app.inject({ url });
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);
    const gzipped = await testApp.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(gzipped))).toEqual(plain.json());
  });

  it("still signs in and issues tokens to a browser that accepts compression", async () => {
    const attempt = await submitSignIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const code = new URL(String(attempt.response.headers.location)).searchParams.get("code");
    expect(code).toBeTruthy();
    const exchanged = await testApp.app.inject({
      method: "POST",
      url: "/oauth/token",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-encoding": "gzip, deflate, br" },
      payload: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: OPERATOR_CLIENT_ID,
        redirect_uri: REDIRECT_URI,
        code: String(code),
        code_verifier: attempt.verifier,
      }).toString(),
    });
    expect(exchanged.statusCode).toBe(200);
    const body = JSON.parse(decoded(exchanged));
    const tokens = toTokens({ ...exchanged, statusCode: 200, json: () => body } as LightMyRequestResponse);
    const stores = await testApp.app.inject({
      url: `/api/v1/store/employee/${tokens.sub}`,
      headers: bearer(tokens.accessToken),
    });
    expect(stores.statusCode).toBe(200);
  });
});

describe("the web app's precompressed files", () => {
  it("are sent as they are, never compressed a second time", async () => {
    for (const [acceptEncoding, expected] of [
      ["br", brotliCompressSync(BUNDLE)],
      ["gzip", gzipSync(BUNDLE)],
    ] as const) {
      const response = await testApp.app.inject({ url: BUNDLE_URL, headers: { "accept-encoding": acceptEncoding } });
      expect(response.headers["content-encoding"], acceptEncoding).toBe(acceptEncoding);
      expect(response.rawPayload.equals(expected), acceptEncoding).toBe(true);
    }
  });
});
