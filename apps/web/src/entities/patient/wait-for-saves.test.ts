import { SESSION_TIMING } from "@solerx/domain/common";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../lib/clock";
import { hasUnsavedWork, markDirty, markSaved, resetUnsavedWork, trackSave } from "./unsaved-work";
import { isWaitingForSaves, subscribeWaitingForSaves, waitForUnsavedWork } from "./wait-for-saves";

const deps = { clock: systemClock, timing: SESSION_TIMING, hasUnsavedWork };

describe("waiting for unsaved data", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetUnsavedWork();
  });
  afterEach(() => {
    resetUnsavedWork();
    vi.useRealTimers();
  });

  it("goes ahead at once, without the popup, when nothing is pending", async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeWaitingForSaves(() => seen.push(isWaitingForSaves()));
    await expect(waitForUnsavedWork(deps)).resolves.toBe(true);
    expect(seen).toEqual([]);
    unsubscribe();
  });

  it("waits, with the popup, until the data is saved, checking every 100 ms", async () => {
    markDirty("prescription");
    const done = waitForUnsavedWork(deps);
    expect(isWaitingForSaves()).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(isWaitingForSaves()).toBe(true);
    markSaved("prescription");
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(true);
    expect(isWaitingForSaves()).toBe(false);
  });

  it("gives up after 600 checks of 100 ms (60 s) and lets the end of the session go ahead", async () => {
    markDirty("landmarks");
    let settled = false;
    const done = waitForUnsavedWork(deps).then((saved) => {
      settled = true;
      return saved;
    });
    await vi.advanceTimersByTimeAsync(59_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(false);
    expect(isWaitingForSaves()).toBe(false);
  });

  it("waits for a save in flight, whether it succeeds or fails", async () => {
    let finish: (ok: boolean) => void = () => {};
    const save = new Promise<void>((resolve, reject) => {
      finish = (ok) => (ok ? resolve() : reject(new Error("offline")));
    });
    trackSave(save).catch(() => {});
    expect(hasUnsavedWork()).toBe(true);
    const done = waitForUnsavedWork(deps);
    await vi.advanceTimersByTimeAsync(300);
    finish(false);
    await vi.advanceTimersByTimeAsync(100);
    await expect(done).resolves.toBe(true);
    expect(hasUnsavedWork()).toBe(false);
  });

  it("counts one piece of work once, however often it is marked", () => {
    markDirty("profile");
    markDirty("profile");
    markSaved("profile");
    expect(hasUnsavedWork()).toBe(false);
  });

  it("first sends the queued saves at once (the flush), then waits for them", async () => {
    const flush = vi.fn(() => markSaved("save-queue"));
    markDirty("save-queue");
    await expect(waitForUnsavedWork({ ...deps, flush })).resolves.toBe(true);
    expect(flush).toHaveBeenCalledOnce();
  });
});
