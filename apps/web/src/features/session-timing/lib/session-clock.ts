// The session clocks as one pure state machine (spec 000 §4 "Session timing"): given the time, the sign-in time,
// the last activity and the screen, which Security Notification applies and when to look again. No timers here,
// so a clock that jumps (a laptop lid closed for an hour, a test's fake clock) lands in the right state at once.

import type { SessionTiming } from "@solerx/domain/common";
import {
  automaticSignOutAt,
  countdownSeconds,
  criticalLogoutWarningAt,
  inactivityLogoutAt,
  inactivityWarningAt,
  softLogoutWarningAt,
} from "@solerx/domain/session";

export interface SessionClockInput {
  now: number;
  /** Epoch ms of the interactive sign-in: the 8-hour session starts here. */
  signedInAt: number;
  /** Epoch ms of the last mouse move, click, wheel or key (or Stay signed in). */
  lastActivityAt: number;
  /** The index screen (the patient list) is showing: the only place the soft warning appears. */
  onIndexScreen: boolean;
  /** The operator has closed this session's soft warning. */
  softWarningDismissed: boolean;
}

export type SignOutReason = "inactivity" | "session-end";

export type SessionNotice =
  | { kind: "none" }
  /** One hour left: an advance notice on the index screen, no countdown; it states when the sign-out happens. */
  | { kind: "soft-warning"; signOutAt: number }
  /** 27 minutes idle: "Due to inactivity your session will end in N seconds". */
  | { kind: "inactivity"; signOutAt: number }
  /** 30 minutes left: the automatic-logout modal with its 60 s countdown. */
  | { kind: "critical"; signOutAt: number }
  | { kind: "sign-out"; reason: SignOutReason };

interface Deadlines {
  softAt: number;
  criticalAt: number;
  /** The critical countdown's end, never past the 8-hour end. */
  criticalSignOutAt: number;
  inactivityAt: number;
  inactivitySignOutAt: number;
}

function deadlines(input: SessionClockInput, timing: SessionTiming): Deadlines {
  return {
    softAt: softLogoutWarningAt(input.signedInAt, timing),
    criticalAt: criticalLogoutWarningAt(input.signedInAt, timing),
    criticalSignOutAt: automaticSignOutAt(input.signedInAt, timing),
    inactivityAt: inactivityWarningAt(input.lastActivityAt, timing),
    inactivitySignOutAt: inactivityLogoutAt(input.lastActivityAt, timing),
  };
}

/** Which notice applies now. The earliest sign-out wins; a countdown always shows the time that really ends it. */
export function sessionNotice(input: SessionClockInput, timing: SessionTiming): SessionNotice {
  const { now } = input;
  const d = deadlines(input, timing);
  if (now >= d.inactivitySignOutAt || now >= d.criticalSignOutAt) {
    return { kind: "sign-out", reason: d.inactivitySignOutAt <= d.criticalSignOutAt ? "inactivity" : "session-end" };
  }
  const inactive = now >= d.inactivityAt;
  if (now >= d.criticalAt) {
    return {
      kind: "critical",
      signOutAt: inactive ? Math.min(d.criticalSignOutAt, d.inactivitySignOutAt) : d.criticalSignOutAt,
    };
  }
  // Before the critical warning its countdown cannot end first: the inactivity countdown is at most 60 s long.
  if (inactive) return { kind: "inactivity", signOutAt: d.inactivitySignOutAt };
  if (now >= d.softAt && input.onIndexScreen && !input.softWarningDismissed) {
    return { kind: "soft-warning", signOutAt: d.criticalSignOutAt };
  }
  return { kind: "none" };
}

/**
 * When the notice can next change: the next deadline, or while a countdown shows, the moment its whole seconds
 * drop by one. Always after `now`; Infinity once signed out. Activity moves the inactivity deadline later, so a
 * check that finds the operator busy simply sleeps until the new deadline.
 */
export function nextCheckAt(input: SessionClockInput, timing: SessionTiming): number {
  const notice = sessionNotice(input, timing);
  if (notice.kind === "sign-out") return Number.POSITIVE_INFINITY;
  const d = deadlines(input, timing);
  const candidates = [d.softAt, d.criticalAt, d.criticalSignOutAt, d.inactivityAt, d.inactivitySignOutAt];
  if (notice.kind === "inactivity" || notice.kind === "critical") {
    const seconds = countdownSeconds(input.now, notice.signOutAt);
    candidates.push(notice.signOutAt - (seconds - 1) * 1000);
  }
  return Math.min(...candidates.filter((at) => at > input.now), Number.POSITIVE_INFINITY);
}

/**
 * The seconds a screen reader is told, so it is not interrupted every second: the value changes only at 60, 30,
 * 15, 10 and each of the last 5 seconds.
 */
const ANNOUNCED_SECONDS = [1, 2, 3, 4, 5, 10, 15, 30, 60];
export function announcedSeconds(seconds: number): number {
  if (seconds <= 0) return 0;
  return ANNOUNCED_SECONDS.find((milestone) => milestone >= seconds) ?? seconds;
}
