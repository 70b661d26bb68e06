import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../lib/clock";
import { ACTIVITY_EVENTS, ActivityTracker, type SharedActivity } from "./activity-tracker";

const t0 = Date.UTC(2025, 2, 3, 8, 0);

function memoryShared(): SharedActivity & { value: number | null; writes: number } {
  return {
    value: null,
    writes: 0,
    read() {
      return this.value;
    },
    write(at) {
      this.value = at;
      this.writes += 1;
    },
  };
}

describe("activity tracker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
  });
  afterEach(() => vi.useRealTimers());

  it("records each of the spec's events: mouse move, click, wheel, key", () => {
    const target = new EventTarget();
    const tracker = new ActivityTracker({ clock: systemClock, target });
    tracker.start();
    for (const [index, type] of ["mousemove", "mousedown", "click", "wheel", "keydown"].entries()) {
      vi.setSystemTime(t0 + (index + 1) * 1000);
      target.dispatchEvent(new Event(type));
      expect(tracker.lastActivityAt(), type).toBe(t0 + (index + 1) * 1000);
    }
    expect(ACTIVITY_EVENTS).toEqual(expect.arrayContaining(["mousemove", "mousedown", "click", "wheel", "keydown"]));
  });

  it("ignores other events, events while paused, and events after stop", () => {
    const target = new EventTarget();
    const tracker = new ActivityTracker({ clock: systemClock, target });
    tracker.start();
    vi.setSystemTime(t0 + 1000);
    target.dispatchEvent(new Event("scroll"));
    expect(tracker.lastActivityAt()).toBe(t0);

    tracker.setPaused(true);
    target.dispatchEvent(new Event("keydown"));
    expect(tracker.lastActivityAt()).toBe(t0);
    tracker.touch();
    expect(tracker.lastActivityAt()).toBe(t0 + 1000);

    tracker.setPaused(false);
    tracker.stop();
    vi.setSystemTime(t0 + 2000);
    target.dispatchEvent(new Event("keydown"));
    expect(tracker.lastActivityAt()).toBe(t0 + 1000);
  });

  it("shares activity with other tabs, writing at most once a second", () => {
    const shared = memoryShared();
    const target = new EventTarget();
    const tracker = new ActivityTracker({ clock: systemClock, target, shared });
    tracker.start();
    for (let ms = 0; ms < 3000; ms += 100) {
      vi.setSystemTime(t0 + ms);
      target.dispatchEvent(new Event("mousemove"));
    }
    expect(shared.writes).toBe(3);

    // Another tab was used later: that counts here too.
    vi.setSystemTime(t0 + 60_000);
    shared.value = t0 + 50_000;
    expect(tracker.lastActivityAt()).toBe(t0 + 50_000);
    // A time ahead of this clock (another machine's, a broken value) does not hold the session open.
    shared.value = t0 + 90_000;
    expect(tracker.lastActivityAt()).toBe(t0 + 2900);
  });
});
