// Serves the built web app from WEB_DIST, with the history fallback a single-page app needs: any GET outside the
// server's own paths that names no file gets index.html, and the client router takes it from there.
import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../errors";

/** Paths the server owns: a miss there is a real 404, never the app's page. */
const SERVER_PATHS = ["/api", "/oauth", "/legal", "/config.json", "/check.txt"];
/** Vite's hashed bundles: a missing chunk must fail as a 404 so the app's chunk-load error handling sees it. */
const ASSET_PREFIX = "/assets/";

function ownedByServer(path: string): boolean {
  return (
    path.startsWith(ASSET_PREFIX) || SERVER_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>SoleRx</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:64px auto;padding:0 24px;color:#1f2933}
code{background:#f1f4f8;padding:2px 6px;border-radius:4px}</style></head>
<body><h1>SoleRx</h1><p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>,
which builds it first) and reload this page.</p><p>The API is running: <a href="/api/docs">API documentation</a>.</p>
</body></html>`;

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, "index.html");
  const served = existsSync(webDist);
  if (served) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: true,
      dotfiles: "ignore",
      setHeaders(reply: FastifyReply, path: string) {
        // index.html names the current bundles, so it is revalidated every time; the bundles never change.
        if (basename(path) === "index.html") reply.header("cache-control", "no-cache");
        else if (path.includes(`${join(webDist, "assets")}`))
          reply.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || ownedByServer(path)) return reply.code(404).send(errorBody(404, "Not Found"));
    reply.header("cache-control", "no-cache");
    if (served && existsSync(indexFile)) return reply.sendFile("index.html");
    return reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
  });
}
