// The onboarding agent's HTTP face on localhost (spec 000 §7 "Onboarding agent"): GET /agent/api/v1/device and
// GET /agent/api/v1/devicecode, behind the agents' one HTTP guard (../http-guard.ts): the local host only, the web
// app's origin for CORS, and the app's origin to (re)start a device authorization.
import type { IncomingMessage, ServerResponse } from "node:http";
import { ONBOARDING_AGENT_API, type OnboardingAgentError } from "@solerx/domain/onboarding";
import { allowAppOrigin, changesState, checkRequest } from "../http-guard";
import { OnboardingFailure, type OnboardingService } from "./onboarding-service";

export interface HttpOptions {
  service: OnboardingService;
  /** Browser origins allowed to call the agent (the clinic web app). */
  allowedOrigins: readonly string[];
  /** The port the agent listens on, known once it listens. */
  port: () => number;
  log: (message: string) => void;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

function refuse(response: ServerResponse, status: number, error: OnboardingAgentError["error"], message: string) {
  send(response, status, { error, message } satisfies OnboardingAgentError);
}

export function onboardingHandler(options: HttpOptions) {
  const policy = { port: options.port, appOrigins: options.allowedOrigins };
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? "/", "http://agent").pathname;
    const route = path.startsWith(`${ONBOARDING_AGENT_API}/`) ? path.slice(ONBOARDING_AGENT_API.length) : undefined;
    // GET /devicecode starts the device authorization again, dropping the one in progress: it changes state.
    const verdict = checkRequest(request, policy, {
      changesState: changesState(request.method) || route === "/devicecode",
    });
    if (!verdict.allowed) return refuse(response, 403, "forbidden", verdict.reason);
    allowAppOrigin(response, verdict.appOrigin, { methods: "GET, OPTIONS", headers: "content-type" });
    if (request.method === "OPTIONS") {
      response.writeHead(204).end();
      return;
    }
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
