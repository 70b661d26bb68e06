// /onboard: device onboarding, without the shell (spec 000 §2, §4 "Onboarding").
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { defaultAgentClientDeps } from "../../features/onboard/api/onboarding-agent";
import { OnboardScreen } from "../../features/onboard/components/onboard-screen";
import { useOnboarding } from "../../features/onboard/hooks/use-onboarding";
import { RETURNED_PARAM } from "../../features/onboard/lib/onboarding-flow";
import { agentPorts, getConfig } from "../../lib/config";

/** Leaves the app for the provider's verification page. */
function leaveFor(url: string): void {
  globalThis.location.assign(url);
}

export function Component() {
  const config = getConfig();
  const { issuer, contactEmail } = config;
  const onboardingPort = agentPorts(config).onboarding;
  const deps = useMemo(() => defaultAgentClientDeps(onboardingPort), [onboardingPort]);
  const { search } = useLocation();
  const routerNavigate = useNavigate();
  const stack = useMemo(() => ({ issuer, appOrigin: globalThis.location.origin }), [issuer]);
  const restart = useCallback(() => routerNavigate(paths.onboard, { replace: true }), [routerNavigate]);
  const { state, retry } = useOnboarding({ stack, search, navigate: leaveFor, restart, deps });
  const returned = new URLSearchParams(search).has(RETURNED_PARAM);
  return <OnboardScreen state={state} returned={returned} onRetry={retry} contactEmail={contactEmail} />;
}
