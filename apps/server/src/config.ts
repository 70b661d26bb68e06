// The server's settings, read once from the environment. loadConfig is pure so tests build configs directly.
import { readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Env, type LogLevel, parseSettings, ServerSettings } from "@solerx/domain/settings";

/** The repository root; relative defaults resolve from here, not from wherever the process was started. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export type { LogLevel };

export interface ServerConfig {
  port: number;
  /** Address the HTTP server binds to: the loopback for a local PUBLIC_URL, else every interface (HOST). */
  host: string;
  /** Embedded database files (and later the local blob store) live here. */
  dataDir: string;
  /** PGlite data directory, or "memory://" for an in-memory database (tests). Unused when databaseUrl is set. */
  pgliteDataDir: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** The address browsers use: OAuth redirects, the issuer and the API audience derive from it. No trailing slash. */
  publicUrl: string;
  contactEmail: string;
  errorReportingDsn: string;
  /** Where /usbagent sends clinics: by default the package below, served at USB_AGENT_PACKAGE_PATH. */
  usbAgentDownloadUrl: string;
  /** The USB agent package scripts/build-agent-package.ts writes (npm run build); served as a download. */
  agentPackage: string;
  /** The built web app (index.html and its assets). */
  webDist: string;
  logLevel: LogLevel;
  version: string;
  /** Demo data on first start of an empty database: with a local PUBLIC_URL, or SEED_DEMO_DATA=true. */
  seedDemoData: boolean;
  /** Sign-in form posts allowed per client address per minute (the per-account limit is separate and fixed). */
  signInRateLimit: number;
  /**
   * Secret of the customer client (the onboarding agent's device authorization grant, basic authentication); never
   * the development one when PUBLIC_URL is not local.
   */
  customerClientSecret: string;
  /** The local agents' ports, which the web app learns from /config.json. */
  agentPort: number;
  onboardingPort: number;
  /** Scan files: undefined for the local store under DATA_DIR/blobs, else s3://bucket[/prefix] (BLOB_URL). */
  blobUrl: string | undefined;
  /** S3-compatible endpoint for BLOB_URL (S3_ENDPOINT); undefined: AWS. */
  s3Endpoint: string | undefined;
}

/** Where scripts/build-agent-package.ts writes the package (its default). */
export const AGENT_PACKAGE = "apps/agent/dist/solerx-usb-agent.zip";

function fromRepoRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

/** The product version: the root package.json's, else the server package's (the root has none yet). */
export function readVersion(): string {
  for (const file of [join(REPO_ROOT, "package.json"), fileURLToPath(new URL("../package.json", import.meta.url))]) {
    try {
      const version: unknown = JSON.parse(readFileSync(file, "utf8")).version;
      if (typeof version === "string" && version) return version;
    } catch {
      // try the next file
    }
  }
  return "0.0.0";
}

/** The server's settings (packages/domain's schema, shared with the agents) with its paths resolved. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const settings = parseSettings(ServerSettings, env);
  const dataDir = resolve(settings.dataDir);
  return {
    ...settings,
    dataDir,
    pgliteDataDir: settings.pgliteDataDir ?? join(dataDir, "pglite"),
    webDist: fromRepoRoot(settings.webDist),
    agentPackage: fromRepoRoot(AGENT_PACKAGE),
    version: readVersion(),
  };
}

/** Addresses derived from PUBLIC_URL that the provider, the API and the web app must agree on. */
export function oauthUrls(config: Pick<ServerConfig, "publicUrl">) {
  return {
    issuer: `${config.publicUrl}/oauth`,
    apiResource: `${config.publicUrl}/api/v1`,
    /** The SPA's redirect URI and post-logout redirect URI. */
    appUrl: `${config.publicUrl}/`,
  };
}
