// The route guard of spec 000 §2, as a pure decision over the address the browser is at. The app's root layout
// applies the decision; tests call it directly.
import type { OpenPatient, RouteError } from "../stores/app-state";

/**
 * Paths a user may be on with no patient record open. The spec's list, plus /onboard: device onboarding is done
 * by a customer with no patient at all, and would otherwise be unreachable.
 */
export const PATIENT_FREE_PATHS: readonly string[] = [
  "/",
  "/index",
  "/patients",
  "/getting-started",
  "/saved-rx",
  "/saved-rx-list",
  "/privacy-policy",
  "/usbagent",
  "/onboard",
];

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

/** Without a trailing slash, so /patients/ counts as /patients. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function decideRoute(input: GuardInput): GuardDecision {
  const params = new URLSearchParams(input.search);
  const pathname = normalisePath(input.pathname);
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
    decision.redirectTo = pathname.includes("landmark") && id ? `/landmarks?id=${encodeURIComponent(id)}` : "/";
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
  if (pathname === "/" || pathname === "/index") {
    decision.redirectTo = `/patients${input.search}`;
    return decision;
  }

  if (!input.devServer && !id && !input.patientOpen && !PATIENT_FREE_PATHS.includes(pathname)) {
    decision.redirectTo = "/patients";
  }
  return decision;
}

function nonEmpty(value: string | null): string | null {
  return value !== null && value.trim() !== "" ? value : null;
}
