// Serving the built web app: precompressed files by Accept-Encoding, caching by kind of file, no source maps.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWebApp } from "./web-app";

const INDEX_HTML = `<!doctype html><html><body><div id="root">SoleRx app</div>${" ".repeat(2000)}</body></html>`;
const BUNDLE = `console.log(${JSON.stringify("the app ".repeat(500))});`;
const BUNDLE_URL = "/assets/app-BxY7a_3k.js";
// The Draco decoder the web build copies from three under a fixed name (scripts/copy-draco-decoder.ts).
const DECODER_URL = "/assets/draco/draco_decoder.wasm";
const DECODER = Buffer.concat([Buffer.from("\0asm\x01\0\0\0", "latin1"), Buffer.alloc(4000, 7)]);

let webDist: string;
let app: FastifyInstance;

/** Writes a file with its .br and .gz siblings, as the web build does. */
function writePrecompressed(path: string, content: string | Buffer) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

async function webApp(root: string): Promise<FastifyInstance> {
  const server = Fastify();
  await registerWebApp(server, root);
  await server.ready();
  return server;
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), "solerx-web-"));
  mkdirSync(join(webDist, "assets"));
  writePrecompressed(join(webDist, "index.html"), INDEX_HTML);
  writePrecompressed(join(webDist, BUNDLE_URL), BUNDLE);
  mkdirSync(join(webDist, "assets", "draco"));
  writePrecompressed(join(webDist, DECODER_URL), DECODER);
  // Maps left in the served folder by an older build must still never reach a browser.
  writeFileSync(join(webDist, `${BUNDLE_URL}.map`), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(webDist, "sw.js.map"), "{}");
  app = await webApp(webDist);
});
afterAll(async () => {
  await app?.close();
  rmSync(webDist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return app.inject({ url, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });
}

describe("content negotiation of precompressed files", () => {
  it("sends the brotli file when the browser accepts br, preferring it over gzip", async () => {
    const response = await get(BUNDLE_URL, "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(brotliCompressSync(BUNDLE))).toBe(true);
  });

  it("sends the gzip file when the browser accepts gzip but not br", async () => {
    const response = await get(BUNDLE_URL, "gzip, deflate");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(gzipSync(BUNDLE))).toBe(true);
  });

  it("sends the file itself, still varying on Accept-Encoding, when the browser accepts no compression", async () => {
    for (const acceptEncoding of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const response = await get(BUNDLE_URL, acceptEncoding);
      expect(response.headers["content-encoding"], acceptEncoding).toBeUndefined();
      expect(response.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(response.body, acceptEncoding).toBe(BUNDLE);
    }
  });

  it("sends index.html compressed, at / and for client routes", async () => {
    for (const url of ["/", "/index.html", "/patients", "/landmarks?id=abc"]) {
      const response = await get(url, "gzip, br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(brotliCompressSync(INDEX_HTML)), url).toBe(true);
    }
  });
});

describe("the Draco decoder", () => {
  it("is served as application/wasm (browsers compile it only with that type), compressed when accepted", async () => {
    for (const [acceptEncoding, encoding, bytes] of [
      ["gzip, deflate, br", "br", brotliCompressSync(DECODER)],
      ["identity", undefined, DECODER],
    ] as const) {
      const response = await get(DECODER_URL, acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-type"], acceptEncoding).toBe("application/wasm");
      expect(response.headers["content-encoding"], acceptEncoding).toBe(encoding);
      expect(response.rawPayload.equals(bytes), acceptEncoding).toBe(true);
    }
  });

  it("is revalidated, not kept for a year: its name has no content hash", async () => {
    for (const acceptEncoding of ["br", "identity"]) {
      const response = await get(DECODER_URL, acceptEncoding);
      expect(response.headers["cache-control"], acceptEncoding).toBe("no-cache");
      expect(response.headers.etag ?? response.headers["last-modified"], acceptEncoding).toBeDefined();
    }
  });
});

describe("caching", () => {
  it("lets browsers keep hashed bundles for a year without asking again", async () => {
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const response = await get(BUNDLE_URL, acceptEncoding);
      expect(response.headers["cache-control"], acceptEncoding).toBe("public, max-age=31536000, immutable");
    }
  });

  it("makes browsers revalidate index.html and every client route, compressed or not", async () => {
    for (const url of ["/", "/index.html", "/patients", "/saved-rx-list"]) {
      for (const acceptEncoding of ["br", "gzip", "identity"]) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, `${url} ${acceptEncoding}`).toBe(200);
        expect(response.headers["cache-control"], `${url} ${acceptEncoding}`).toBe("no-cache");
      }
    }
  });
});

describe("source maps", () => {
  it("answers a source map with 404, never the map and never the app's page", async () => {
    for (const url of [`${BUNDLE_URL}.map`, "/sw.js.map", "/assets/missing-12345678.js.map"]) {
      for (const acceptEncoding of ["br", "identity"]) {
        const response = await get(url, acceptEncoding);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain("SoleRx app");
        expect(response.body, url).not.toContain("sources");
      }
    }
  });
});

const REAL_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

describe.skipIf(!existsSync(join(REAL_DIST, "index.html")))("the real web build (apps/web/dist)", () => {
  it("has a brotli and a gzip copy of every script over 1 KB, and no source map", () => {
    const assets = readdirSync(join(REAL_DIST, "assets"));
    // A tiny chunk gains nothing from compression, and the build keeps a copy only when it is smaller.
    const scripts = assets.filter(
      (name) => name.endsWith(".js") && statSync(join(REAL_DIST, "assets", name)).size > 1024,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(assets, script).toContain(`${script}.br`);
      expect(assets, script).toContain(`${script}.gz`);
    }
    const everything = readdirSync(REAL_DIST, { recursive: true }).map(String);
    expect(everything.filter((name) => name.endsWith(".map"))).toEqual([]);
  });

  it("serves the entry script brotli-compressed and immutable", async () => {
    const real = await webApp(REAL_DIST);
    try {
      const index = await real.inject({ url: "/" });
      const entry = /src="(\/assets\/[^"]+\.js)"/.exec(index.body)?.[1];
      expect(entry).toBeDefined();
      const response = await real.inject({ url: String(entry), headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    } finally {
      await real.close();
    }
  });
});
