// End to end: the real server (provider, sign-in pages, API) listening on a free port, the onboarding agent beside
// it, and a person in a cookie-keeping HTTP client approving the device. The agent's waits between token requests
// are driven by the test, so nothing depends on real time.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ONBOARDING_TIMING } from "@solerx/domain/common";
import {
  CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
  CUSTOMER_CLIENT_ID,
  ONBOARDING_AGENT_API,
  OnboardingAgentError,
  OnboardingDevice,
  OnboardingDeviceCode,
} from "@solerx/domain/onboarding";
import type { FastifyInstance } from "fastify";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, expect, it } from "vitest";
// An integration test may join two apps (see .dependency-cruiser.cjs); the product code never does.
import { buildApp } from "../../../server/src/app";
import type { DatabaseHandle } from "../../../server/src/db/database";
import { DEMO_PASSWORD } from "../../../server/src/seed";
import { approveDevice, Browser, fetchSend } from "../../../server/src/test/device-approval";
import { createTestDatabase, type TestDatabase, testConfig } from "../../../server/src/test/test-app";
import { DeviceStore, TOKENS_FILE } from "./device-store";
import { type RunningOnboardingAgent, startOnboardingAgent } from "./onboarding-agent";
import type { Sleep } from "./token-poller";

/** The agent's sleeps, released one at a time by the test. */
class DrivenSleep {
  readonly requested: number[] = [];
  private release: (() => void) | undefined;
  private onSleep: (() => void) | undefined;

  readonly sleep: Sleep = (ms, signal) =>
    new Promise((resolve) => {
      this.requested.push(ms);
      this.release = resolve;
      signal.addEventListener("abort", () => resolve(), { once: true });
      this.onSleep?.();
    });

  /** Resolves when the agent is waiting for its next token request. */
  async waiting(): Promise<void> {
    if (this.release) return;
    await new Promise<void>((resolve) => {
      this.onSleep = resolve;
    });
  }

  /** Ends the agent's current wait, so it asks the token endpoint once. */
  async tick(): Promise<void> {
    await this.waiting();
    const release = this.release;
    this.release = undefined;
    this.onSleep = undefined;
    release?.();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let database: TestDatabase;
let handle: DatabaseHandle;
let app: FastifyInstance;
let publicUrl: string;
let issuer: string;
let dataDir: string;
const driven = new DrivenSleep();
let agent: RunningOnboardingAgent;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await database.open();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  issuer = `${publicUrl}/oauth`;
  app = await buildApp(testConfig({ ...database.settings, port, publicUrl }), { database: handle });
  await app.listen({ port, host: "127.0.0.1" });
  dataDir = mkdtempSync(join(tmpdir(), "solerx-onboarding-"));
  agent = await startOnboardingAgent({
    port: 0,
    issuer,
    clientSecret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
    dataDir,
    allowedOrigins: [publicUrl],
    sleep: driven.sleep,
  });
});

afterAll(async () => {
  await agent?.close();
  await app?.close();
  await handle?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function callAgent(route: "/device" | "/devicecode", port = agent.port) {
  const response = await fetch(`http://localhost:${port}${ONBOARDING_AGENT_API}${route}`, {
    headers: { origin: publicUrl },
  });
  expect(response.headers.get("access-control-allow-origin")).toBe(publicUrl);
  return { status: response.status, body: (await response.json()) as unknown };
}

it("onboards a device through the provider's device flow, end to end", async () => {
  const before = OnboardingDevice.parse((await callAgent("/device")).body);
  expect(before).toMatchObject({ issuer, clientId: CUSTOMER_CLIENT_ID, authorized: false, pending: false });

  const started = await callAgent("/devicecode");
  expect(started.status).toBe(200);
  const code = OnboardingDeviceCode.parse(started.body);
  expect(code.verification_uri).toBe(`${issuer}/device`);
  expect(code.verification_uri_complete).toBe(`${issuer}/device?user_code=${code.user_code}`);
  expect(OnboardingDevice.parse((await callAgent("/device")).body).pending).toBe(true);

  // Before the person approves, the provider says authorization_pending and the agent keeps waiting.
  await driven.tick();
  await driven.waiting();
  // The provider names no interval, so the agent waits RFC 8628's 5 seconds between requests.
  expect(driven.requested).toEqual([ONBOARDING_TIMING.tokenPollIntervalMs, ONBOARDING_TIMING.tokenPollIntervalMs]);

  const returnUri = `${publicUrl}/onboard?onboarded=1`;
  const browser = new Browser(fetchSend);
  const approval = await approveDevice(browser, {
    verificationUrl: `${code.verification_uri_complete}&return_uri=${encodeURIComponent(returnUri)}`,
    issuer,
    email: "demo@solerx.test",
    password: DEMO_PASSWORD,
  });
  expect(approval.confirmPage.body).toContain(code.user_code);
  expect(approval.final.location).toBe(returnUri);

  const outcome = agent.settled();
  await driven.tick();
  expect((await outcome)?.kind).toBe("authorized");

  // The stored token is a valid access token of the provider, for the API, and the API accepts it.
  const stored = await new DeviceStore(dataDir).readTokens();
  if (!stored) throw new Error("no tokens stored");
  expect(stored.refreshToken).toBeTruthy();
  expect(statSync(join(dataDir, TOKENS_FILE)).mode & 0o777).toBe(0o600);
  const { payload } = await jwtVerify(stored.accessToken, createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
    issuer,
    audience: `${publicUrl}/api/v1`,
  });
  expect(payload.client_id).toBe(CUSTOMER_CLIENT_ID);
  // A real token of the provider, but the device's: the clinic API, which is the operator's, refuses it.
  const api = await fetch(`${publicUrl}/api/v1/store/employee/${payload.sub}`, {
    headers: { authorization: `Bearer ${stored.accessToken}` },
  });
  expect(api.status).toBe(401);

  const after = OnboardingDevice.parse((await callAgent("/device")).body);
  expect(after).toMatchObject({ authorized: true, pending: false, deviceId: before.deviceId });
  const again = await callAgent("/devicecode");
  expect(again.status).toBe(409);
  expect(OnboardingAgentError.parse(again.body).error).toBe("already_authorized");
});

it("is still authorized after the agent restarts", async () => {
  const restarted = await startOnboardingAgent({
    port: 0,
    issuer,
    clientSecret: CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
    dataDir,
    allowedOrigins: [publicUrl],
  });
  try {
    const device = OnboardingDevice.parse((await callAgent("/device", restarted.port)).body);
    expect(device.authorized).toBe(true);
  } finally {
    await restarted.close();
  }
});

it("tells the page when the provider refuses the device's client (another stack's secret)", async () => {
  const stranger = await startOnboardingAgent({
    port: 0,
    issuer,
    clientSecret: "another-stack-secret",
    dataDir: join(dataDir, "stranger"),
    allowedOrigins: [publicUrl],
  });
  try {
    const answer = await callAgent("/devicecode", stranger.port);
    expect(answer.status).toBe(502);
    expect(OnboardingAgentError.parse(answer.body).error).toBe("client_rejected");
  } finally {
    await stranger.close();
  }
});
