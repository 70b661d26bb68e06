import { SESSION_TIMING } from "@solerx/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../../../lib/clock";
import { ActivityTracker } from "./activity-tracker";
import { type SessionView, SessionWatcher } from "./session-watcher";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const t0 = Date.UTC(2025, 2, 3, 8, 0);

/** The hook's wiring, without React: a tracker on a fake window, the watcher, and what it published. */
function watch(screen = { onIndexScreen: false, softWarningDismissed: false }) {
  const window = new EventTarget();
  const tracker = new ActivityTracker({ clock: systemClock, target: window });
  const views: SessionView[] = [];
  const watcher = new SessionWatcher({
    clock: systemClock,
    timing: SESSION_TIMING,
    read: () => ({ signedInAt: t0, lastActivityAt: tracker.lastActivityAt(), ...screen }),
    publish: (view) => {
      tracker.setPaused(view.notice.kind === "inactivity");
      views.push(view);
    },
  });
  tracker.start();
  watcher.check();
  const last = () => views.at(-1);
  const move = () => window.dispatchEvent(new Event("mousemove"));
  return { watcher, tracker, views, last, move, screen };
}

describe("session watcher on fake timers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(t0);
  });
  afterEach(() => vi.useRealTimers());

  it("opens the inactivity countdown after 27 idle minutes and counts it down each second", () => {
    const { last } = watch();
    vi.advanceTimersByTime(27 * MIN - 1);
    expect(last()?.notice.kind).toBe("none");
    vi.advanceTimersByTime(1);
    expect(last()).toMatchObject({ notice: { kind: "inactivity" }, secondsLeft: 60 });
    vi.advanceTimersByTime(SEC);
    expect(last()?.secondsLeft).toBe(59);
    vi.advanceTimersByTime(58 * SEC);
    expect(last()?.secondsLeft).toBe(1);
    vi.advanceTimersByTime(SEC);
    expect(last()?.notice).toEqual({ kind: "sign-out", reason: "inactivity" });
  });

  it("counts mouse moves as activity, so a busy operator never sees the countdown", () => {
    const { last, move } = watch();
    for (let minute = 0; minute < 120; minute += 20) {
      vi.advanceTimersByTime(20 * MIN);
      move();
    }
    vi.advanceTimersByTime(26 * MIN);
    expect(last()?.notice.kind).toBe("none");
  });

  it("ignores activity while the countdown shows: only Stay signed in restarts the clock", () => {
    const { watcher, tracker, last, move } = watch();
    vi.advanceTimersByTime(27 * MIN);
    expect(last()?.notice.kind).toBe("inactivity");
    move();
    vi.advanceTimersByTime(10 * SEC);
    expect(last()).toMatchObject({ notice: { kind: "inactivity" }, secondsLeft: 50 });

    // Stay signed in.
    tracker.touch();
    watcher.check();
    expect(last()?.notice.kind).toBe("none");
    vi.advanceTimersByTime(27 * MIN - 1);
    expect(last()?.notice.kind).toBe("none");
    vi.advanceTimersByTime(1);
    expect(last()?.notice.kind).toBe("inactivity");
  });

  it("shows the soft warning at 7 h on the index screen, the critical one at 7.5 h, and signs out 60 s later", () => {
    const { last, move } = watch({ onIndexScreen: true, softWarningDismissed: false });
    const keepBusyUntil = (at: number) => {
      while (Date.now() + 10 * MIN <= t0 + at) {
        vi.advanceTimersByTime(10 * MIN);
        move();
      }
      vi.advanceTimersByTime(t0 + at - Date.now());
    };
    keepBusyUntil(7 * HOUR - 1);
    expect(last()?.notice.kind).toBe("none");
    keepBusyUntil(7 * HOUR);
    expect(last()?.notice).toEqual({ kind: "soft-warning", sessionEndsAt: t0 + 8 * HOUR });
    keepBusyUntil(7.5 * HOUR);
    expect(last()).toMatchObject({ notice: { kind: "critical" }, secondsLeft: 60 });
    move();
    vi.advanceTimersByTime(30 * SEC);
    expect(last()?.secondsLeft).toBe(30);
    vi.advanceTimersByTime(30 * SEC);
    expect(last()?.notice).toEqual({ kind: "sign-out", reason: "session-end" });
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
