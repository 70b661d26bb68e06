// The operator's last activity (spec 000 §4 "Session timing": mouse move, click, wheel or key). Recording is one
// assignment per event, so a moving mouse costs nothing; the session watcher reads the time when it checks.
// Tabs of one browser share the time through storage: working in one tab keeps the others from signing out the
// operator, whose sign-in they share.
import type { Clock } from "../../../lib/clock";

/** The events of the spec, plus a touch, which is how a tablet's operator moves the page without a click. */
export const ACTIVITY_EVENTS = ["mousemove", "mousedown", "click", "wheel", "keydown", "touchstart"] as const;

/** Storage is written at most this often: enough for a 27-minute clock, and cheap for a moving mouse. */
const SHARE_INTERVAL_MS = 1000;

export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
}

export interface ActivityTrackerDeps {
  clock: Clock;
  /** Where the events are heard (the window). */
  target: EventTarget;
  shared?: SharedActivity;
}

export class ActivityTracker {
  private last: number;
  private lastShared = Number.NEGATIVE_INFINITY;
  private paused = false;
  private listening = false;
  private readonly onActivity = () => {
    if (!this.paused) this.record();
  };

  constructor(private readonly deps: ActivityTrackerDeps) {
    this.last = deps.clock.now();
  }

  start(): void {
    if (this.listening) return;
    this.listening = true;
    for (const type of ACTIVITY_EVENTS) {
      this.deps.target.addEventListener(type, this.onActivity, { capture: true, passive: true });
    }
  }

  stop(): void {
    if (!this.listening) return;
    this.listening = false;
    for (const type of ACTIVITY_EVENTS) {
      this.deps.target.removeEventListener(type, this.onActivity, { capture: true });
    }
  }

  /**
   * While the inactivity countdown shows, events do not count: reaching for Stay signed in must not close the
   * modal under the pointer, and the operator's answer is the button, not a nudge of the mouse.
   */
  setPaused(paused: boolean): void {
    this.paused = paused;
  }

  /** Activity now, whatever the events say (Stay signed in). */
  touch(): void {
    this.lastShared = Number.NEGATIVE_INFINITY;
    this.record();
  }

  /** The latest activity of this tab or, through storage, of another tab; a time ahead of the clock is ignored. */
  lastActivityAt(): number {
    const shared = this.deps.shared?.read() ?? null;
    const now = this.deps.clock.now();
    return shared !== null && shared > this.last && shared <= now ? shared : this.last;
  }

  private record(): void {
    const now = this.deps.clock.now();
    this.last = now;
    if (this.deps.shared && now - this.lastShared >= SHARE_INTERVAL_MS) {
      this.lastShared = now;
      this.deps.shared.write(now);
    }
  }
}
