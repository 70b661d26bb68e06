// Compresses the server's own answers over 1 KB (the API above all: a page of patients is tens of KB of JSON).
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Under this many bytes compression saves less than it costs (headers, CPU, a lost Content-Length). */
export const COMPRESSION_THRESHOLD = 1024;
/** br first, as for the web app's precompressed files; zstd stays out while Node calls it experimental. */
export const ENCODINGS = ["br", "gzip"] as const;

/**
 * Registered before the routes, so every route gets it. Two kinds of answer pass through untouched: the web app's
 * precompressed files, which the static plugin sends with Content-Encoding already set (@fastify/compress leaves
 * those alone), and the OpenID provider's, whose hijacked replies never reach Fastify's onSend hooks (the provider
 * compresses its own, see oidc/compressed-answers.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
  });
}
