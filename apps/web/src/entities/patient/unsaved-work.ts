// Patient data the screens have changed but not yet saved (spec 000 §4 "Session timing"). Screens mark their work
// dirty and saved, or hand over a save in flight; ending a session or signing out waits until nothing is pending.
// It lives in lib, not in a feature, because every patient screen writes to it and features do not import each
// other.

const dirtyKeys = new Set<string>();
const savesInFlight = new Set<symbol>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** `key` names one piece of work (e.g. "prescription", "landmarks"): marking it twice is one piece. */
export function markDirty(key: string): void {
  if (dirtyKeys.has(key)) return;
  dirtyKeys.add(key);
  changed();
}

export function markSaved(key: string): void {
  if (dirtyKeys.delete(key)) changed();
}

/** Counts a save as pending until it settles, whether it succeeds or fails (a failed save is not waited on). */
export function trackSave<T>(save: Promise<T>): Promise<T> {
  const token = Symbol("save");
  savesInFlight.add(token);
  changed();
  const settle = () => {
    savesInFlight.delete(token);
    changed();
  };
  save.then(settle, settle);
  return save;
}

let flusher: () => Promise<void> = async () => {};

/** The save queue, once loaded, says how to send its waiting writes at once. */
export function setSaveFlusher(flush: () => Promise<void>): void {
  flusher = flush;
}

/** Sends at once what waits for its autosave delay (End session, SIGN OUT); nothing when no queue was loaded. */
export function flushPendingSaves(): Promise<void> {
  return flusher();
}

export function hasUnsavedWork(): boolean {
  return dirtyKeys.size > 0 || savesInFlight.size > 0;
}

export function subscribeUnsavedWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget everything pending. */
export function resetUnsavedWork(): void {
  dirtyKeys.clear();
  savesInFlight.clear();
  changed();
}
