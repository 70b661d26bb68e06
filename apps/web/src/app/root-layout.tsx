// The route guard (spec 000 §2 "Route guard behaviour") around every route, and the start of the sign-in.
import { useEffect, useMemo, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { startAuth } from "../features/auth/install";
import { decideRoute, type GuardDecision } from "../lib/route-guard";
import { SESSION_KEYS, writeItem, writeJson } from "../lib/storage";
import { getAppState, setAppState, useAppState } from "../stores/app-state";

function applyDecision(decision: GuardDecision): void {
  if (decision.mobileView) {
    writeItem("session", SESSION_KEYS.mobileView, "1");
    setAppState({ mobileView: true });
  }
  if (decision.callback) writeJson("session", SESSION_KEYS.callback, decision.callback);
  if (decision.agentUri) {
    writeItem("session", SESSION_KEYS.agentUri, decision.agentUri);
    setAppState({ agentUri: decision.agentUri });
  }
  if (decision.error) setAppState({ routeError: decision.error });
  const next = decision.openPatient;
  const current = getAppState().openPatient;
  if (next && (next.id !== current?.id || next.orderId !== current?.orderId)) setAppState({ openPatient: next });
}

export function RootLayout() {
  const location = useLocation();
  const patientOpen = useAppState((state) => state.openPatient !== null);
  const decision = useMemo(
    () =>
      decideRoute({
        pathname: location.pathname,
        search: location.search,
        patientOpen,
        devServer: import.meta.env.DEV,
      }),
    [location.pathname, location.search, patientOpen],
  );

  // Declared before the start effect: a returned code is stored before the sign-in looks for it.
  useEffect(() => applyDecision(decision), [decision]);
  useEffect(() => startAuth(), []);

  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname + location.search;
    if (lastPath.current !== null && lastPath.current !== path) setAppState({ previousPath: lastPath.current });
    lastPath.current = path;
  }, [location.pathname, location.search]);

  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
