// The agents' settings from the environment: packages/domain's schema (the one the server uses too, so PORT,
// PUBLIC_URL and CUSTOMER_CLIENT_SECRET read the same everywhere), with the data folder resolved.
import { resolve } from "node:path";
import { AgentSettings, type Env, parseSettings } from "@solerx/domain/settings";

/** Throws one error naming every variable that is wrong (README "Settings"). */
export function loadAgentSettings(env: Env): AgentSettings {
  const settings = parseSettings(AgentSettings, env);
  return { ...settings, dataDir: resolve(settings.dataDir) };
}
