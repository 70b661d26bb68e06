// Device onboarding at /onboard: the onboarding agent missing, then the real agent onboarding the device through
// the provider's pages, already authorized afterwards, and an agent of another stack. Each test's agent listens on
// a free port of its own, and the page finds it there as an installation's ONBOARDING_PORT (/config.json): on the
// spec's 2381, two copies of this file running at once (--repeat-each on two workers), or another stack's tests
// on the same machine, could not both start theirs (EADDRINUSE).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { APP_TEXTS } from "@solerx/domain/common";
import { CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "@solerx/domain/onboarding";
import { type RunningOnboardingAgent, startOnboardingAgent } from "../apps/agent/src/onboarding/onboarding-agent";
import { baseURL } from "../playwright.config";
import { DEMO } from "./sign-in-steps";
import { stepShooter } from "./steps";

const NOT_FOUND = "The onboarding agent could not be found on this PC.";

/** The page looks for the onboarding agent on `port`, as on an installation with ONBOARDING_PORT set. */
async function onboardingPortForPage(page: Page, port: number): Promise<void> {
  await page.route("**/config.json", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), onboardingPort: port } });
  });
}

/** A port nothing listens on: the system's pick, given back at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

test("says the onboarding agent cannot be found when none runs on this PC", async ({ page }, testInfo) => {
  const shot = stepShooter(page, testInfo);
  await onboardingPortForPage(page, await closedPort());
  await page.goto("/onboard");
  await expect(page.getByRole("heading", { name: "Onboard this device" })).toBeVisible();
  await expect(page.getByText("Looking for the onboarding agent on this PC…")).toBeVisible();
  await shot("searching");
  // Three retries a second apart, then the spec's advice: restart the PC, contact customer service.
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(NOT_FOUND);
  await expect(alert).toContainText("Please restart the PC and try again.");
  await expect(alert).toContainText("please contact customer service");
  await expect(page.getByRole("link", { name: "Contact customer service" })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await shot("agent-not-found");
});

test.describe("with the onboarding agent on this PC", () => {
  let dataDir: string;
  let agent: RunningOnboardingAgent | undefined;
  /** The agent's own log, attached to a failed test (what its token poll ended with is not in the page). */
  let agentLog: string[] = [];

  async function startAgent(page: Page, issuer: string) {
    agent = await startOnboardingAgent({
      port: 0,
      issuer,
      clientSecret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
      dataDir,
      allowedOrigins: [new URL(baseURL).origin],
      // A browser test runs in real time: poll the provider quickly instead of every 5 seconds.
      timing: { tokenPollIntervalMs: 250, slowDownStepMs: 250 },
      log: (message: string) => agentLog.push(`${new Date().toISOString()} ${message}`),
    });
    await onboardingPortForPage(page, agent.port);
  }

  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "solerx-e2e-agent-"));
    agentLog = [];
  });
  test.afterEach(async ({ page: _page }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach("agent-log", { body: agentLog.join("\n"), contentType: "text/plain" });
    }
    await agent?.close();
    agent = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("onboards the device through sign-in and says so when it is already authorized", async ({ page }, testInfo) => {
    const shot = stepShooter(page, testInfo);
    await startAgent(page, `${baseURL}/oauth`);

    await page.goto("/onboard");
    await expect(page).toHaveURL(/\/oauth\/device$/);
    await expect(page.getByRole("heading", { name: "Confirm the device" })).toBeVisible();
    await shot("confirm-code");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/oauth\/interaction\//);
    await page.getByLabel("E-mail").fill(DEMO.email);
    await page.getByLabel("Password").fill(DEMO.password);
    await shot("sign-in");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(/\/onboard\?onboarded=1$/);
    await expect(page.getByText("This device is now onboarded to SoleRx.")).toBeVisible();
    await shot("onboarded");

    await page.goto("/onboard");
    await expect(page.getByRole("alert")).toContainText(APP_TEXTS.onboardingAlreadyAuthorized);
    await shot("already-authorized");
  });

  test("asks to check the stack when the agent belongs to another one", async ({ page }, testInfo) => {
    const shot = stepShooter(page, testInfo);
    await startAgent(page, "https://solerx.example/oauth");
    await page.goto("/onboard");
    await expect(page.getByRole("alert")).toContainText(APP_TEXTS.onboardingWrongStack);
    await shot("wrong-stack");
  });
});
