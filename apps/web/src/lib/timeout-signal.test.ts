import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withTimeout } from "./timeout-signal";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("withTimeout", () => {
  it("aborts after the time-out, and not before", () => {
    const signal = withTimeout(undefined, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe("TimeoutError");
  });

  it("aborts at once with the caller's signal", () => {
    const caller = new AbortController();
    const signal = withTimeout(caller.signal, 10_000);
    caller.abort("navigated away");
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe("navigated away");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts aborted when the caller's signal already is", () => {
    const caller = new AbortController();
    caller.abort();
    expect(withTimeout(caller.signal, 10_000).aborted).toBe(true);
  });
});
