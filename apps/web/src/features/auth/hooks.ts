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
