// Runs device onboarding for the /onboard screen and says where it stands. Coming back from the provider
// (?onboarded=1) it waits for the agent's token instead of starting again.
import { useCallback, useEffect, useState } from "react";
import {
  type AgentClientDeps,
  defaultAgentClientDeps,
  OnboardingError,
  type OnboardingErrorKind,
} from "../api/onboarding-agent";
import { beginOnboarding, confirmOnboarded, RETURNED_PARAM, type StackContext } from "../lib/onboarding-flow";

export type OnboardingState =
  | { step: "searching" }
  | { step: "requesting" }
  | { step: "redirecting"; userCode: string }
  | { step: "confirming" }
  | { step: "done" }
  | { step: "error"; kind: OnboardingErrorKind };

export interface OnboardingOptions {
  stack: StackContext;
  /** The page's query string. */
  search: string;
  /** Leaves for the provider's verification page. */
  navigate: (url: string) => void;
  /** Starts over at /onboard without the return marker. */
  restart: () => void;
  deps?: AgentClientDeps;
}

function errorKind(error: unknown): OnboardingErrorKind {
  return error instanceof OnboardingError ? error.kind : "agentCommunication";
}

export function useOnboarding({ stack, search, navigate, restart, deps }: OnboardingOptions) {
  const returned = new URLSearchParams(search).has(RETURNED_PARAM);
  const [state, setState] = useState<OnboardingState>({ step: returned ? "confirming" : "searching" });
  const [attempt, setAttempt] = useState(0);
  const { issuer, appOrigin } = stack;

  useEffect(() => {
    // attempt: "Try again" runs the effect anew.
    void attempt;
    let live = true;
    const update = (next: OnboardingState) => {
      if (live) setState(next);
    };
    const clientDeps = deps ?? defaultAgentClientDeps();
    const context = { issuer, appOrigin };
    if (returned) {
      update({ step: "confirming" });
      confirmOnboarded(clientDeps, context).then(
        () => update({ step: "done" }),
        (error: unknown) => update({ step: "error", kind: errorKind(error) }),
      );
    } else {
      update({ step: "searching" });
      beginOnboarding(clientDeps, context, () => update({ step: "requesting" })).then(
        (started) => {
          if (!live) return;
          update({ step: "redirecting", userCode: started.userCode });
          navigate(started.redirectTo);
        },
        (error: unknown) => update({ step: "error", kind: errorKind(error) }),
      );
    }
    return () => {
      live = false;
    };
  }, [attempt, returned, issuer, appOrigin, navigate, deps]);

  // Back from the provider, trying again means onboarding again from the start.
  const retry = useCallback(() => (returned ? restart() : setAttempt((value) => value + 1)), [returned, restart]);
  return { state, retry };
}
