// The app's client state shared by features: who is signed in, the chosen store, the open patient, the mobile
// view. Server data lives in TanStack Query; this holds only what the screens decide. Plain module state with
// useSyncExternalStore, so non-React code (the auth controller, the route guard) reads and writes it too.
import { useSyncExternalStore } from "react";

export type AuthStatus = "initializing" | "signed-out" | "connecting" | "signed-in" | "login-error";

export interface Operator {
  userId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** error, error_description and error_details of the query (spec 000 §2 "Route guard behaviour"). */
export interface RouteError {
  error: string;
  description: string;
  details: string;
}

export interface OpenPatient {
  id: string;
  orderId: string | null;
}

export interface AppState {
  authStatus: AuthStatus;
  operator: Operator | null;
  /** Epoch ms of the interactive sign-in (start of the 8-hour session), when known. */
  signedInAt: number | null;
  storeId: string | null;
  openPatient: OpenPatient | null;
  mobileView: boolean;
  agentUri: string | null;
  routeError: RouteError | null;
  previousPath: string | null;
}

export const initialAppState: AppState = {
  authStatus: "initializing",
  operator: null,
  signedInAt: null,
  storeId: null,
  openPatient: null,
  mobileView: false,
  agentUri: null,
  routeError: null,
  previousPath: null,
};

let state: AppState = initialAppState;
const listeners = new Set<() => void>();

export function getAppState(): AppState {
  return state;
}

export function setAppState(patch: Partial<AppState> | ((current: AppState) => Partial<AppState>)): void {
  const next = { ...state, ...(typeof patch === "function" ? patch(state) : patch) };
  const changed = (Object.keys(next) as (keyof AppState)[]).some((key) => next[key] !== state[key]);
  if (!changed) return;
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeAppState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Select one value; return primitives or stored objects, never a new object per call. */
export function useAppState<T>(selector: (current: AppState) => T): T {
  return useSyncExternalStore(
    subscribeAppState,
    () => selector(state),
    () => selector(state),
  );
}
