// A Clock (lib/clock) whose time moves only when a test says so: advance(ms) runs the timers that fall due, in
// order, synchronously; `pending` tells how many timers wait.
import type { Clock } from "../lib/clock";

export interface FakeClock extends Clock {
  advance(ms: number): void;
  readonly pending: number;
}

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start;
  let next = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
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
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    get pending() {
      return timers.size;
    },
  };
}
