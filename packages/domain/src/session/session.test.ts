import { describe, expect, it } from "vitest";
import { SESSION_TIMING } from "../common";
import {
  accessTokenRefreshAt,
  countdownSeconds,
  criticalLogoutWarningAt,
  endSessionSaveWaitMs,
  inactivityLogoutAt,
  inactivityWarningAt,
  logoutWarningAt,
  sessionEndsAt,
  softLogoutWarningAt,
} from "./session-clock";

const MIN = 60_000;
const t0 = Date.UTC(2024, 5, 15, 8, 0);

describe("session clocks", () => {
  it("ends a session 480 min after sign-in and warns 60 and 30 min before", () => {
    expect(sessionEndsAt(t0) - t0).toBe(480 * MIN);
    expect(softLogoutWarningAt(t0) - t0).toBe(420 * MIN);
    expect(criticalLogoutWarningAt(t0) - t0).toBe(450 * MIN);
  });
  it("tells which warning applies", () => {
    expect(logoutWarningAt(t0 + 419 * MIN, t0)).toBe("none");
    expect(logoutWarningAt(t0 + 420 * MIN, t0)).toBe("soft");
    expect(logoutWarningAt(t0 + 450 * MIN, t0)).toBe("critical");
    expect(logoutWarningAt(t0 + 480 * MIN, t0)).toBe("expired");
  });
  it("accepts injected timings", () => {
    const fast = { ...SESSION_TIMING, sessionLifetimeMs: 10_000, softLogoutWarningMs: 4000 };
    expect(sessionEndsAt(0, fast)).toBe(10_000);
    expect(softLogoutWarningAt(0, fast)).toBe(6000);
  });
  it("refreshes access tokens 1 min before expiry, never in the past", () => {
    expect(accessTokenRefreshAt(t0 + 5 * MIN, t0)).toBe(t0 + 4 * MIN);
    expect(accessTokenRefreshAt(t0 + 30_000, t0)).toBe(t0);
  });
  it("warns after 27 min of inactivity and logs out 60 s later", () => {
    expect(inactivityWarningAt(t0) - t0).toBe(1_620_000);
    expect(inactivityLogoutAt(t0) - t0).toBe(1_680_000);
  });
  it("counts whole seconds down to zero", () => {
    expect(countdownSeconds(0, 60_000)).toBe(60);
    expect(countdownSeconds(500, 60_000)).toBe(60);
    expect(countdownSeconds(59_001, 60_000)).toBe(1);
    expect(countdownSeconds(60_000, 60_000)).toBe(0);
    expect(countdownSeconds(70_000, 60_000)).toBe(0);
  });
  it("waits up to 60 s for unsaved data at the end of a session", () => {
    expect(endSessionSaveWaitMs()).toBe(60_000);
  });
});
