// The onboarding agent's settings from the environment (README "Settings").
import { resolve } from "node:path";
import { AGENT, CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "@solerx/domain";

type Env = Readonly<Record<string, string | undefined>>;

export interface OnboardingSettings {
  port: number;
  issuer: string;
  clientSecret: string;
  dataDir: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

/** `publicUrl` is the clinic web app's address (the server's PUBLIC_URL), whose /oauth is the default issuer. */
export function loadOnboardingSettings(env: Env, publicUrl: string): OnboardingSettings {
  const issuer = (nonEmpty(env.SOLERX_ISSUER) ?? `${publicUrl}/oauth`).replace(/\/+$/, "");
  // Fail at start, not at the first onboarding, when the address is unusable.
  new URL(issuer);
  return {
    port: parsePort("ONBOARDING_PORT", nonEmpty(env.ONBOARDING_PORT), AGENT.onboardingPort),
    issuer,
    clientSecret: nonEmpty(env.CUSTOMER_CLIENT_SECRET) ?? CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
    dataDir: resolve(nonEmpty(env.AGENT_DATA_DIR) ?? resolve(nonEmpty(env.DATA_DIR) ?? "./data", "agent")),
  };
}
