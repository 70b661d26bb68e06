// Session clocks as pure functions over epoch milliseconds (spec 000 §4 "Session timing"); the web's timers call
// these with Date.now() or a fake clock, and may pass faster timings under test.
import { SESSION_TIMING, type SessionTiming } from "../common";

/** When a session signed in at `signInAt` ends (8 h later). */
export function sessionEndsAt(signInAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return signInAt + timing.sessionLifetimeMs;
}

/** When the soft automatic-logout warning shows (1 h before the end, index screen only). */
export function softLogoutWarningAt(signInAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return sessionEndsAt(signInAt, timing) - timing.softLogoutWarningMs;
}

/** When the critical automatic-logout warning shows (30 min before the end, any screen). */
export function criticalLogoutWarningAt(signInAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return sessionEndsAt(signInAt, timing) - timing.criticalLogoutWarningMs;
}

/**
 * The one moment the automatic sign-out happens: the critical warning's countdown end, never past the 8-hour end.
 * The soft warning states this time and the critical countdown ends at it, so what the operator is told is what
 * happens.
 */
export function automaticSignOutAt(signInAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return Math.min(
    sessionEndsAt(signInAt, timing),
    criticalLogoutWarningAt(signInAt, timing) + timing.automaticLogoutCountdownMs,
  );
}

export type LogoutWarning = "none" | "soft" | "critical" | "expired";

/** Which automatic-logout warning applies at `now`. */
export function logoutWarningAt(now: number, signInAt: number, timing: SessionTiming = SESSION_TIMING): LogoutWarning {
  if (now >= sessionEndsAt(signInAt, timing)) return "expired";
  if (now >= criticalLogoutWarningAt(signInAt, timing)) return "critical";
  if (now >= softLogoutWarningAt(signInAt, timing)) return "soft";
  return "none";
}

/** When to refresh an access token that expires at `expiresAt` (1 min before; at once if that is past). */
export function accessTokenRefreshAt(expiresAt: number, now: number, timing: SessionTiming = SESSION_TIMING): number {
  return Math.max(now, expiresAt - timing.accessTokenRefreshLeadMs);
}

/** When the inactivity countdown opens, 27 min after the last mouse move, click, wheel or key. */
export function inactivityWarningAt(lastActivityAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return lastActivityAt + timing.inactivityTimeoutMs;
}

/** When inactivity logs the user out: the countdown's 60 s after it opens. */
export function inactivityLogoutAt(lastActivityAt: number, timing: SessionTiming = SESSION_TIMING): number {
  return inactivityWarningAt(lastActivityAt, timing) + timing.inactivityCountdownMs;
}

/** Whole seconds a countdown shows at `now` (rounded up, never below 0), e.g. the N of the inactivity text. */
export function countdownSeconds(now: number, deadline: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The longest an end of session waits for unsaved data (600 x 100 ms). */
export function endSessionSaveWaitMs(timing: SessionTiming = SESSION_TIMING): number {
  return timing.endSessionSaveChecks * timing.endSessionSaveCheckIntervalMs;
}
