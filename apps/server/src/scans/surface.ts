// A scan's surface model in the encoding the web app asks for (GET …/get3DScanSurfaceModel?encoding): the
// uploaded Draco file as it is (no re-encoding, no loss), or the mesh decoded, welded (a closed scan stays closed)
// and converted in a worker (workers/heavy-work.ts) with @solerx/geometry's exporters to binary STL, OBJ text or
// our RAW format (docs/decisions.md). Async as before; the lab's scan downloads may call it too. A converted model's
// whole answer (JSON, base64, compressed) is made in the worker too (surfaceModelAnswer): the event loop only sends it.
import { Readable } from "node:stream";
import type { SurfaceEncoding } from "@solerx/domain/common";
import { parseSurfaceEncoding } from "@solerx/geometry";
import type { AnswerEncoding } from "../plugins/compression";
import { base64Pieces } from "../workers/answer-body";
import { surfaceAnswerOffLoop, surfaceModelOffLoop } from "../workers/heavy-work";

export async function surfaceModelBytes(draco: Uint8Array, encoding: SurfaceEncoding): Promise<Uint8Array> {
  if (encoding === "DRACO") return draco;
  // The query's schema admits only the four encodings, each of which geometry knows.
  if (!parseSurfaceEncoding(encoding)) throw new Error(`no exporter for the surface encoding ${encoding}`);
  return surfaceModelOffLoop(draco, encoding);
}

/** The SurfaceModel answer `{"data": base64, "encoding": …}` around its base64: the text before and after. */
export function surfaceModelJsonEnds(encoding: SurfaceEncoding): { head: string; tail: string } {
  return { head: '{"data":"', tail: `","encoding":${JSON.stringify(encoding)}}` };
}

/**
 * A converted model's whole SurfaceModel answer, made in a worker (workers/answer-body.ts) and compressed there with
 * `compression` when the client takes it: one buffer, never one string (a 25 MB STL is 33 MB of base64; a string of
 * the whole once failed with ERR_STRING_TOO_LONG).
 */
export function surfaceModelAnswer(
  draco: Uint8Array,
  encoding: Exclude<SurfaceEncoding, "DRACO">,
  compression: AnswerEncoding | undefined,
): Promise<Uint8Array> {
  return surfaceAnswerOffLoop({ draco, encoding, compression });
}

/**
 * The DRACO answer (the uploaded file as it is, a few MB at the foot-scan limits) written piece by piece on the
 * event loop: no worker to wait for, and @fastify/compress compresses it in libuv's threads.
 */
export function surfaceModelJson(model: Uint8Array, encoding: SurfaceEncoding): Readable {
  const { head, tail } = surfaceModelJsonEnds(encoding);
  return Readable.from(
    (function* () {
      yield head;
      yield* base64Pieces(model);
      yield tail;
    })(),
    { objectMode: false },
  );
}
