// The server's settings for this installation (GET /config.json), loaded once before the app renders.

import { AGENT } from "@solerx/domain/common";
import { AppConfig } from "@solerx/domain/settings";
import { apiRequest } from "./api-client";

let loaded: AppConfig | null = null;
let pending: Promise<AppConfig> | null = null;

export function loadConfig(): Promise<AppConfig> {
  pending ??= apiRequest({ url: "/config.json", schema: AppConfig, auth: false }).then(
    (config) => {
      loaded = config;
      return config;
    },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/** The loaded settings; the app renders only after loadConfig() resolved. */
export function getConfig(): AppConfig {
  if (!loaded) throw new Error("The app settings are read before /config.json was loaded");
  return loaded;
}

/** The local agents' ports of this installation: the configured ones, else the spec's (5000, 2381). */
export function agentPorts(config: Pick<AppConfig, "agentPort" | "onboardingPort">): {
  agent: number;
  onboarding: number;
} {
  return { agent: config.agentPort ?? AGENT.port, onboarding: config.onboardingPort ?? AGENT.onboardingPort };
}

/** For tests and storybook-like harnesses. */
export function setConfigForTests(config: AppConfig | null): void {
  loaded = config;
  pending = config ? Promise.resolve(config) : null;
}
