// Tasks for pool.test.ts: an answer, bytes (of their own, and a slice of Node's shared buffer pool), synchronous
// work that holds its thread, a thrown error, a crash and the worker thread's own scheduling priority.
import { getPriority } from "node:os";

export function echo(input: unknown): unknown {
  return input;
}

export function bytes(length: number): Uint8Array {
  return new Uint8Array(length).fill(7);
}

/**
 * A small answer at the start of Node's shared buffer pool, as zlib's sync calls give for a small input: its
 * ArrayBuffer is the pool's (8 KB, marked untransferable), though the view starts at offset 0. Small buffers are
 * made until one begins a fresh pool, whatever the worker made before.
 */
export function pooledBytes(length: number): Uint8Array {
  for (let tries = 0; tries <= Buffer.poolSize; tries++) {
    const slice = Buffer.from("x".repeat(length));
    if (slice.byteOffset === 0 && slice.buffer.byteLength > length) return slice;
  }
  throw new Error("no pooled slice at offset 0");
}

/** Holds the worker's thread until `until` (epoch ms) or, with no end, for ever: only terminate() stops it. */
export function spin(until?: number): string {
  while (until === undefined || Date.now() < until) {
    // busy
  }
  return "spun";
}

export function fail(message: string): never {
  const error = new Error(message);
  error.name = "RefusedInput";
  throw error;
}

export function crash(): never {
  process.exit(3);
}

/** The nice value of the calling thread (Linux keeps one per thread). */
export function priority(): number {
  return getPriority();
}
