// What the shell uses of the sign-in: start it, end it (in every tab), renew it.
import { authController } from "./lib/auth-controller";
import { announceSignOut, followSignOutElsewhere } from "./lib/sign-out-broadcast";

export function signIn(): Promise<void> {
  return authController.beginSignIn();
}

/** SIGN OUT: this tab signs out and tells the others, which share the sign-in, to do the same. */
export function signOut(): Promise<void> {
  announceSignOut();
  return authController.signOut();
}

/** Installed once by the shell: another tab's SIGN OUT signs this tab out too (that tab ends the provider's session). */
export function followSignOutsOfOtherTabs(): () => void {
  return followSignOutElsewhere(() => authController.signedOutElsewhere());
}

/** Ends this sign-in and starts a fresh one: a new 8-hour session (the automatic-logout modal's Sign in). */
export function renewSignIn(): Promise<void> {
  return authController.renewSignIn();
}
