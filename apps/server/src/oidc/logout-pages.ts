// The end-session pages in the sign-in look: the self-submitting page of the app's own sign-out, the question
// asked of any other sign-out request, and the page shown when a sign-out has nowhere to return to.
import { hiddenInputs, type ProviderForm } from "./device-pages";
import { escapeHtml, page, SIGN_IN_TEXTS } from "./pages";

export const SIGN_OUT_TEXTS = {
  signingOutTitle: "Signing out",
  signingOut: "Signing you out of SoleRx…",
  confirmTitle: "Sign out of SoleRx?",
  confirm: "Do you want to sign out of SoleRx in this browser? You will need your password to sign in again.",
  signOut: "Sign out",
  signedOutTitle: "Signed out",
  signedOut: "You are signed out of SoleRx. You can close this page.",
} as const;

/**
 * Posts the page's form as soon as it is read: run inline, allowed by its hash (logout.ts), since the
 * Content-Security-Policy admits no other inline script.
 */
export const SIGN_OUT_SCRIPT = "document.forms[0].submit();";

/**
 * The provider's form; `controls` must send logout=yes once, which ends the whole provider session rather than
 * only this client's part of it.
 */
function signOutForm(form: ProviderForm, controls: string): string {
  return `<form method="post" action="${form.action}">
  ${hiddenInputs(form)}
  ${controls}
</form>`;
}

function signOutPage(title: string, body: string): string {
  return page(`${title} · ${SIGN_IN_TEXTS.heading}`, `<h1>${SIGN_IN_TEXTS.heading}</h1>\n${body}`);
}

export function renderSigningOutPage(form: ProviderForm): string {
  const controls = `<input type="hidden" name="logout" value="yes">
  <noscript><button type="submit">${SIGN_OUT_TEXTS.signOut}</button></noscript>`;
  return signOutPage(
    SIGN_OUT_TEXTS.signingOutTitle,
    `<p class="intro" role="status">${SIGN_OUT_TEXTS.signingOut}</p>
${signOutForm(form, controls)}
<script>${SIGN_OUT_SCRIPT}</script>`,
  );
}

export function renderConfirmSignOutPage(form: ProviderForm): string {
  return signOutPage(
    SIGN_OUT_TEXTS.confirmTitle,
    `<p class="intro"><strong>${SIGN_OUT_TEXTS.confirmTitle}</strong></p>
<p>${escapeHtml(SIGN_OUT_TEXTS.confirm)}</p>
${signOutForm(form, `<button type="submit" name="logout" value="yes" autofocus>${SIGN_OUT_TEXTS.signOut}</button>`)}`,
  );
}

export function renderSignedOutPage(): string {
  return signOutPage(SIGN_OUT_TEXTS.signedOutTitle, `<p class="intro" role="status">${SIGN_OUT_TEXTS.signedOut}</p>`);
}
