// The onboarding agent's HTTP face on localhost (spec 000 §7 "Onboarding agent"): GET /agent/api/v1/device and
// GET /agent/api/v1/devicecode, with CORS for the web app's origins only. Requests naming another host are refused,
// so a web page cannot reach the agent through DNS rebinding.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ONBOARDING_AGENT_API, type OnboardingAgentError } from "@solerx/domain";
import { OnboardingFailure, type OnboardingService } from "./onboarding-service";

export interface HttpOptions {
  service: OnboardingService;
  /** Browser origins allowed to call the agent (the clinic web app). */
  allowedOrigins: readonly string[];
  /** The port the agent listens on, known once it listens. */
  port: () => number;
  log: (message: string) => void;
}

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, error: OnboardingAgentError["error"], message: string) {
  send(response, status, { error, message } satisfies OnboardingAgentError);
}

export function onboardingHandler(options: HttpOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const host = request.headers.host ?? "";
    if (!LOCAL_HOSTS.some((name) => host === `${name}:${options.port()}`)) {
      return refuse(response, 403, "forbidden", "The onboarding agent answers on localhost only.");
    }
    const origin = request.headers.origin;
    if (origin !== undefined) {
      // Non-browser clients send no Origin; browsers must come from the clinic web app.
      if (!options.allowedOrigins.includes(origin)) {
        return refuse(response, 403, "forbidden", "This origin may not call the onboarding agent.");
      }
      response.setHeader("access-control-allow-origin", origin);
      response.setHeader("vary", "Origin");
    }
    if (request.method === "OPTIONS") {
      response.setHeader("access-control-allow-methods", "GET, OPTIONS");
      response.setHeader("access-control-allow-headers", "content-type");
      // Chrome's private network access: a public site may call this local agent only if the agent agrees.
      response.setHeader("access-control-allow-private-network", "true");
      response.writeHead(204).end();
      return;
    }
    const path = new URL(request.url ?? "/", "http://agent").pathname;
    const route = path.startsWith(`${ONBOARDING_AGENT_API}/`) ? path.slice(ONBOARDING_AGENT_API.length) : undefined;
    if (route !== "/device" && route !== "/devicecode") {
      return refuse(response, 404, "not_found", "Not Found");
    }
    if (request.method !== "GET") {
      response.setHeader("allow", "GET, OPTIONS");
      return refuse(response, 405, "method_not_allowed", "Method Not Allowed");
    }
    try {
      if (route === "/device") return send(response, 200, await options.service.device());
      return send(response, 200, await options.service.startDeviceAuthorization());
    } catch (error) {
      if (error instanceof OnboardingFailure) return refuse(response, error.status, error.code, error.message);
      options.log(`onboarding: ${route} failed: ${error instanceof Error ? error.stack : String(error)}`);
      refuse(response, 500, "internal", "Internal Server Error");
    }
  };
}
