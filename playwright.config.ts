// Browser tests: the built web app served by the real server on a fresh embedded database, driven in Debian's
// Chromium (/usr/bin/chromium) where present, otherwise in the one an npm package carries (e2e/chromium.ts).
// Playwright never downloads a browser here.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./e2e/chromium";

const port = Number(process.env.E2E_PORT ?? 8181);
// Set once in the runner's process; workers inherit it, so every worker talks to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "solerx-e2e-"));
export const baseURL = `http://localhost:${port}`;
/** The scanner agent with its mock scanner, beside the server; the server tells the web app this port. */
export const agentPort = Number(process.env.E2E_AGENT_PORT ?? 5181);
export const agentURL = `http://localhost:${agentPort}`;
/**
 * A second scanner agent for the tests that scan without steering the mock scanner (e2e/order.spec.ts reaches it
 * through the agenturi query), so they can run beside scanning.spec.ts, which makes its agent fail on purpose.
 */
export const quietAgentPort = agentPort + 2;
/**
 * Another quiet agent for e2e/reorder.spec.ts: with two workers it may scan at the same time as order.spec.ts, and one
 * mock scanner scans one foot at a time (the second answers SCANNER_BUSY).
 */
export const reorderAgentPort = agentPort + 4;

const workers = Number(process.env.E2E_WORKERS ?? 2);
/**
 * The scanner agent whose mock scanner e2e/scanning.spec.ts steers (e2e/scanner-steps.ts): one per parallel worker
 * (Playwright's parallelIndex, 0 to workers - 1), so no two tests running at once set one mock scanner up or see
 * its broadcasts. With one shared agent, two copies of scanning.spec.ts (--repeat-each on two workers) did: one
 * test's required update and download reached the other's page. Ports agentPort + 6 and up, beside the others.
 */
export const steeredAgentPort = (parallelIndex: number) => agentPort + 6 + 2 * parallelIndex;

/** A scanner agent with its mock scanner on its own port and data folder. */
function agentOnPort(port: number, folder: string) {
  return {
    command: "node --import tsx apps/agent/src/main.ts",
    url: `http://localhost:${port}/hpagent/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe" as const,
    env: {
      PUBLIC_URL: baseURL,
      AGENT_PORT: String(port),
      ONBOARDING_PORT: String(port + 1),
      DATA_DIR: `${process.env.E2E_DATA_DIR}/${folder}`,
    },
  };
}

export default defineConfig({
  testDir: "e2e",
  // Specs only: e2e/*.test.ts are Vitest's (the helpers' own unit tests).
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // Two test files at a time against the one server (each test makes its own patients); E2E_WORKERS=1 for one.
  workers,
  retries: 0,
  // Limits against a hang, not measures of speed: every test waits on the state it needs (a text, an event, the
  // page's fake clock), never on time, so a busy machine only makes it slower (docs/decisions.md "Tests on a busy
  // machine").
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    browserName: "chromium",
    viewport: { width: 1366, height: 850 },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: await chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // WebGL (the 3D scan viewer) on SwiftShader, the CPU renderer, without a GPU. Playwright adds this flag
        // itself today; named here so the suite keeps WebGL if that default goes. Without it Chromium 156 still
        // falls back to SwiftShader but warns that the automatic fallback is deprecated and will be removed.
        "--enable-unsafe-swiftshader",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
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
        AGENT_PORT: String(agentPort),
      },
    },
    {
      // The real agent process the web app finds on its own (the server's AGENT_PORT); no test steers it.
      command: "node --import tsx apps/agent/src/main.ts",
      url: `${agentURL}/hpagent/api/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      env: {
        PUBLIC_URL: baseURL,
        AGENT_PORT: String(agentPort),
        // Away from 2381, where the onboarding tests start their own onboarding agent.
        ONBOARDING_PORT: String(agentPort + 1),
        DATA_DIR: `${process.env.E2E_DATA_DIR}/agent`,
      },
    },
    agentOnPort(quietAgentPort, "quiet-agent"),
    agentOnPort(reorderAgentPort, "reorder-agent"),
    // Steered through /hpagent/mock/control; each test sets its mock scanner up first (SCANNER_DEFAULTS).
    ...Array.from({ length: workers }, (_, index) => agentOnPort(steeredAgentPort(index), `steered-agent-${index}`)),
  ],
});
