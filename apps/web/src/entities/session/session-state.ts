// The sign-in session (not a scan session): who is signed in, since when, and how far the sign-in has got. The
// auth controller writes it; the shell and the session clocks read it.
import { createSharedState } from "../../lib/shared-state";

export type AuthStatus = "initializing" | "signed-out" | "connecting" | "signed-in" | "login-error";

export interface Operator {
  userId: string;
  email: string | null;
  givenName: string | null;
  familyName: string | null;
}

export interface SignInState {
  authStatus: AuthStatus;
  operator: Operator | null;
  /** Epoch ms of the interactive sign-in (start of the 8-hour session), when known. */
  signedInAt: number | null;
}

export const signInState = createSharedState<SignInState>({
  authStatus: "initializing",
  operator: null,
  signedInAt: null,
});

export function useAuthStatus(): AuthStatus {
  return signInState.use((state) => state.authStatus);
}

export function useOperator(): Operator | null {
  return signInState.use((state) => state.operator);
}

export function useSignedIn(): boolean {
  return signInState.use((state) => state.authStatus === "signed-in");
}

export function operatorDisplayName(operator: Operator | null): string {
  if (!operator) return "";
  const name = [operator.givenName, operator.familyName].filter(Boolean).join(" ");
  return name || operator.email || "";
}
