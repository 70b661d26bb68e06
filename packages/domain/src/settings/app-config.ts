// Settings the server hands the web app at GET /config.json, so one build runs on every stack.
import { z } from "zod";

export const AppConfig = z.object({
  /** OpenID issuer, e.g. http://localhost:8080/oauth */
  issuer: z.string(),
  /** Operator client id (authorization code flow with PKCE). */
  clientId: z.string(),
  /** Audience of the API access tokens, e.g. http://localhost:8080/api/v1 */
  apiResource: z.string(),
  contactEmail: z.string(),
  eulaUrl: z.string(),
  usbAgentDownloadUrl: z.string(),
  /** Error-reporting address (Sentry DSN); empty: nothing is reported anywhere. */
  errorReportingDsn: z.string(),
  version: z.string(),
  /**
   * The local agents' ports (AGENT_PORT, ONBOARDING_PORT) when the installation moved them; absent, the spec's
   * 5000 and 2381 apply. Optional so a server that does not send them yet still serves a valid settings file.
   */
  agentPort: z.number().int().min(1).max(65_535).optional(),
  onboardingPort: z.number().int().min(1).max(65_535).optional(),
  /**
   * The server runs with demo data (SEED_DEMO_DATA, or a local PUBLIC_URL): a test installation, where the web app
   * offers its test tools (the spec's mock scans, "for test use"). Absent: a clinic's server, no test tools.
   */
  demoData: z.boolean().optional(),
});
export type AppConfig = z.infer<typeof AppConfig>;
