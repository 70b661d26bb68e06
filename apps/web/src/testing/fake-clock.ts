// A Clock (lib/clock) whose time moves only when a test says so: advance(ms) runs the timers that fall due, in
// order, synchronously; advanceAsync(ms) does the same but lets pending promise chains run before each timer and
// at the end (for code that sets its next timer after an await); `pending` tells how many timers wait.
import type { Clock } from "../lib/clock";

export interface FakeClock extends Clock {
  advance(ms: number): void;
  advanceAsync(ms: number): Promise<void>;
  readonly pending: number;
}

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  // Runs the earliest timer due by `target` (ties in the order they were set); false when none is due.
  const runNextDue = (target: number) => {
    const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
    if (!due) return false;
    timers.delete(due[0]);
    now = due[1].at;
    due[1].callback();
    return true;
  };
  return {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
    advance(ms) {
      const target = now + ms;
      while (runNextDue(target)) {}
      now = target;
    },
    async advanceAsync(ms) {
      const target = now + ms;
      do await flushMicrotasks();
      while (runNextDue(target));
      now = target;
      await flushMicrotasks();
    },
    get pending() {
      return timers.size;
    },
  };
}

async function flushMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}
