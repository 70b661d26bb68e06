// Runs the session state machine on a clock: one timer, set for the next moment the notice can change. Each
// check reads the inputs afresh, so activity, a new screen or a dismissed warning need no timer of their own.

import type { SessionTiming } from "@solerx/domain/common";
import { countdownSeconds } from "@solerx/domain/session";
import type { Clock } from "../../../lib/clock";
import { nextCheckAt, type SessionClockInput, type SessionNotice, sessionNotice } from "./session-clock";

export interface SessionView {
  notice: SessionNotice;
  /** Whole seconds left on the countdown of an inactivity or critical notice, else null. */
  secondsLeft: number | null;
}

export interface SessionWatcherDeps {
  clock: Clock;
  timing: SessionTiming;
  /** The inputs at the time of a check, without the time itself. */
  read: () => Omit<SessionClockInput, "now">;
  /** Called after every check; the caller compares views if it cares about changes. */
  publish: (view: SessionView) => void;
}

/** A browser fires a timer set further ahead than this at once (setTimeout takes a 32-bit delay). */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

export class SessionWatcher {
  private timer: unknown = null;
  private stopped = false;

  constructor(private readonly deps: SessionWatcherDeps) {}

  /** Evaluates now, publishes, and sets the timer for the next change. Safe to call at any time. */
  check(): SessionView {
    const { clock, timing } = this.deps;
    this.clearTimer();
    const input: SessionClockInput = { ...this.deps.read(), now: clock.now() };
    const notice = sessionNotice(input, timing);
    const secondsLeft =
      notice.kind === "inactivity" || notice.kind === "critical" ? countdownSeconds(input.now, notice.signOutAt) : null;
    const view: SessionView = { notice, secondsLeft };
    if (!this.stopped) {
      const next = nextCheckAt(input, timing);
      if (Number.isFinite(next)) {
        this.timer = clock.setTimeout(
          () => {
            this.timer = null;
            this.check();
          },
          Math.min(MAX_TIMER_DELAY_MS, Math.max(0, next - input.now)),
        );
      }
      this.deps.publish(view);
    }
    return view;
  }

  stop(): void {
    this.stopped = true;
    this.clearTimer();
  }

  private clearTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
