// Finding the onboarding agent and reading its answers, with a scripted fetch and fake timers.

import { AGENT, ONBOARDING_TIMING } from "@solerx/domain/common";
import type { OnboardingDevice } from "@solerx/domain/onboarding";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findAgent, requestDeviceCode } from "./onboarding-agent";
import { agentDeps, kindOf } from "./onboarding-test-support";

const HTTP = `http://localhost:${AGENT.onboardingPort}`;
const HTTPS = `https://localhost:${AGENT.onboardingPort}`;
const DEVICE: OnboardingDevice = {
  deviceId: "d-1",
  issuer: "http://localhost:8080/oauth",
  clientId: "solerx-customer",
  authorized: false,
  authorizedAt: null,
  pending: false,
  version: "0.1.0",
};

type Answer = Response | "refused" | "hang";

/** A fetch answering each address from a script: a response, a refused connection, or no answer at all. */
function scriptedFetch(answer: (url: string, call: number) => Answer) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(url);
    const result = answer(url, calls.length);
    if (result === "refused") throw new TypeError("Failed to fetch");
    if (result === "hang") {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    }
    return result;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("findAgent", () => {
  it("asks http and https at once and takes the one that answers", async () => {
    const orders: Array<[string, string]> = [
      [HTTP, HTTPS],
      [HTTPS, HTTP],
    ];
    for (const [answering, silent] of orders) {
      const { fetch, calls } = scriptedFetch((url) => (url.startsWith(answering) ? json(200, DEVICE) : "hang"));
      const found = await findAgent(agentDeps(fetch));
      expect(found).toEqual({ base: answering, device: DEVICE });
      expect(calls.sort()).toEqual([`${HTTP}/agent/api/v1/device`, `${HTTPS}/agent/api/v1/device`]);
      expect(calls.some((url) => url.startsWith(silent))).toBe(true);
    }
  });

  it("retries 3 times, a second apart, before saying the agent was not found", async () => {
    const { fetch, calls } = scriptedFetch(() => "refused");
    const result = kindOf(findAgent(agentDeps(fetch)));
    await vi.advanceTimersByTimeAsync(3 * ONBOARDING_TIMING.agentRetryDelayMs - 1);
    // Three attempts so far (both protocols each), the last retry still to come.
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe("agentNotFound");
    expect(calls).toHaveLength(2 * (1 + AGENT.onboardingRetries));
  });

  it("finds an agent that starts answering on the last retry", async () => {
    const { fetch } = scriptedFetch((url, call) => (call > 6 && url.startsWith(HTTP) ? json(200, DEVICE) : "refused"));
    const found = findAgent(agentDeps(fetch));
    await vi.runAllTimersAsync();
    expect((await found).base).toBe(HTTP);
  });

  it("counts a request without an answer as failed after its time-out", async () => {
    const { fetch, calls } = scriptedFetch(() => "hang");
    const result = kindOf(findAgent(agentDeps(fetch)));
    await vi.advanceTimersByTimeAsync(ONBOARDING_TIMING.agentRequestTimeoutMs);
    expect(calls).toHaveLength(2);
    await vi.runAllTimersAsync();
    expect(await result).toBe("agentNotFound");
  });

  it("reports a connection issue when the agent answers with an error or nonsense", async () => {
    for (const answer of [json(500, { error: "internal" }), json(200, { hello: "world" }), new Response("<html>")]) {
      const { fetch } = scriptedFetch((url) => (url.startsWith(HTTP) ? answer.clone() : "refused"));
      expect(await kindOf(findAgent(agentDeps(fetch)))).toBe("agentConnection");
    }
  });
});

describe("requestDeviceCode", () => {
  const code = {
    user_code: "BCDF-GHJK",
    verification_uri: "http://localhost:8080/oauth/device",
    expires_in: 600,
    interval: 5,
  };

  it("returns the agent's device code from the address that answered before", async () => {
    const { fetch, calls } = scriptedFetch(() => json(200, code));
    expect(await requestDeviceCode(agentDeps(fetch), HTTPS)).toEqual(code);
    expect(calls).toEqual([`${HTTPS}/agent/api/v1/devicecode`]);
  });

  it("maps the agent's refusals to the onboarding errors", async () => {
    const cases: Array<[Response, string]> = [
      [json(409, { error: "already_authorized", message: "x" }), "alreadyAuthorized"],
      [json(502, { error: "client_rejected", message: "x" }), "wrongStack"],
      [json(502, { error: "provider_unreachable", message: "x" }), "agentCommunication"],
      [json(500, "oops"), "agentCommunication"],
      [json(200, { user_code: "only" }), "agentCommunication"],
    ];
    for (const [answer, kind] of cases) {
      const { fetch } = scriptedFetch(() => answer.clone());
      expect(await kindOf(requestDeviceCode(agentDeps(fetch), HTTP))).toBe(kind);
    }
  });

  it("reports a communication issue when the agent stops answering, after the retries", async () => {
    const { fetch, calls } = scriptedFetch(() => "refused");
    const result = kindOf(requestDeviceCode(agentDeps(fetch), HTTP));
    await vi.runAllTimersAsync();
    expect(await result).toBe("agentCommunication");
    expect(calls).toHaveLength(1 + AGENT.onboardingRetries);
  });
});
