// The route guard (spec 000 §2 "Route guard behaviour") around every route, the start of the sign-in, and where each
// new screen opens (screen-start.ts).
import { useEffect, useMemo, useRef } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { sendKeptSavesOnSignIn } from "../entities/patient/kept-saves";
import { openPatientRecord, usePatientOpen } from "../entities/patient/open-record";
import { setAgentUri, setMobileView, tabState } from "../entities/session/tab-state";
import { startAuth } from "../features/auth/install";
import { SESSION_KEYS, writeJson } from "../lib/storage";
import { decideRoute, type GuardDecision } from "./route-guard";
import { useScreenStart } from "./screen-start";

function applyDecision(decision: GuardDecision): void {
  if (decision.mobileView) setMobileView();
  if (decision.callback) writeJson("session", SESSION_KEYS.callback, decision.callback);
  if (decision.agentUri) setAgentUri(decision.agentUri);
  if (decision.error) tabState.set({ routeError: decision.error });
  if (decision.openPatient) openPatientRecord(decision.openPatient);
}

export function RootLayout() {
  const location = useLocation();
  const patientOpen = usePatientOpen();
  useScreenStart();
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
  // Edits kept from an earlier page go out once the operator is signed in, whatever screen opens first.
  useEffect(() => sendKeptSavesOnSignIn(), []);

  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    const path = location.pathname + location.search;
    if (lastPath.current !== null && lastPath.current !== path) tabState.set({ previousPath: lastPath.current });
    lastPath.current = path;
  }, [location.pathname, location.search]);

  if (decision.redirectTo) return <Navigate to={decision.redirectTo} replace />;
  return <Outlet />;
}
