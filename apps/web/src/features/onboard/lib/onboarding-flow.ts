// The two halves of device onboarding (spec 000 §4 "Onboarding") around the provider's verification pages:
// before, find the agent, check it belongs to this stack and is not yet authorized, get a device code and build the
// verification address; after (back on /onboard?onboarded=1), wait until the agent holds its token.
import { ONBOARDING_TIMING, type OnboardingTiming } from "@solerx/domain/common";
import {
  type AgentClientDeps,
  findAgent,
  OnboardingError,
  readDevice,
  requestDeviceCode,
} from "../api/onboarding-agent";

/** The query parameter of the return address that says the person came back from approving the device. */
export const RETURNED_PARAM = "onboarded";

export interface StackContext {
  /** This stack's OpenID issuer (from /config.json). */
  issuer: string;
  /** The web app's origin, where the browser comes back to. */
  appOrigin: string;
}

function sameIssuer(a: string, b: string): boolean {
  return a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
}

export function returnUri(appOrigin: string): string {
  return `${appOrigin}/onboard?${RETURNED_PARAM}=1`;
}

/**
 * The verification address with the user code (the standard's `user_code`; verification_uri_complete already has
 * it) and `return_uri`. Only an address on this stack's provider is followed: a local program pretending to be the
 * agent must not send the browser elsewhere.
 */
export function verificationAddress(
  code: { user_code: string; verification_uri: string; verification_uri_complete?: string | undefined },
  stack: StackContext,
): string {
  const target = new URL(code.verification_uri_complete ?? code.verification_uri);
  if (target.origin !== new URL(stack.issuer).origin) throw new OnboardingError("wrongStack");
  if (!target.searchParams.has("user_code")) target.searchParams.set("user_code", code.user_code);
  target.searchParams.set("return_uri", returnUri(stack.appOrigin));
  return target.toString();
}

export interface Started {
  userCode: string;
  redirectTo: string;
}

export async function beginOnboarding(
  deps: AgentClientDeps,
  stack: StackContext,
  onProgress: (step: "requesting") => void = () => {},
): Promise<Started> {
  const { base, device } = await findAgent(deps);
  if (!sameIssuer(device.issuer, stack.issuer)) throw new OnboardingError("wrongStack");
  if (device.authorized) throw new OnboardingError("alreadyAuthorized");
  onProgress("requesting");
  const code = await requestDeviceCode(deps, base);
  return { userCode: code.user_code, redirectTo: verificationAddress(code, stack) };
}

/** Back from the verification pages: resolves once the agent holds its token, else fails after the wait. */
export async function confirmOnboarded(
  deps: AgentClientDeps,
  stack: StackContext,
  timing: Pick<OnboardingTiming, "authorizedPollMs" | "authorizedWaitMs"> = ONBOARDING_TIMING,
): Promise<void> {
  const { base, device } = await findAgent(deps);
  if (!sameIssuer(device.issuer, stack.issuer)) throw new OnboardingError("wrongStack");
  const deadline = deps.clock.now() + timing.authorizedWaitMs;
  let current = device;
  while (!current.authorized) {
    // The agent polls the provider at its own pace; when it stopped waiting, the approval did not reach it.
    if (!current.pending || deps.clock.now() >= deadline) throw new OnboardingError("agentCommunication");
    await new Promise<void>((resolve) => deps.clock.setTimeout(resolve, timing.authorizedPollMs));
    current = await readDevice(deps, base);
  }
}
