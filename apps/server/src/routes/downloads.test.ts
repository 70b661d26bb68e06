// The USB agent download: the address /config.json gives /usbagent serves the built package as an attachment,
// without a token, and says how to build it when it is missing.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AppConfig } from "@solerx/domain/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../test/test-app";

const URL_PATH = "/downloads/solerx-usb-agent.zip";
const ZIP = Buffer.concat([Buffer.from("PK\x03\x04"), randomBytes(4096)]);

let testApp: TestApp;
let dir: string;
let agentPackage: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "solerx-agent-package-"));
  agentPackage = join(dir, "solerx-usb-agent.zip");
  testApp = await createTestApp({ agentPackage });
});
afterAll(async () => {
  await testApp?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("GET /downloads/solerx-usb-agent.zip", () => {
  it("is the download address /config.json gives by default", async () => {
    const config = AppConfig.parse((await testApp.app.inject({ url: "/config.json" })).json());
    expect(config.usbAgentDownloadUrl).toBe(`${TEST_PUBLIC_URL}${URL_PATH}`);
  });

  it("sends the built package as an attachment, without a token, compressed no further", async () => {
    writeFileSync(agentPackage, ZIP);
    const response = await testApp.app.inject({ url: URL_PATH, headers: { "accept-encoding": "gzip, br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="solerx-usb-agent.zip"');
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(ZIP.length));
    // The security headers of every answer.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.rawPayload.equals(ZIP)).toBe(true);
  });

  it("answers HEAD with the same headers and no body", async () => {
    writeFileSync(agentPackage, ZIP);
    const response = await testApp.app.inject({ method: "HEAD", url: URL_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="solerx-usb-agent.zip"');
    expect(response.headers["content-length"]).toBe(String(ZIP.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it("answers 404 saying how to build it when the package is missing, and never the web app elsewhere", async () => {
    rmSync(agentPackage, { force: true });
    for (const method of ["GET", "HEAD"] as const) {
      const response = await testApp.app.inject({ method, url: URL_PATH });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      if (method === "GET") {
        expect(response.json()).toEqual({
          statusCode: 404,
          error: "Not Found",
          message: "The USB agent package has not been built. Run npm run build.",
        });
      }
    }
    expect((await testApp.app.inject({ url: "/downloads/other.zip" })).statusCode).toBe(404);
  });
});
