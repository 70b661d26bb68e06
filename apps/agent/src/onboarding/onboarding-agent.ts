// The onboarding agent: performs the device authorization grant (RFC 8628) against the configured stack's
// provider for the /onboard page, and keeps the device's tokens on disk (spec 000 §4 "Onboarding", §7).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { OnboardingTiming } from "@solerx/domain/common";
import { makePrivate } from "../private-files";
import { DeviceStore } from "./device-store";
import { onboardingHandler } from "./http";
import { OnboardingService } from "./onboarding-service";
import type { Fetch } from "./provider-client";
import type { PollOutcome, Sleep } from "./token-poller";

export interface OnboardingAgentOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /** The stack's OpenID issuer, e.g. http://localhost:8080/oauth; its discovery names the endpoints. */
  issuer: string;
  clientSecret: string;
  clientId?: string;
  /** Where the device id and its tokens are kept. */
  dataDir: string;
  /** The web app's origins, the only browser pages the agent answers. */
  allowedOrigins: readonly string[];
  fetch?: Fetch;
  /** Token polling timers; tests pass short ones or drive `sleep` themselves. */
  timing?: Pick<OnboardingTiming, "tokenPollIntervalMs" | "slowDownStepMs">;
  sleep?: Sleep;
  log?: (message: string) => void;
}

export interface RunningOnboardingAgent {
  port: number;
  /** How the device authorization in progress ends; undefined when none runs. */
  settled(): Promise<PollOutcome> | undefined;
  close(): Promise<void>;
}

export async function startOnboardingAgent(options: OnboardingAgentOptions): Promise<RunningOnboardingAgent> {
  const log = options.log ?? (() => {});
  // The device's tokens will live here: private before anything is written.
  await makePrivate(options.dataDir);
  const service = new OnboardingService({
    issuer: options.issuer,
    clientSecret: options.clientSecret,
    clientId: options.clientId,
    store: new DeviceStore(options.dataDir),
    fetch: options.fetch,
    timing: options.timing,
    sleep: options.sleep,
    log,
  });
  let port = options.port;
  const handler = onboardingHandler({ service, allowedOrigins: options.allowedOrigins, port: () => port, log });
  const server = createServer((request, response) => void handler(request, response));

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    port,
    settled: () => service.settled(),
    close: async () => {
      service.cancel();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
