// The route guard of spec 000 §2, as a pure decision over the address the browser is at. The app's root layout
// applies the decision; tests call it directly.
import { normalizePath, paths, routeOf } from "../config/paths";
import type { OpenPatient } from "../entities/patient/open-record";
import type { RouteError } from "../entities/session/tab-state";

export interface GuardInput {
  pathname: string;
  search: string;
  /** A patient record is open (from an earlier `id`). */
  patientOpen: boolean;
  /** Running in the Vite development server, where the patient redirect is off. */
  devServer: boolean;
}

export interface GuardDecision {
  /** `hide_close_button` is in the query: the mobile-app view is switched on. */
  mobileView: boolean;
  /** The provider sent the user back with code and state. */
  callback: { code: string; state: string } | null;
  /** `id` (and `order_id`) name the patient record to open once signed in. */
  openPatient: OpenPatient | null;
  /** `agenturi` sets the scanning agent's address. */
  agentUri: string | null;
  /** `error` (with error_description, error_details) shows the error screen. */
  error: RouteError | null;
  /** Where to send the user instead (replacing the current history entry), if anywhere. */
  redirectTo: string | null;
}

export function decideRoute(input: GuardInput): GuardDecision {
  const params = new URLSearchParams(input.search);
  const pathname = normalizePath(input.pathname);
  const id = nonEmpty(params.get("id"));
  const decision: GuardDecision = {
    mobileView: params.has("hide_close_button") && !["false", "0"].includes(params.get("hide_close_button") ?? ""),
    callback: null,
    openPatient: null,
    agentUri: nonEmpty(params.get("agenturi")),
    error: null,
    redirectTo: null,
  };

  const code = nonEmpty(params.get("code"));
  const state = nonEmpty(params.get("state"));
  if (code && state) {
    decision.callback = { code, state };
    decision.redirectTo =
      pathname.includes("landmark") && id ? `${paths.landmarks}?id=${encodeURIComponent(id)}` : paths.home;
    return decision;
  }

  const error = nonEmpty(params.get("error"));
  if (error) {
    decision.error = {
      error,
      description: params.get("error_description") ?? "",
      details: params.get("error_details") ?? "",
    };
    return decision;
  }

  if (id) decision.openPatient = { id, orderId: nonEmpty(params.get("order_id")) };

  // "/ and /index redirect to /patients" (the route table), with the query kept.
  if (pathname === paths.home || pathname === paths.index) {
    decision.redirectTo = `${paths.patients}${input.search}`;
    return decision;
  }

  // An unknown address, or a screen of the record with no record named or open, shows the patient list.
  const needsPatient = routeOf(pathname)?.needsPatient ?? true;
  if (!input.devServer && !id && !input.patientOpen && needsPatient) {
    decision.redirectTo = paths.patients;
  }
  return decision;
}

function nonEmpty(value: string | null): string | null {
  return value !== null && value.trim() !== "" ? value : null;
}
