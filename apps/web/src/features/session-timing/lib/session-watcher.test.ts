// The watcher alone: one timer for the next change, a fresh read at every check. How the app wires it to the
// window and the screen is tested through the real component (components/session-watch.test.tsx).
import { SESSION_TIMING } from "@solerx/domain/common";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../lib/clock";
import { type SessionView, SessionWatcher } from "./session-watcher";

const MIN = 60_000;
const HOUR = 60 * MIN;
const t0 = Date.UTC(2025, 2, 3, 8, 0);

function watch(lastActivityAt = () => t0) {
  const views: SessionView[] = [];
  const watcher = new SessionWatcher({
    clock: systemClock,
    timing: SESSION_TIMING,
    read: () => ({
      signedInAt: t0,
      lastActivityAt: lastActivityAt(),
      onIndexScreen: false,
      softWarningDismissed: false,
    }),
    publish: (view) => views.push(view),
  });
  watcher.check();
  return { watcher, views, last: () => views.at(-1) };
}

describe("session watcher", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
  });
  afterEach(() => vi.useRealTimers());

  it("wakes for the next change only: nothing is published between deadlines", () => {
    const { views, last } = watch();
    vi.advanceTimersByTime(27 * MIN - 1);
    expect(views).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ notice: { kind: "inactivity" }, secondsLeft: 60 });
  });

  it("reads the inputs afresh at each check, so new activity moves the deadline", () => {
    let activity = t0;
    const { last } = watch(() => activity);
    vi.advanceTimersByTime(20 * MIN);
    activity = Date.now();
    vi.advanceTimersByTime(7 * MIN);
    expect(last()?.notice.kind).toBe("none");
    vi.advanceTimersByTime(20 * MIN);
    expect(last()?.notice.kind).toBe("inactivity");
  });

  it("lands in the right state when the clock jumps (a sleeping laptop)", () => {
    const { watcher, last } = watch();
    // The tab slept: no timer ran, the system time moved 9 hours on.
    vi.setSystemTime(t0 + 9 * HOUR);
    watcher.check();
    expect(last()?.notice.kind).toBe("sign-out");
  });

  it("sets no timer after stop", () => {
    const { watcher, views } = watch();
    watcher.stop();
    const published = views.length;
    vi.advanceTimersByTime(9 * HOUR);
    expect(views.length).toBe(published);
    expect(vi.getTimerCount()).toBe(0);
  });
});
