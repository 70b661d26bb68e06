import { describe, expect, it } from "vitest";
import type { Clock } from "./clock";
import { ChunkLoadError, isChunkLoadError, loadChunk } from "./lazy-route";

function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  let next = 1;
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
  };
}

describe("lazy screen chunks", () => {
  it("resolves with the module when it loads in time", async () => {
    await expect(loadChunk(async () => ({ Component: 1 }))).resolves.toEqual({ Component: 1 });
  });

  it("fails after 120 s without the chunk", async () => {
    const clock = fakeClock();
    const pending = loadChunk(() => new Promise(() => {}), 120_000, clock);
    clock.advance(119_999);
    clock.advance(1);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("turns a failed import into a ChunkLoadError", async () => {
    const error = await loadChunk(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: x")),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: y"))).toBe(true);
    expect(isChunkLoadError(new Error("other"))).toBe(false);
  });
});
