// The bytes of a big answer, made in a pool worker so that the event loop only writes them out (issue 17 point 1).
// Building a 33 MB base64 answer on the main thread, even in pieces, allocates strings the size of the answer: the
// garbage collector then stops the event loop for 50 to 120 ms at a time (the stall bench's profile). Made here, the
// answer comes back as one buffer moved (not copied) to the main thread, which hands it to the socket as it is.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { AnswerEncoding } from "../plugins/compression";

/** Bytes encoded per piece: a multiple of 3, so each piece's base64 ends without padding and the pieces join. */
const PIECE_BYTES = 3 * 64 * 1024;

/** The base64 of `bytes`, piece by piece: joined, the base64 of the whole, never one string of it. */
export function* base64Pieces(bytes: Uint8Array): Generator<string> {
  for (let from = 0; from < bytes.length; from += PIECE_BYTES) {
    yield Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.min(PIECE_BYTES, bytes.length - from)).toString(
      "base64",
    );
  }
}

/** `head`, the base64 of `bytes`, then `tail`, as one buffer of its own (head and tail are ASCII). */
export function base64Body(head: string, bytes: Uint8Array, tail: string): Uint8Array {
  // Slow: a buffer of its own, never a slice of Node's shared pool, so it can be moved to the main thread.
  const body = Buffer.allocUnsafeSlow(head.length + 4 * Math.ceil(bytes.length / 3) + tail.length);
  let at = body.write(head, 0, "latin1");
  for (const piece of base64Pieces(bytes)) at += body.write(piece, at, "latin1");
  body.write(tail, at, "latin1");
  return body;
}

/**
 * The body compressed for the client, at the fastest level: these answers are tens of MB made once per request, where
 * brotli's quality 4 (@fastify/compress's, for the API's small answers) takes five times as long for 10% less
 * (a 33 MB STL answer: quality 1, 1.2 s to 14.6 MB; quality 4, 6.3 s to 13.0 MB; gzip level 1, 1.2 s to 17.4 MB).
 */
export function compressedBody(body: Uint8Array, encoding: AnswerEncoding | undefined): Uint8Array {
  if (encoding === "br") {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === "gzip") return gzipSync(body, { level: 1 });
  return body;
}
