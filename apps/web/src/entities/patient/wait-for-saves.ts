// Ending a session or signing out waits for unsaved patient data (spec 000 §4 "Session timing": up to 600 checks
// of 100 ms), while the "Please wait. Your data is being saved." popup shows.
import { SESSION_TIMING, type SessionTiming } from "@solerx/domain/common";
import { type Clock, systemClock } from "../../lib/clock";
import { flushPendingSaves, hasUnsavedWork } from "./unsaved-work";

export interface SaveWaitDeps {
  clock: Clock;
  timing: SessionTiming;
  hasUnsavedWork: () => boolean;
  /** Sends the queued writes at once instead of after their autosave delay. */
  flush?: () => unknown;
}

/**
 * Checks every 100 ms, at most 600 times; true when everything was saved, false when the wait gave up. The end
 * of the session goes ahead either way: the operator cannot be kept at a record for ever by a save that hangs.
 */
export async function waitUntilSaved(deps: SaveWaitDeps): Promise<boolean> {
  const { clock, timing } = deps;
  for (let check = 0; check < timing.endSessionSaveChecks; check += 1) {
    if (!deps.hasUnsavedWork()) return true;
    await new Promise<void>((resolve) => {
      clock.setTimeout(resolve, timing.endSessionSaveCheckIntervalMs);
    });
  }
  return !deps.hasUnsavedWork();
}

let waiting = 0;
const listeners = new Set<() => void>();

function setWaiting(delta: number): void {
  waiting += delta;
  for (const listener of listeners) listener();
}

/** The app's wait: the popup shows while there is something to wait for, and not at all when there is not. */
export async function waitForUnsavedWork(
  deps: SaveWaitDeps = { clock: systemClock, timing: SESSION_TIMING, hasUnsavedWork, flush: flushPendingSaves },
): Promise<boolean> {
  deps.flush?.();
  if (!deps.hasUnsavedWork()) return true;
  setWaiting(1);
  try {
    return await waitUntilSaved(deps);
  } finally {
    setWaiting(-1);
  }
}

export function isWaitingForSaves(): boolean {
  return waiting > 0;
}

export function subscribeWaitingForSaves(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
