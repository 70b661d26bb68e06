// The server's settings, read once from the environment. loadConfig is pure so tests build configs directly.
import { readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "@solerx/domain";

/** The repository root; relative defaults resolve from here, not from wherever the process was started. */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
const LOG_LEVELS: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export interface ServerConfig {
  port: number;
  /** Address the HTTP server binds to. */
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
  usbAgentDownloadUrl: string;
  /** The built web app (index.html and its assets). */
  webDist: string;
  logLevel: LogLevel;
  version: string;
  /** Demo data on first start of an empty database. */
  seedDemoData: boolean;
  /** Sign-in form posts allowed per client address per minute (the per-account limit is separate and fixed). */
  signInRateLimit: number;
  /** Secret of the customer client (the onboarding agent's device authorization grant, basic authentication). */
  customerClientSecret: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got "${value}"`);
  return port;
}

function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number above 0, got "${value}"`);
  return number;
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined) return "info";
  const level = value.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${value}"`);
  return level;
}

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

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = parsePort(nonEmpty(env.PORT));
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? "./data");
  const publicUrl = (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, "");
  // Fail at start, not at the first sign-in, when the address is unusable.
  new URL(publicUrl);
  return {
    port,
    host: nonEmpty(env.HOST) ?? "0.0.0.0",
    dataDir,
    pgliteDataDir: nonEmpty(env.PGLITE_DATA_DIR) ?? join(dataDir, "pglite"),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    publicUrl,
    contactEmail: nonEmpty(env.CONTACT_EMAIL) ?? "support@solerx.test",
    errorReportingDsn: nonEmpty(env.ERROR_REPORTING_DSN) ?? "",
    usbAgentDownloadUrl: nonEmpty(env.USB_AGENT_DOWNLOAD_URL) ?? "",
    webDist: fromRepoRoot(nonEmpty(env.WEB_DIST) ?? "apps/web/dist"),
    logLevel: parseLogLevel(nonEmpty(env.LOG_LEVEL)),
    version: readVersion(),
    seedDemoData: env.SEED_DEMO_DATA !== "false",
    signInRateLimit: parsePositiveInteger("SIGN_IN_RATE_LIMIT", nonEmpty(env.SIGN_IN_RATE_LIMIT), 10),
    customerClientSecret: nonEmpty(env.CUSTOMER_CLIENT_SECRET) ?? CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
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
