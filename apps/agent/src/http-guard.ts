// The one HTTP guard of both local agents (scanner and onboarding). They listen on the loopback, but any web page
// the clinician opens can still send requests to them; so:
//  - the Host header must name this machine on the agent's port, or a page on a rebound DNS name (evil.example
//    resolving to 127.0.0.1) would pass as same-origin and read the answers;
//  - a browser request must come from the web app's origin, and a request from no browser (no Origin) may read;
//  - a request that changes state (anything but GET, HEAD and OPTIONS, and reads that restart a flow) needs the
//    app's origin, so neither another page (a form post or an image tag sends no CORS preflight) nor a stray
//    script can act through the agent.
import type { IncomingMessage, ServerResponse } from "node:http";
import { LOCAL_HOSTNAMES } from "@solerx/domain/settings";

export interface GuardPolicy {
  /** The port the agent listens on, known once it listens. */
  port: () => number;
  /** The web app's origins (PUBLIC_URL's, see packages/domain's appOrigins). */
  appOrigins: readonly string[];
}

export type Verdict = { allowed: true; appOrigin: string | undefined } | { allowed: false; reason: string };

const READ_METHODS = ["GET", "HEAD", "OPTIONS"];

/** Whether the method changes state; a read that restarts something says so to `checkRequest` itself. */
export function changesState(method: string | undefined): boolean {
  return !READ_METHODS.includes((method ?? "GET").toUpperCase());
}

export function checkRequest(
  request: Pick<IncomingMessage, "method" | "headers">,
  policy: GuardPolicy,
  options: { changesState?: boolean } = {},
): Verdict {
  const host = (request.headers.host ?? "").toLowerCase();
  if (!LOCAL_HOSTNAMES.some((name) => host === `${name}:${policy.port()}`)) {
    return { allowed: false, reason: "The agent answers requests for this PC's own address (localhost) only." };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !policy.appOrigins.includes(origin)) {
    return { allowed: false, reason: "This origin may not call the agent." };
  }
  if (origin === undefined && (options.changesState ?? changesState(request.method))) {
    return { allowed: false, reason: "Only the SoleRx web app may change what the agent does." };
  }
  return { allowed: true, appOrigin: origin };
}

/** CORS for the web app's origin only; other origins get no CORS headers (and were refused above). */
export function allowAppOrigin(
  response: ServerResponse,
  appOrigin: string | undefined,
  preflight: { methods: string; headers: string },
): void {
  if (appOrigin === undefined) return;
  response.setHeader("access-control-allow-origin", appOrigin);
  response.setHeader("vary", "Origin");
  response.setHeader("access-control-allow-methods", preflight.methods);
  response.setHeader("access-control-allow-headers", preflight.headers);
  // Chrome's private network access: a public site may call a local agent only if the agent agrees.
  response.setHeader("access-control-allow-private-network", "true");
}
