// The provider's server-rendered pages: the sign-in form and a plain message page for errors. Self-contained
// HTML with inline CSS (the CSP allows inline styles, never inline scripts), no assets to load. The colours are
// the web app's teal (apps/web/src/app/theme.ts), so signing in does not look like leaving the product.
import type { KoaContextWithOIDC } from "oidc-provider";

export const SIGN_IN_TEXTS = {
  heading: "SoleRx",
  intro: "Sign in to continue to the clinic application.",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  invalidCredentials: "Invalid e-mail or password.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a minute and try again.",
  accountLocked:
    "Too many failed sign-ins for this account. Please wait 15 minutes and try again, or ask your clinic administrator to reset your password.",
} as const;

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    background: #f1f4f8; color: #1f2933; }
  main { width: 100%; max-width: 380px; margin: 24px; padding: 32px 32px 28px; background: #fff;
    border-radius: 12px; box-shadow: 0 1px 3px rgba(15, 23, 42, .08), 0 12px 32px rgba(15, 23, 42, .08); }
  h1 { margin: 0 0 4px; font-size: 28px; letter-spacing: -.02em; color: #006a6f; }
  p.intro { margin: 0 0 24px; color: #52606d; font-size: 15px; }
  label { display: block; margin: 16px 0 6px; font-size: 14px; font-weight: 600; }
  input { width: 100%; padding: 10px 12px; font: inherit; font-size: 15px; border: 1px solid #cbd2d9;
    border-radius: 8px; background: #fff; color: inherit; }
  input:focus { outline: 2px solid #259fa4; outline-offset: 1px; border-color: #259fa4; }
  button { width: 100%; margin-top: 24px; padding: 11px 12px; font: inherit; font-size: 15px; font-weight: 600;
    color: #fff; background: #037b80; border: 0; border-radius: 8px; cursor: pointer; }
  button:hover { background: #006a6f; }
  button:focus-visible { outline: 2px solid #006a6f; outline-offset: 2px; }
  .error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fff5f5; color: #c92a2a;
    border: 1px solid #ffc9c9; font-size: 14px; }
  footer { margin-top: 20px; font-size: 12px; color: #52606d; text-align: center; }
`;

/** A whole page in the sign-in look; `extraStyle` adds rules for one page's own elements. */
export function page(title: string, body: string, extraStyle = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${extraStyle}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  /** Where the form posts. */
  action: string;
  /** The e-mail typed before a failed attempt, so it need not be typed again. */
  email?: string;
  error?: string;
}

export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error
    ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(options.error)}</p>`
    : "";
  const described = options.error ? ' aria-describedby="sign-in-error"' : "";
  return page(
    `Sign in · ${SIGN_IN_TEXTS.heading}`,
    `<h1>${SIGN_IN_TEXTS.heading}</h1>
<p class="intro">${SIGN_IN_TEXTS.intro}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}">
  <label for="email">${SIGN_IN_TEXTS.email}</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? "")}"${described}>
  <label for="password">${SIGN_IN_TEXTS.password}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}>
  <button type="submit">${SIGN_IN_TEXTS.submit}</button>
</form>
<footer>Access is limited to authorised clinic staff.</footer>`,
  );
}

/** A page for when sign-in cannot go on (expired or unknown sign-in request, provider errors). */
/** Answers the provider's request with one of our pages, never cached (it carries the request's own state). */
export function sendPage(ctx: KoaContextWithOIDC, body: string): void {
  ctx.type = "html";
  ctx.set("cache-control", "no-store");
  ctx.body = body;
}

export function renderMessagePage(title: string, message: string): string {
  return page(
    `${title} · ${SIGN_IN_TEXTS.heading}`,
    `<h1>${SIGN_IN_TEXTS.heading}</h1>
<p class="intro"><strong>${escapeHtml(title)}</strong></p>
<p>${escapeHtml(message)}</p>
<footer>Return to the application and start the sign-in again.</footer>`,
  );
}
