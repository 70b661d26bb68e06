// What the shell uses of the sign-in: start it, end it, renew it.
import { authController } from "./lib/auth-controller";

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
