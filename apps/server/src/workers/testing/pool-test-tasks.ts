// Tasks for pool.test.ts: an answer, bytes, synchronous work that holds its thread, a thrown error, a crash and the
// worker thread's own scheduling priority.
import { getPriority } from "node:os";

export function echo(input: unknown): unknown {
  return input;
}

export function bytes(length: number): Uint8Array {
  return new Uint8Array(length).fill(7);
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
