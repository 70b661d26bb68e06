// The bytes of a big answer made in a worker (answer-body.ts): the base64 body is exactly the text the main thread
// used to build, across its pieces' boundaries, and the compressed body decompresses to it.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { base64Body, compressedBody } from "./answer-body";

const PIECE = 3 * 64 * 1024;

function bytesOf(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => (i * 31 + 7) % 256);
}

describe("base64Body", () => {
  it("is head, the base64 of the bytes, then tail, for lengths around the pieces' boundaries", () => {
    for (const length of [0, 1, 2, 3, 4, PIECE - 1, PIECE, PIECE + 1, 2 * PIECE + 2]) {
      const bytes = bytesOf(length);
      const body = base64Body('{"data":"', bytes, '","encoding":"STL"}');
      const expected = `{"data":"${Buffer.from(bytes).toString("base64")}","encoding":"STL"}`;
      expect(Buffer.from(body).toString("latin1"), `length ${length}`).toBe(expected);
    }
  });

  it("reads only the view it is given, not the rest of its buffer", () => {
    const whole = bytesOf(100);
    const body = base64Body("[", whole.subarray(10, 20), "]");
    expect(Buffer.from(body).toString()).toBe(`[${Buffer.from(whole.subarray(10, 20)).toString("base64")}]`);
  });

  it("is a buffer of its own, which the pool can move to the main thread", () => {
    const body = base64Body("", bytesOf(10), "");
    expect([body.byteOffset, body.byteLength]).toEqual([0, body.buffer.byteLength]);
  });
});

describe("compressedBody", () => {
  it("compresses with br or gzip to bytes that decompress to the body, and leaves it as it is with none", () => {
    const body = base64Body("", bytesOf(PIECE + 5), "");
    expect(Buffer.from(brotliDecompressSync(compressedBody(body, "br")))).toEqual(Buffer.from(body));
    expect(Buffer.from(gunzipSync(compressedBody(body, "gzip")))).toEqual(Buffer.from(body));
    expect(compressedBody(body, undefined)).toBe(body);
  });
});
