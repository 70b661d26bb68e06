// A small piece of client state that React and plain code (the sign-in controller, the route guard) both read and
// write: module state behind useSyncExternalStore. Server data lives in TanStack Query, never here.
import { useSyncExternalStore } from "react";

export interface SharedState<T extends object> {
  get(): T;
  set(patch: Partial<T> | ((current: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
  /** Select one value; return primitives or stored objects, never a new object per call. */
  use<R>(selector: (current: T) => R): R;
  /** For tests: back to the initial value. */
  reset(): void;
}

export function createSharedState<T extends object>(initial: T): SharedState<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const set: SharedState<T>["set"] = (patch) => {
    const next = { ...state, ...(typeof patch === "function" ? patch(state) : patch) };
    const changed = (Object.keys(next) as (keyof T)[]).some((key) => next[key] !== state[key]);
    if (!changed) return;
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set,
    subscribe,
    use: (selector) =>
      useSyncExternalStore(
        subscribe,
        () => selector(state),
        () => selector(state),
      ),
    reset: () => set(initial),
  };
}
