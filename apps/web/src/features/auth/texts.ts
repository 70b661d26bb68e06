// Texts of the sign-in modal, the login error and SIGN OUT (spec 000 §2 "Modals", §6).
import { APP_TEXTS } from "@solerx/domain/common";

/** Sign-in modal (spec 000 §2 "Modals", §6). */
export const SIGN_IN_TEXTS = {
  title: "Sign in to SoleRx",
  intro: "Prescribe custom 3D-printed orthotic insoles.",
  eulaCheckbox: "I have read and accept the End User License Agreement",
  signIn: "Sign In",
  eulaLink: "End User License Agreement",
  contactLink: "Contact us",
  privacyLink: "Privacy Policy",
  connecting: "Signing you in…",
  loginErrorTitle: "Login error",
  loginError: APP_TEXTS.loginError,
  restart: "Restart",
  signOut: "SIGN OUT",
  signedInAs: "Signed in as",
  accountMenu: "Account",
} as const;
