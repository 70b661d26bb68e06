// What the screens use of the sign-in.
import { type Operator, useAppState } from "../../stores/app-state";
import { authController } from "./lib/auth-controller";

export function useAuthStatus() {
  return useAppState((state) => state.authStatus);
}

export function useOperator(): Operator | null {
  return useAppState((state) => state.operator);
}

export function operatorDisplayName(operator: Operator | null): string {
  if (!operator) return "";
  const name = [operator.givenName, operator.familyName].filter(Boolean).join(" ");
  return name || operator.email || "";
}

export function signIn(): Promise<void> {
  return authController.beginSignIn();
}

export function signOut(): Promise<void> {
  return authController.signOut();
}

/** Ends this sign-in and starts a fresh one: a new 8-hour session (the automatic-logout modal's Sign in). */
export function renewSignIn(): Promise<void> {
  return authController.renewSignIn();
}
