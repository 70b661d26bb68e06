// Serves the built web app from WEB_DIST, with the history fallback a single-page app needs: any GET outside the
// server's own paths that names no file gets index.html, and the client router takes it from there. The web build
// writes a .br and a .gz beside each file, so the server sends those bytes as they are instead of compressing them
// on every request; source maps are never sent, even when an older build left them in the folder.
import { existsSync } from "node:fs";
import { basename, dirname, join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import { errorBody } from "@solerx/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Paths the server owns: a miss there is a real 404, never the app's page. */
const SERVER_PATHS = ["/api", "/oauth", "/legal", "/downloads", "/config.json", "/check.txt"];
/** Vite's hashed bundles: a missing chunk must fail as a 404 so the app's chunk-load error handling sees it. */
const ASSET_PREFIX = "/assets/";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** Source maps show our source to anyone; only error reporting may read them (the build keeps them elsewhere). */
function isSourceMap(path: string): boolean {
  return path.endsWith(".map");
}

/** The file a precompressed copy stands for: index.html for index.html.br. */
function uncompressedName(path: string): string {
  return path.replace(/\.(br|gz)$/, "");
}

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
  const assetsDir = join(webDist, "assets") + sep;
  if (served) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: true,
      dotfiles: "ignore",
      // br before gzip, else the file itself; always with Vary: Accept-Encoding so a shared cache keeps them apart.
      preCompressed: true,
      allowedPath: (path: string) => !isSourceMap(path),
      setHeaders(reply: FastifyReply, path: string) {
        // index.html names the current bundles, so it is revalidated every time; the bundles (every name directly
        // in assets/ carries its content hash) never change. The folders below assets/ are copied from the web's
        // public folder under fixed names (the Draco decoder, the mock scans), so they are revalidated too: a new
        // three.js must never meet last year's decoder.
        const file = uncompressedName(path);
        if (basename(file) === "index.html") reply.header("cache-control", "no-cache");
        else if (`${dirname(file)}${sep}` === assetsDir) reply.header("cache-control", IMMUTABLE);
        else if (file.startsWith(assetsDir)) reply.header("cache-control", "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (!isRead || ownedByServer(path) || isSourceMap(path)) return reply.code(404).send(errorBody(404, "Not Found"));
    reply.header("cache-control", "no-cache");
    if (served && existsSync(indexFile)) return reply.sendFile("index.html");
    return reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
  });
}
