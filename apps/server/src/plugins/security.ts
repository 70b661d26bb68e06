// Security headers for every answer (helmet), with a Content-Security-Policy the built SPA, the sign-in page and
// the API docs work under, and the rate limiter that routes opt into.
import type { IncomingMessage, ServerResponse } from "node:http";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { ServerConfig } from "../config";

/** The error-reporting service's origin, taken from its DSN (https://key@host/project). */
export function errorReportingOrigin(dsn: string): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/**
 * The scanner agent (port 5000, REST and WebSocket) and the onboarding agent (port 2381, http and https) run on
 * the clinic PC; the SPA talks to them directly.
 */
const LOCAL_AGENTS = ["http://localhost:*", "https://localhost:*", "ws://localhost:*", "wss://localhost:*"];
const LOCAL_AGENTS_IP = ["http://127.0.0.1:*", "https://127.0.0.1:*", "ws://127.0.0.1:*", "wss://127.0.0.1:*"];

/** `blobOrigin`: an external blob store (S3) the browser sends mock scan files to. */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, "publicUrl" | "errorReportingDsn">,
  blobOrigin?: string,
) {
  const reporting = errorReportingOrigin(config.errorReportingDsn);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // WebAssembly (Draco decoding, solid geometry) needs wasm-unsafe-eval; no other script than our own files.
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      scriptSrcAttr: ["'none'"],
      // Mantine writes its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: [
        "'self'",
        // The scan viewer reads each scan's mesh from the blob: address the scan loading made of its bytes.
        "blob:",
        ...LOCAL_AGENTS,
        ...LOCAL_AGENTS_IP,
        ...(reporting ? [reporting] : []),
        ...(blobOrigin ? [blobOrigin] : []),
      ],
      workerSrc: ["'self'", "blob:"],
      // The sign-in form posts to /oauth, which redirects back to the app at PUBLIC_URL.
      formAction: ["'self'", new URL(config.publicUrl).origin],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  };
}

/**
 * The headers helmet sets for these options, computed once. @fastify/helmet built helmet's middleware again on
 * every request (parsing each CSP directive): 2 to 3% of a small API answer's CPU in the profile (docs/decisions.md,
 * issue 17 point 8). The options are static, so the headers are too.
 */
export function securityHeaders(options: HelmetOptions): readonly (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

const API_PREFIX = "/api/v1/";

/**
 * The API's answers (JSON and files, never a page that runs anything) carry what OWASP's REST cheat sheet asks of
 * an API: a CSP that allows nothing and no framing, nosniff, no framing, no referrer, same-origin reads, and HSTS
 * on https. Writing headers was about an eighth of the store list's CPU in the api-load profile (issue 17 point
 * 8); the page set's 450-byte CSP and the old browsers' headers were most of it, and protect nothing on JSON.
 */
function apiSecurityOptions(strictTransportSecurity: HelmetOptions["strictTransportSecurity"]): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    strictTransportSecurity,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xFrameOptions: { action: "deny" },
  };
}

export async function registerSecurity(app: FastifyInstance, config: ServerConfig, blobOrigin?: string) {
  // HSTS only where the site is served over https; on http://localhost it would also force https on the local
  // agents' ports.
  const strictTransportSecurity = config.publicUrl.startsWith("https:") ? { maxAge: 15_552_000 } : false;
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config, blobOrigin),
    strictTransportSecurity,
  });
  const apiHeaders = securityHeaders(apiSecurityOptions(strictTransportSecurity));
  // On the raw response, as helmet does: answers sent around Fastify's reply (the OpenID provider's) carry them too,
  // and a route that sets one of its own (the sign-out page's CSP) replaces it.
  app.addHook("onRequest", (request, reply, done) => {
    const headers = request.url.startsWith(API_PREFIX) ? apiHeaders : pageHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(rateLimit, { global: false });
}
