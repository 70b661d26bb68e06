// Hands every /oauth request that is not ours (the sign-in page is) to oidc-provider's Koa app.
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import type Provider from "oidc-provider";
import { OAUTH_PREFIX } from "./provider";

/**
 * Registers the catch-all in its own encapsulated context:
 * - its body is left unread (the provider parses its own forms), so the context's only parser passes through;
 * - the provider reads the mount path from req.originalUrl: without it the endpoints it advertises (discovery,
 *   redirects, cookie paths) would lose the /oauth prefix once req.url is cut down to the provider's own path.
 */
export async function mountProvider(app: FastifyInstance, provider: Provider) {
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
      callback(raw, reply.raw).catch((error: unknown) => {
        request.log.error({ err: error }, "oidc provider failed");
        if (!reply.raw.headersSent) reply.raw.writeHead(500, { "content-type": "text/plain" });
        reply.raw.end();
      });
    });
  });
}
