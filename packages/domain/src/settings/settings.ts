// The settings of the server and of both agents, read from environment variables: one zod schema, so every
// variable is parsed the same way in every program and a bad value stops the start with an error naming it
// (README "Settings" lists them all). Pure: paths stay as written; each program resolves them.
import { z } from "zod";
import { AGENT } from "../common";
import { CUSTOMER_CLIENT_DEVELOPMENT_SECRET } from "../onboarding";

// URL is a global of every runtime SoleRx runs in (Node, browsers); this package's lib (ES2023 alone) does not
// declare it, so the few members used here are declared.
declare const URL: new (input: string) => { protocol: string; hostname: string; origin: string; port: string };

export type Env = Readonly<Record<string, string | undefined>>;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_SERVER_PORT = 8080;

/** Where the server serves the USB agent package (npm run build makes it); USB_AGENT_DOWNLOAD_URL's default. */
export const USB_AGENT_PACKAGE_PATH = "/downloads/solerx-usb-agent.zip";

/** The host names of this machine only: a PUBLIC_URL on one of them is a development or single-PC install. */
export const LOCAL_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]"];

export function isLocalUrl(url: string): boolean {
  return LOCAL_HOSTNAMES.includes(new URL(url).hostname);
}

type Read<T> = (text: string) => { value: T } | { error: string };

/**
 * One environment variable: unset or blank is `undefined` (the default applies); otherwise `read` turns the
 * trimmed text into a value or says what it must be, and the error names the variable and the value given.
 */
function setting<T>(read: Read<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | undefined => {
      const text = raw?.trim();
      if (!text) return undefined;
      const result = read(text);
      if ("value" in result) return result.value;
      ctx.addIssue(`${result.error}, got "${text}"`);
      return z.NEVER;
    });
}

const text: Read<string> = (value) => ({ value });

const port: Read<number> = (value) => {
  const number = Number(value);
  return /^\d+$/.test(value) && number <= 65_535 ? { value: number } : { error: "must be a port number (0 to 65535)" };
};

const positiveInteger: Read<number> = (value) =>
  /^\d+$/.test(value) && Number(value) >= 1 ? { value: Number(value) } : { error: "must be a whole number above 0" };

function urlWith(protocols: readonly string[], what: string): Read<string> {
  return (value) => {
    try {
      if (protocols.includes(new URL(value).protocol)) return { value: value.replace(/\/+$/, "") };
    } catch {
      // not a URL at all: the same answer
    }
    return { error: `must be ${what}` };
  };
}
const webUrl = urlWith(["http:", "https:"], "an http:// or https:// address");
const postgresUrl = urlWith(["postgres:", "postgresql:"], "a postgres:// connection string");

/** s3://bucket or s3://bucket/prefix: scan files in S3 (or an S3-compatible store at S3_ENDPOINT). */
const blobUrl: Read<string> = (value) =>
  /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w./-]*)?$/.test(value)
    ? { value: value.replace(/\/+$/, "") }
    : { error: "must be s3://bucket or s3://bucket/prefix (unset: files under DATA_DIR/blobs)" };

const hostAddress: Read<string> = (value) =>
  /^[\w.:-]+$/.test(value) ? { value } : { error: "must be a host name or an IP address to listen on" };

const email: Read<string> = (value) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { value } : { error: "must be an e-mail address" };

const logLevel: Read<LogLevel> = (value) => {
  const level = LOG_LEVELS.find((candidate) => candidate === value.toLowerCase());
  return level ? { value: level } : { error: `must be one of ${LOG_LEVELS.join(", ")}` };
};

const flag: Read<boolean> = (value) => {
  const lower = value.toLowerCase();
  return lower === "true" || lower === "false" ? { value: lower === "true" } : { error: "must be true or false" };
};

/** Settings both the server and the agents read: the web app's address, and the secret they share. */
const shared = {
  PORT: setting(port),
  PUBLIC_URL: setting(webUrl),
  DATA_DIR: setting(text),
  CUSTOMER_CLIENT_SECRET: setting(text),
  // The agents listen on them; the server tells the web app (/config.json), which calls the agents there.
  AGENT_PORT: setting(port),
  ONBOARDING_PORT: setting(port),
};

function publicUrlOf(env: { PORT: number | undefined; PUBLIC_URL: string | undefined }): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? DEFAULT_SERVER_PORT}`;
}

export const ServerSettings = z
  .object({
    ...shared,
    HOST: setting(hostAddress),
    DATABASE_URL: setting(postgresUrl),
    PGLITE_DATA_DIR: setting(text),
    CONTACT_EMAIL: setting(email),
    USB_AGENT_DOWNLOAD_URL: setting(webUrl),
    ERROR_REPORTING_DSN: setting(webUrl),
    LOG_LEVEL: setting(logLevel),
    WEB_DIST: setting(text),
    SEED_DEMO_DATA: setting(flag),
    SIGN_IN_RATE_LIMIT: setting(positiveInteger),
    BLOB_URL: setting(blobUrl),
    S3_ENDPOINT: setting(webUrl),
  })
  .transform((env, ctx) => {
    const publicUrl = publicUrlOf(env);
    const local = isLocalUrl(publicUrl);
    const customerClientSecret = env.CUSTOMER_CLIENT_SECRET ?? CUSTOMER_CLIENT_DEVELOPMENT_SECRET;
    // The development secret is public (it is in the source): a server others can reach must have its own, or
    // anyone could act as the onboarding agent's client.
    if (!local && customerClientSecret === CUSTOMER_CLIENT_DEVELOPMENT_SECRET) {
      ctx.addIssue(
        `CUSTOMER_CLIENT_SECRET must be set to this installation's own secret: PUBLIC_URL (${publicUrl}) is not a ` +
          "local address, and the development secret is published with the source code",
      );
    }
    return {
      port: env.PORT ?? DEFAULT_SERVER_PORT,
      // Where PUBLIC_URL is on this machine, so is every browser that can use the app (its sign-in redirects
      // lead there): listen on the loopback only. Otherwise on every interface (LAN tablets, a load balancer).
      host: env.HOST ?? (local ? "localhost" : "0.0.0.0"),
      publicUrl,
      dataDir: env.DATA_DIR ?? "./data",
      pgliteDataDir: env.PGLITE_DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      contactEmail: env.CONTACT_EMAIL ?? "support@solerx.test",
      // Unset or blank: the package this server serves itself; a clinic's own download address when set.
      usbAgentDownloadUrl: env.USB_AGENT_DOWNLOAD_URL ?? `${publicUrl}${USB_AGENT_PACKAGE_PATH}`,
      errorReportingDsn: env.ERROR_REPORTING_DSN ?? "",
      logLevel: env.LOG_LEVEL ?? "info",
      webDist: env.WEB_DIST ?? "apps/web/dist",
      // Demo logins have a published password: only on a machine's own server, unless asked for.
      seedDemoData: env.SEED_DEMO_DATA ?? local,
      signInRateLimit: env.SIGN_IN_RATE_LIMIT ?? 10,
      customerClientSecret,
      agentPort: env.AGENT_PORT ?? AGENT.port,
      onboardingPort: env.ONBOARDING_PORT ?? AGENT.onboardingPort,
      /** Where scan files go: undefined for the local store under DATA_DIR/blobs, else s3://bucket[/prefix]. */
      blobUrl: env.BLOB_URL,
      /** An S3-compatible endpoint (MinIO, a test server); unset: AWS itself, region from AWS_REGION. */
      s3Endpoint: env.S3_ENDPOINT,
    };
  });
export type ServerSettings = z.output<typeof ServerSettings>;

export const AgentSettings = z
  .object({
    ...shared,
    SOLERX_ISSUER: setting(webUrl),
    AGENT_DATA_DIR: setting(text),
  })
  .transform((env) => {
    const publicUrl = publicUrlOf(env);
    return {
      scannerPort: env.AGENT_PORT ?? AGENT.port,
      onboardingPort: env.ONBOARDING_PORT ?? AGENT.onboardingPort,
      /** The stack the onboarding agent onboards the device to. */
      issuer: env.SOLERX_ISSUER ?? `${publicUrl}/oauth`,
      clientSecret: env.CUSTOMER_CLIENT_SECRET ?? CUSTOMER_CLIENT_DEVELOPMENT_SECRET,
      /** As written; relative to the working folder. */
      dataDir: env.AGENT_DATA_DIR ?? `${env.DATA_DIR ?? "./data"}/agent`,
      appOrigins: appOrigins(publicUrl),
      /** The SoleRx server the scanner agent uploads scans to. */
      serverUrl: publicUrl,
    };
  });
export type AgentSettings = z.output<typeof AgentSettings>;

/**
 * The browser origins of the web app, the only pages the agents answer: PUBLIC_URL's, and for a local
 * PUBLIC_URL the same port under each loopback name, since a browser on this PC may open any of them.
 */
export function appOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!isLocalUrl(publicUrl)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return [url.origin, ...LOCAL_HOSTNAMES.map((name) => `${url.protocol}//${name}${port}`)].filter(
    (origin, index, all) => all.indexOf(origin) === index,
  );
}

/** Parses `env` with a settings schema; throws one error naming every variable that is wrong and why. */
export function parseSettings<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.map(String).join(".")} ${issue.message}` : issue.message,
  );
  throw new Error(`Invalid settings: ${problems.join("; ")}`);
}
