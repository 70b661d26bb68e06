// What the operator is waiting for right now: every request of the API client registers here while it is in
// flight, so the shell can tell a long wait (and offer Wait or End session) without each screen keeping time.
const started = new Map<symbol, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Counts `work` as a wait from `now` until it settles, however it settles. */
export function trackWait<T>(work: Promise<T>, now: number = Date.now()): Promise<T> {
  const token = Symbol("wait");
  started.set(token, now);
  changed();
  const settle = () => {
    started.delete(token);
    changed();
  };
  work.then(settle, settle);
  return work;
}

/** When the oldest wait still in flight began, or null when nothing is awaited. */
export function oldestWaitStartedAt(): number | null {
  let oldest: number | null = null;
  for (const at of started.values()) if (oldest === null || at < oldest) oldest = at;
  return oldest;
}

export function subscribeWaits(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
