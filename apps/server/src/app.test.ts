// The unauthenticated parts of the server: connectivity check, web-app settings, EULA, API docs, the web app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AppConfig } from "@solerx/domain/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "./test/test-app";

let testApp: TestApp;
let webDist: string;
const INDEX_HTML = '<!doctype html><html><body><div id="root">SoleRx app</div></body></html>';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "solerx-web-"));
  writeFileSync(join(webDist, "index.html"), INDEX_HTML);
  mkdirSync(join(webDist, "assets"));
  writeFileSync(join(webDist, "assets", "app-1234.js"), "console.log('app')");
  testApp = await createTestApp({ webDist, contactEmail: "help@clinic.test" });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe("system routes", () => {
  it("GET /check.txt answers OK, uncached, without a token", async () => {
    const response = await testApp.app.inject({ url: "/check.txt?r=0.123" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("OK");
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("GET /config.json answers the web app's settings", async () => {
    const response = await testApp.app.inject({ url: "/config.json" });
    expect(response.statusCode).toBe(200);
    const config = AppConfig.parse(response.json());
    expect(config).toMatchObject({
      issuer: `${TEST_PUBLIC_URL}/oauth`,
      clientId: "solerx-operator",
      apiResource: `${TEST_PUBLIC_URL}/api/v1`,
      contactEmail: "help@clinic.test",
      eulaUrl: "/legal/eula.html",
      errorReportingDsn: "",
      // The agents' ports, so /onboard and the scanner screens call them where the installation put them.
      agentPort: 5000,
      onboardingPort: 2381,
    });
    expect(config.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("GET /legal/eula.html is the license agreement, in the app's typography and US English", async () => {
    const response = await testApp.app.inject({ url: "/legal/eula.html" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("SoleRx End User License Agreement");
    expect(response.body).toContain("mailto:help@clinic.test");
    expect(response.body).toContain("font-family: Inter, ui-sans-serif");
    expect(response.body).not.toMatch(/Georgia|Times New Roman/);
    expect(response.body).not.toMatch(/\b(licence|authorised|organisations?)\b/);
  });

  it("GET /api/docs/json is the OpenAPI description of the API", async () => {
    const response = await testApp.app.inject({ url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/v1/store/employee/{userID}",
        "/api/v1/store/doctors/{storeID}/{companyID}",
        "/api/v1/store/{storeID}",
        "/api/v1/profile/patients/{storeID}",
        "/api/v1/profile/patient/{storeID}/create",
        "/api/v1/profile/user/{userID}",
        "/api/v1/agent/scans/file/upload_url",
        "/api/v1/agent/scans/file/{measurementID}/complete_upload",
        "/api/v1/biometric/scans/{scanID}/get3DScanSurfaceModel",
        "/api/v1/agent/telemetry/{groupID}/getManifest",
        "/api/v1/savedrx/get/list",
        "/api/v1/savedrx/{fileName}/get",
        "/api/v1/savedrx/upsert",
        "/api/v1/savedrx/delete",
        "/api/v1/savedrx/rename",
        "/api/v1/savedrx/renameAndSave",
        "/api/v1/order/create",
        "/api/v1/order/flags",
        "/api/v1/order/validate",
        "/api/v1/order/{orderID}",
        "/api/v1/order/list/{storeID}",
        "/api/v1/order/{orderID}/attachment/{attachmentName}",
        "/api/v1/lab/orders",
        "/api/v1/lab/orders/{orderID}",
        "/api/v1/lab/orders/{orderID}/scans/{side}",
        "/api/v1/lab/orders/{orderID}/status",
        "/api/v1/lab/orders/{orderID}/repair",
        "/api/v1/profile/operator/access",
        "/api/v1/design/{sessionID}/insole",
        "/api/v1/design/{sessionID}/report",
        "/api/v1/order/{orderID}/insole",
        "/api/v1/lab/orders/{orderID}/insole",
      ]),
    );
    // The insole routes document their query (issue 19 point 4): the foot and the file format.
    for (const path of ["/api/v1/design/{sessionID}/insole", "/api/v1/lab/orders/{orderID}/insole"]) {
      const parameters = document.paths[path].get.parameters as { in: string; name: string }[];
      expect(parameters.filter((p) => p.in === "query").map((p) => p.name)).toEqual(["side", "format"]);
    }
    expect(Object.keys(document.paths).some((path) => path.startsWith("/oauth"))).toBe(false);
    expect((await testApp.app.inject({ url: "/api/docs" })).statusCode).toBeLessThan(400);
  });

  it("sends security headers with a CSP that lets the app, WebAssembly and the local agents work", async () => {
    const response = await testApp.app.inject({ url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toMatch(/connect-src 'self'[^;]*ws:\/\/localhost:\*/);
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends the API's answers the short set an API needs: nothing allowed, no framing, nosniff", async () => {
    const response = await testApp.app.inject({ url: "/api/v1/store/employee/x" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.headers["x-xss-protection"]).toBeUndefined();
  });
});

describe("the web app", () => {
  it("serves index.html at / and for any client route (history fallback)", async () => {
    for (const url of ["/", "/patients", "/getting-started", "/landmarks?id=abc", "/saved-rx-list"]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
  });

  it("serves the bundles with a long cache, and a missing bundle as 404", async () => {
    const bundle = await testApp.app.inject({ url: "/assets/app-1234.js" });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers["cache-control"]).toContain("immutable");
    expect((await testApp.app.inject({ url: "/assets/missing-999.js" })).statusCode).toBe(404);
  });

  it("never answers the server's own paths with the app", async () => {
    for (const url of ["/api/v1/unknown", "/api/else", "/legal/nothing.html", "/oauth/nothing"]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("SoleRx app");
    }
    expect((await testApp.app.inject({ method: "POST", url: "/patients" })).statusCode).toBe(404);
  });

  it("says how to build the app when WEB_DIST has no index.html", async () => {
    rmSync(join(webDist, "index.html"));
    const response = await testApp.app.inject({ url: "/patients" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("npm run build");
  });
});
