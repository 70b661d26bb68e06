import { SESSION_TIMING } from "@solerx/domain/common";
import { describe, expect, it } from "vitest";
import { announcedSeconds, nextCheckAt, type SessionClockInput, sessionNotice } from "./session-clock";

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const t0 = Date.UTC(2025, 2, 3, 8, 0);

/** Signed in at t0; `at` ms later, with the last activity `idle` ms before that. */
function input(at: number, idle = 0, extra: Partial<SessionClockInput> = {}): SessionClockInput {
  return {
    now: t0 + at,
    signedInAt: t0,
    lastActivityAt: t0 + at - idle,
    onIndexScreen: false,
    softWarningDismissed: false,
    ...extra,
  };
}

const notice = (i: SessionClockInput) => sessionNotice(i, SESSION_TIMING);
const next = (i: SessionClockInput) => nextCheckAt(i, SESSION_TIMING);

describe("inactivity", () => {
  it("shows nothing before 27 minutes without activity", () => {
    expect(notice(input(HOUR, 27 * MIN - 1))).toEqual({ kind: "none" });
  });

  it("opens the 60 s countdown at 27 minutes and signs out at its end", () => {
    expect(notice(input(HOUR, 27 * MIN))).toEqual({ kind: "inactivity", signOutAt: t0 + HOUR + 60 * SEC });
    expect(notice(input(HOUR, 28 * MIN - 1))).toEqual({ kind: "inactivity", signOutAt: t0 + HOUR + 1 });
    expect(notice(input(HOUR, 28 * MIN))).toEqual({ kind: "sign-out", reason: "inactivity" });
  });

  it("restarts from the latest activity", () => {
    const i = input(HOUR, 27 * MIN);
    expect(notice({ ...i, lastActivityAt: i.now })).toEqual({ kind: "none" });
  });

  it("sleeps until the deadline while the operator is active", () => {
    expect(next(input(HOUR, 5 * MIN))).toBe(t0 + HOUR + 22 * MIN);
  });

  it("wakes for every whole second of the countdown", () => {
    const opened = input(HOUR, 27 * MIN);
    expect(next(opened)).toBe(opened.now + SEC);
    // Half a second in, the display still shows 60 and changes to 59 at the next whole second.
    const later = input(HOUR + 500, 27 * MIN + 500);
    expect(next(later)).toBe(opened.now + SEC);
  });
});

describe("automatic sign-out of the 8-hour session", () => {
  it("shows the soft warning 60 minutes before the end, on the index screen only", () => {
    expect(notice(input(7 * HOUR - 1, 0, { onIndexScreen: true }))).toEqual({ kind: "none" });
    expect(notice(input(7 * HOUR, 0, { onIndexScreen: true }))).toEqual({
      kind: "soft-warning",
      signOutAt: t0 + 7.5 * HOUR + MIN,
    });
    expect(notice(input(7 * HOUR, 0, { onIndexScreen: false }))).toEqual({ kind: "none" });
  });

  it("does not show a dismissed soft warning again", () => {
    expect(notice(input(7 * HOUR + MIN, 0, { onIndexScreen: true, softWarningDismissed: true }))).toEqual({
      kind: "none",
    });
  });

  it("shows the critical warning 30 minutes before the end on any screen, with its 60 s countdown", () => {
    expect(notice(input(7.5 * HOUR, 0))).toEqual({ kind: "critical", signOutAt: t0 + 7.5 * HOUR + 60 * SEC });
    // It replaces the soft warning, dismissed or not.
    expect(notice(input(7.5 * HOUR, 0, { onIndexScreen: true }))).toMatchObject({ kind: "critical" });
    expect(notice(input(7.5 * HOUR, 0, { onIndexScreen: true, softWarningDismissed: true }))).toMatchObject({
      kind: "critical",
    });
  });

  it("signs out when the critical countdown ends, and at the 8-hour end whatever happened before", () => {
    expect(notice(input(7.5 * HOUR + 60 * SEC, 0))).toEqual({ kind: "sign-out", reason: "session-end" });
    expect(notice(input(8 * HOUR, 0))).toEqual({ kind: "sign-out", reason: "session-end" });
    // A clock that jumps far past everything (a sleeping laptop) lands on the sign-out too.
    expect(notice(input(30 * HOUR, 0))).toEqual({ kind: "sign-out", reason: "session-end" });
  });

  it("never lets the critical countdown outlast the 8 hours when the warning lead is shorter than it", () => {
    const timing = { ...SESSION_TIMING, criticalLogoutWarningMs: 20 * SEC };
    const i = input(8 * HOUR - 20 * SEC, 0);
    expect(sessionNotice(i, timing)).toEqual({ kind: "critical", signOutAt: t0 + 8 * HOUR });
  });

  it("counts the critical warning down to the inactivity sign-out when that comes first", () => {
    // Idle for 27.5 minutes when the critical warning opens: inactivity ends the session 30 s later.
    expect(notice(input(7.5 * HOUR, 27.5 * MIN))).toEqual({ kind: "critical", signOutAt: t0 + 7.5 * HOUR + 30 * SEC });
    expect(notice(input(7.5 * HOUR + 30 * SEC, 28 * MIN))).toEqual({ kind: "sign-out", reason: "inactivity" });
  });

  it("sleeps until the next warning, never past it", () => {
    expect(next(input(6 * HOUR, 0))).toBe(t0 + 6 * HOUR + 27 * MIN);
    expect(next(input(6.9 * HOUR, 0))).toBe(t0 + 7 * HOUR);
    expect(next(input(7.4 * HOUR, 0))).toBe(t0 + 7.5 * HOUR);
  });

  it("stops looking once signed out", () => {
    expect(next(input(8 * HOUR, 0))).toBe(Number.POSITIVE_INFINITY);
  });

  it("always looks again strictly later than now", () => {
    for (let at = 0; at <= 8 * HOUR; at += 7 * MIN + 333) {
      for (const idle of [0, 26 * MIN, 27 * MIN, 27 * MIN + 999]) {
        const i = input(at, Math.min(idle, at), { onIndexScreen: true });
        expect(next(i)).toBeGreaterThan(i.now);
      }
    }
  });
});

describe("screen-reader announcements", () => {
  it("change only at milestones", () => {
    expect([60, 59, 31, 30, 29, 16, 15, 11, 10, 6, 5, 4, 1, 0].map(announcedSeconds)).toEqual([
      60, 60, 60, 30, 30, 30, 15, 15, 10, 10, 5, 4, 1, 0,
    ]);
  });
});
