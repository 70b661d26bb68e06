// RP-initiated logout (the end-session endpoint). The SPA's sign-out sends the browser here with the operator's
// ID token; then the provider's session ends at once, with no confirmation page (docs/decisions.md "Sign-out ends
// the provider's session"). Any other request, which a page on another site could make, is asked to confirm.
import { createHash } from "node:crypto";
import type { Configuration, KoaContextWithOIDC } from "oidc-provider";
import { parseProviderForm } from "./device-pages";
import { OPERATOR_CLIENT_ID } from "./grants";
import { renderConfirmSignOutPage, renderSignedOutPage, renderSigningOutPage, SIGN_OUT_SCRIPT } from "./logout-pages";
import { sendPage } from "./pages";

type RpInitiatedLogout = NonNullable<NonNullable<Configuration["features"]>["rpInitiatedLogout"]>;

/**
 * The request comes from our own app for the operator the provider knows: a valid ID token of the operator client
 * (the provider has checked its signature and issuer by now, but not its age: an automatic sign-out may come after
 * the token expired) whose subject is this browser's signed-in account.
 */
export function isOwnAppSignOut(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint?.payload;
  const accountId = ctx.oidc.session?.accountId;
  return (
    ctx.oidc.client?.clientId === OPERATOR_CLIENT_ID &&
    hint?.aud === OPERATOR_CLIENT_ID &&
    typeof hint.sub === "string" &&
    hint.sub === accountId
  );
}

/** Lets exactly this inline script run under the Content-Security-Policy the answer already carries. */
export function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get("content-security-policy");
  if (!policy) return;
  const hash = `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const directives = policy.split(";").map((directive) => directive.trim());
  const updated = directives.map((directive) =>
    directive.startsWith("script-src ") || directive === "script-src" ? `${directive} ${hash}` : directive,
  );
  ctx.set("content-security-policy", updated.join("; "));
}

export function rpInitiatedLogoutFeature(): RpInitiatedLogout {
  return {
    enabled: true,
    logoutSource: (ctx, providerForm) => {
      const form = parseProviderForm(providerForm);
      if (!isOwnAppSignOut(ctx)) {
        sendPage(ctx, renderConfirmSignOutPage(form));
        return;
      }
      allowInlineScript(ctx, SIGN_OUT_SCRIPT);
      sendPage(ctx, renderSigningOutPage(form));
    },
    // Only reached without a post_logout_redirect_uri: the app always sends one.
    postLogoutSuccessSource: (ctx) => sendPage(ctx, renderSignedOutPage()),
  };
}
