// Lazy screen chunks (spec 000 §2): a chunk that fails to load, or takes longer than 120 s, becomes a
// ChunkLoadError that the route's error element shows.
import { UI_TIMING } from "@solerx/domain/common";
import { type Clock, systemClock } from "./clock";

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
}

const DYNAMIC_IMPORT_FAILURES = [
  "Failed to fetch dynamically imported module",
  "error loading dynamically imported module",
  "Importing a module script failed",
  "Unable to preload CSS",
];

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : "";
  return DYNAMIC_IMPORT_FAILURES.some((text) => message.includes(text));
}

export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = UI_TIMING.chunkLoadTimeoutMs,
  clock: Clock = systemClock,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = clock.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new ChunkLoadError(`The screen did not load within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    load().then(
      (module) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clock.clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}
