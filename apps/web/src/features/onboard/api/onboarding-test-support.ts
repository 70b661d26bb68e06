// What the onboarding feature's tests share: the agent client's settings around a given fetch, and the kind of
// the OnboardingError a promise rejects with.
import { AGENT, ONBOARDING_TIMING } from "@solerx/domain/common";
import { systemClock } from "../../../lib/clock";
import { type AgentClientDeps, OnboardingError } from "./onboarding-agent";

/** The spec's port, retries and timings, with the test's fetch. */
export function agentDeps(fetch: typeof globalThis.fetch): AgentClientDeps {
  return {
    fetch,
    clock: systemClock,
    port: AGENT.onboardingPort,
    retries: AGENT.onboardingRetries,
    retryDelayMs: ONBOARDING_TIMING.agentRetryDelayMs,
    requestTimeoutMs: ONBOARDING_TIMING.agentRequestTimeoutMs,
  };
}

export async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof OnboardingError)) throw new Error(`expected an OnboardingError, got ${String(error)}`);
  return error.kind;
}
