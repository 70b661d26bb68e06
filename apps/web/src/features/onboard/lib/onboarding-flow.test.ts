// The onboarding steps around the provider's pages, with a scripted agent and fake timers.

import { ONBOARDING_TIMING } from "@solerx/domain/common";
import type { OnboardingDevice } from "@solerx/domain/onboarding";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AgentClientDeps } from "../api/onboarding-agent";
import { agentDeps, kindOf } from "../api/onboarding-test-support";
import { beginOnboarding, confirmOnboarded, verificationAddress } from "./onboarding-flow";

const STACK = { issuer: "https://qa.solerx.example/oauth", appOrigin: "https://qa.solerx.example" };
const DEVICE: OnboardingDevice = {
  deviceId: "d-1",
  issuer: STACK.issuer,
  clientId: "solerx-customer",
  authorized: false,
  authorizedAt: null,
  pending: false,
  version: "0.1.0",
};
const CODE = {
  user_code: "BCDF-GHJK",
  verification_uri: `${STACK.issuer}/device`,
  verification_uri_complete: `${STACK.issuer}/device?user_code=BCDF-GHJK`,
  expires_in: 600,
  interval: 5,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status });
}

/** An agent over http only, answering /device from `devices` in turn (the last one repeats). */
function agent(devices: OnboardingDevice[], code: unknown = CODE): AgentClientDeps {
  let reads = 0;
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("https:")) throw new TypeError("Failed to fetch");
    if (url.endsWith("/devicecode")) return json(code);
    const device = devices[Math.min(reads, devices.length - 1)];
    reads += 1;
    return json(device);
  };
  return agentDeps(fetch as typeof globalThis.fetch);
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("beginOnboarding", () => {
  it("sends the browser to this stack's verification page with the user code and the way back", async () => {
    const started = await beginOnboarding(agent([DEVICE]), STACK);
    expect(started.userCode).toBe("BCDF-GHJK");
    const target = new URL(started.redirectTo);
    expect(`${target.origin}${target.pathname}`).toBe(`${STACK.issuer}/device`);
    expect(target.searchParams.get("user_code")).toBe("BCDF-GHJK");
    expect(target.searchParams.get("return_uri")).toBe(`${STACK.appOrigin}/onboard?onboarded=1`);
  });

  it("refuses an agent onboarded to another stack, and one already authorized", async () => {
    expect(await kindOf(beginOnboarding(agent([{ ...DEVICE, issuer: "https://solerx.example/oauth" }]), STACK))).toBe(
      "wrongStack",
    );
    expect(await kindOf(beginOnboarding(agent([{ ...DEVICE, authorized: true }]), STACK))).toBe("alreadyAuthorized");
  });

  it("never follows a verification address off this stack's provider", async () => {
    const elsewhere = {
      ...CODE,
      verification_uri: "https://evil.example/device",
      verification_uri_complete: undefined,
    };
    expect(await kindOf(beginOnboarding(agent([DEVICE], elsewhere), STACK))).toBe("wrongStack");
  });
});

describe("verificationAddress", () => {
  it("adds the user code when the agent gave only the plain verification address", () => {
    const url = new URL(verificationAddress({ ...CODE, verification_uri_complete: undefined }, STACK));
    expect(url.searchParams.get("user_code")).toBe("BCDF-GHJK");
  });
});

describe("confirmOnboarded", () => {
  it("waits while the agent polls the provider, until it holds its token", async () => {
    const pending = { ...DEVICE, pending: true };
    let done = false;
    const confirmed = confirmOnboarded(agent([pending, pending, { ...DEVICE, authorized: true }]), STACK).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ONBOARDING_TIMING.authorizedPollMs);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(ONBOARDING_TIMING.authorizedPollMs);
    await confirmed;
    expect(done).toBe(true);
  });

  it("reports a communication issue when the agent stopped waiting or the wait ran out", async () => {
    expect(await kindOf(confirmOnboarded(agent([DEVICE]), STACK))).toBe("agentCommunication");
    const forever = kindOf(confirmOnboarded(agent([{ ...DEVICE, pending: true }]), STACK));
    await vi.advanceTimersByTimeAsync(ONBOARDING_TIMING.authorizedWaitMs);
    expect(await forever).toBe("agentCommunication");
  });
});
