// Browser tests: the built web app served by the real server on a fresh embedded database, driven in Debian's
// Chromium (/usr/bin/chromium). Playwright never downloads a browser here.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8181);
// Set once in the runner's process; workers inherit it, so every worker talks to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "solerx-e2e-"));
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1366, height: 850 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: "node --import tsx apps/server/src/main.ts",
    url: `${baseURL}/check.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // The suite signs in dozens of times a minute from one address; the limit itself is proven by API tests.
      SIGN_IN_RATE_LIMIT: "1000",
    },
  },
});
