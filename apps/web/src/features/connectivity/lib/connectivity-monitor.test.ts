import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../lib/clock";
import { type Connectivity, ConnectivityMonitor } from "./connectivity-monitor";

/** A server whose answers the test decides: up, down (refused) or hanging. */
function fakeServer() {
  let mode: "up" | "down" | "hang" = "up";
  const urls: string[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    urls.push(url);
    if (mode === "up") return new Response("OK");
    if (mode === "down") throw new TypeError("Failed to fetch");
    return new Promise<Response>((_, reject) => {
      init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  });
  return { fetch, urls, set: (next: typeof mode) => (mode = next) };
}

function monitor(server: ReturnType<typeof fakeServer>, online = true) {
  const window = new EventTarget();
  const states: Connectivity[] = [];
  const watch = new ConnectivityMonitor({
    clock: systemClock,
    fetch: server.fetch,
    target: window,
    browserOnline: () => online,
  });
  watch.subscribe((state) => states.push(state));
  watch.start();
  return { watch, window, states };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("connectivity", () => {
  it("checks /check.txt with a random query each time", async () => {
    const server = fakeServer();
    const { watch } = monitor(server);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.urls).toHaveLength(2);
    expect(server.urls[0]).toMatch(/^\/check\.txt\?\w+$/);
    expect(server.urls[0]).not.toBe(server.urls[1]);
    watch.stop();
  });

  it("marks offline 5.5 s after the last success when the server stops answering, and online again", async () => {
    const server = fakeServer();
    const { watch, states } = monitor(server);
    await vi.advanceTimersByTimeAsync(0);
    server.set("hang");
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(5_499);
    expect(watch.current).toBe("online");
    await vi.advanceTimersByTimeAsync(1);
    expect(watch.current).toBe("offline");
    server.set("up");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.current).toBe("online");
    expect(states).toEqual(["offline", "online"]);
    watch.stop();
  });

  it("follows the browser's offline event at once and comes back when a check succeeds", async () => {
    const server = fakeServer();
    const { watch, window } = monitor(server);
    await vi.advanceTimersByTimeAsync(0);
    server.set("down");
    window.dispatchEvent(new Event("offline"));
    expect(watch.current).toBe("offline");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(watch.current).toBe("offline");
    server.set("up");
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(watch.current).toBe("online");
    watch.stop();
  });

  it("does not let an answer sent before the offline event bring it back online", async () => {
    const server = fakeServer();
    let answer: (response: Response) => void = () => {};
    server.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { watch, window } = monitor(server);
    server.set("down");
    window.dispatchEvent(new Event("offline"));
    answer(new Response("OK"));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(watch.current).toBe("offline");
    watch.stop();
  });

  it("stays online through a failed attempt that a retry within 5.5 s repairs", async () => {
    const server = fakeServer();
    server.set("down");
    const { watch, states } = monitor(server);
    await vi.advanceTimersByTimeAsync(2_000);
    server.set("up");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(states).toEqual([]);
    watch.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
