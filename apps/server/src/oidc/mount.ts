// Hands every /oauth request that is not ours (the sign-in page is) to oidc-provider's Koa app.
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import { OAUTH_PREFIX } from "./provider";

/**
 * Makes the request look as if it came to PUBLIC_URL. The provider builds its endpoints, redirects and the
 * resume address of a sign-in from the request's host and scheme (Koa's ctx.href), and it trusts
 * X-Forwarded-Host and -Proto when `proxy` is on: left alone, a request with `Host: evil.example` would get
 * discovery and sign-in redirects pointing there. Only our own configuration says where we are.
 */
export function pinToPublicUrl(raw: IncomingMessage, publicUrl: string): void {
  const { host, protocol } = new URL(publicUrl);
  raw.headers.host = host;
  delete raw.headers["x-forwarded-host"];
  raw.headers["x-forwarded-proto"] = protocol.slice(0, -1);
}

/**
 * Registers the catch-all in its own encapsulated context:
 * - its body is left unread (the provider parses its own forms), so the context's only parser passes through;
 * - the provider reads the mount path from req.originalUrl: without it the endpoints it advertises (discovery,
 *   redirects, cookie paths) would lose the /oauth prefix once req.url is cut down to the provider's own path;
 * - its host and scheme are PUBLIC_URL's (pinToPublicUrl).
 */
export async function mountProvider(app: FastifyInstance, provider: Provider, publicUrl: string) {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.all(`${OAUTH_PREFIX}/*`, { schema: { hide: true } }, (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? OAUTH_PREFIX;
      raw.originalUrl = url;
      raw.url = url.slice(OAUTH_PREFIX.length) || "/";
      pinToPublicUrl(raw, publicUrl);
      callback(raw, reply.raw).catch((error: unknown) => {
        request.log.error({ err: error }, "oidc provider failed");
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { "content-type": "text/plain" });
        reply.raw.end();
      });
    });
  });
}
