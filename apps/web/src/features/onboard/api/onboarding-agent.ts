// Calls to the local onboarding agent (spec 000 §7 "Onboarding agent"): on localhost, http and https tried in
// parallel (the first that answers wins), each call retried 3 times; failures become the onboarding errors of
// spec 000 §8.

import { AGENT, ONBOARDING_TIMING } from "@solerx/domain/common";
import {
  ONBOARDING_AGENT_API,
  OnboardingAgentError,
  OnboardingDevice,
  OnboardingDeviceCode,
} from "@solerx/domain/onboarding";
import type { z } from "zod";
import { type Clock, systemClock } from "../../../lib/clock";

export type OnboardingErrorKind =
  | "agentNotFound"
  | "agentConnection"
  | "agentCommunication"
  | "wrongStack"
  | "alreadyAuthorized";

export class OnboardingError extends Error {
  constructor(readonly kind: OnboardingErrorKind) {
    super(kind);
    this.name = "OnboardingError";
  }
}

export interface AgentClientDeps {
  fetch: typeof fetch;
  clock: Clock;
  port: number;
  /** Retries after a first failed attempt. */
  retries: number;
  retryDelayMs: number;
  requestTimeoutMs: number;
}

/** The real agent on this PC, at the installation's onboarding port (ONBOARDING_PORT, else the spec's 2381). */
export const defaultAgentClientDeps = (port: number = AGENT.onboardingPort): AgentClientDeps => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  clock: systemClock,
  port,
  retries: AGENT.onboardingRetries,
  retryDelayMs: ONBOARDING_TIMING.agentRetryDelayMs,
  requestTimeoutMs: ONBOARDING_TIMING.agentRequestTimeoutMs,
});

/** The agent's address over both protocols, http first. */
export function agentBases(port: number): string[] {
  return [`http://localhost:${port}`, `https://localhost:${port}`];
}

/** No answer at all, over any protocol, after every attempt. */
class Unreachable extends Error {}

function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => clock.setTimeout(resolve, ms));
}

/** One GET that fails after the time-out; resolves with any HTTP answer, rejects when there is none. */
async function getOnce(deps: AgentClientDeps, url: string, cancel: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  cancel.addEventListener("abort", abort, { once: true });
  const timer = deps.clock.setTimeout(abort, deps.requestTimeoutMs);
  try {
    return await deps.fetch(url, { method: "GET", signal: controller.signal, cache: "no-store" });
  } finally {
    deps.clock.clearTimeout(timer);
    cancel.removeEventListener("abort", abort);
  }
}

/** GET `path` from each base at once; the first HTTP answer wins and the other request is dropped. */
async function getFirst(
  deps: AgentClientDeps,
  bases: string[],
  path: string,
): Promise<{ base: string; response: Response }> {
  const loser = new AbortController();
  try {
    return await Promise.any(
      bases.map(async (base) => ({ base, response: await getOnce(deps, `${base}${path}`, loser.signal) })),
    );
  } finally {
    loser.abort();
  }
}

/** getFirst, tried again after a delay while no base answers at all. */
async function getWithRetries(deps: AgentClientDeps, bases: string[], path: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getFirst(deps, bases, path);
    } catch {
      if (attempt >= deps.retries) throw new Unreachable();
      await sleep(deps.clock, deps.retryDelayMs);
    }
  }
}

async function parse<T>(response: Response, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface FoundAgent {
  /** The address that answered: http://localhost:2381 or https://localhost:2381. */
  base: string;
  device: OnboardingDevice;
}

/** Finds the agent: GET /device over http and https. Not found, or found but not making sense, are told apart. */
export async function findAgent(deps: AgentClientDeps): Promise<FoundAgent> {
  let answer: { base: string; response: Response };
  try {
    answer = await getWithRetries(deps, agentBases(deps.port), `${ONBOARDING_AGENT_API}/device`);
  } catch (error) {
    throw new OnboardingError(error instanceof Unreachable ? "agentNotFound" : "agentConnection");
  }
  const device = answer.response.ok ? await parse(answer.response, OnboardingDevice) : undefined;
  if (!device) throw new OnboardingError("agentConnection");
  return { base: answer.base, device };
}

/** Asks the agent (at the address that answered) to start a device authorization. */
export async function requestDeviceCode(deps: AgentClientDeps, base: string): Promise<OnboardingDeviceCode> {
  let response: Response;
  try {
    response = (await getWithRetries(deps, [base], `${ONBOARDING_AGENT_API}/devicecode`)).response;
  } catch {
    throw new OnboardingError("agentCommunication");
  }
  if (response.ok) {
    const code = await parse(response, OnboardingDeviceCode);
    if (code) return code;
    throw new OnboardingError("agentCommunication");
  }
  const failure = await parse(response, OnboardingAgentError);
  if (failure?.error === "already_authorized") throw new OnboardingError("alreadyAuthorized");
  if (failure?.error === "client_rejected") throw new OnboardingError("wrongStack");
  throw new OnboardingError("agentCommunication");
}

/** The device's state, from the address that answered before. */
export async function readDevice(deps: AgentClientDeps, base: string): Promise<OnboardingDevice> {
  let response: Response;
  try {
    response = (await getWithRetries(deps, [base], `${ONBOARDING_AGENT_API}/device`)).response;
  } catch {
    throw new OnboardingError("agentCommunication");
  }
  const device = response.ok ? await parse(response, OnboardingDevice) : undefined;
  if (!device) throw new OnboardingError("agentCommunication");
  return device;
}
