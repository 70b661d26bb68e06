// Compresses the server's own answers over 1 KB (the API above all: a page of patients is tens of KB of JSON).
import negotiate from "@fastify/accept-negotiator";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Under this many bytes compression saves less than it costs (headers, CPU, a lost Content-Length). */
export const COMPRESSION_THRESHOLD = 1024;
/** br first, as for the web app's precompressed files; zstd stays out while Node calls it experimental. */
export const ENCODINGS = ["br", "gzip"] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

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

/** The encoding the client takes for an answer compressed before it reaches @fastify/compress; none for identity. */
export function answerEncoding(request: FastifyRequest): AnswerEncoding | undefined {
  // As @fastify/compress: a client asking for no compression gets none.
  if (request.headers["x-no-compression"] !== undefined) return undefined;
  const accepted = request.headers["accept-encoding"];
  return (accepted && (negotiate(accepted, [...ENCODINGS]) as AnswerEncoding | null)) || undefined;
}

/**
 * Sends an answer made whole elsewhere (a pool worker: workers/answer-body.ts), compressed with `encoding` when
 * there is one: @fastify/compress leaves an answer with Content-Encoding alone, and the bytes go to the socket as
 * they are (a view, no copy), so the event loop does no work in proportion to the answer's size.
 */
export function sendPrepared(
  reply: FastifyReply,
  body: Uint8Array,
  { type, encoding }: { type: string; encoding: AnswerEncoding | undefined },
): FastifyReply {
  // Other hooks may vary the answer too (CORS by Origin): add to their Vary rather than replace it.
  const vary = reply.getHeader("vary");
  reply.type(type).header("vary", vary ? `${String(vary)}, Accept-Encoding` : "Accept-Encoding");
  if (encoding) reply.header("content-encoding", encoding);
  // The type provider types send() by the route's schemas; these bytes are that schema's answer, already encoded.
  return reply.send(Buffer.from(body.buffer, body.byteOffset, body.byteLength) as never);
}
