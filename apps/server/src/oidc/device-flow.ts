// The provider's device flow (RFC 8628) for onboarding: our pages for entering and confirming the user code, and
// the way back to the /onboard page afterwards. The onboarding page sends the browser to the verification address
// with `return_uri`; it is kept in a signed cookie (only if it is on our own PUBLIC_URL origin) and followed once
// the device is approved. The spec's `userCode` query parameter is accepted beside the standard `user_code`.
import type Provider from "oidc-provider";
import type { Configuration, KoaContextWithOIDC } from "oidc-provider";
import {
  DEVICE_TEXTS,
  parseProviderForm,
  renderDeviceSuccessPage,
  renderUserCodeConfirmPage,
  renderUserCodeInputPage,
} from "./device-pages";
import { renderMessagePage, sendPage } from "./pages";
import { parameterWithControlCharacter } from "./parameter-guard";

type DeviceFlowFeature = NonNullable<NonNullable<Configuration["features"]>["deviceFlow"]>;
type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<unknown>) => Promise<void>;

/** The verification page's path inside the provider (its default `code_verification` route). */
const VERIFICATION_PATH = "/device";
export const RETURN_COOKIE = "solerx.device_return";
/** The way back is remembered as long as a device code lives. */
const RETURN_COOKIE_MAX_AGE_MS = 10 * 60 * 1000;

/** `value` when it is an absolute http(s) address on `publicOrigin`, else undefined (never an open redirect). */
export function allowedReturnUri(value: unknown, publicOrigin: string): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    if (url.origin !== publicOrigin || url.username || url.password) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

/** Remembers (or forgets) where to send the browser after approval, and maps `userCode` to `user_code`. */
export function rememberReturnUri(publicOrigin: string, cookiePath: string): Middleware {
  return async (ctx, next) => {
    if (ctx.method === "GET" && ctx.path === VERIFICATION_PATH) {
      const query = ctx.query;
      if (query.user_code === undefined && typeof query.userCode === "string") {
        const { userCode, ...rest } = query;
        ctx.query = { ...rest, user_code: userCode };
      }
      const returnUri = allowedReturnUri(query.return_uri, publicOrigin);
      // base64url: an address may hold characters a cookie value may not (";", ",", quotes).
      const value = returnUri ? Buffer.from(returnUri).toString("base64url") : null;
      ctx.cookies.set(RETURN_COOKIE, value, {
        signed: true,
        httpOnly: true,
        sameSite: "lax",
        path: cookiePath,
        secure: ctx.secure,
        maxAge: RETURN_COOKIE_MAX_AGE_MS,
        overwrite: true,
      });
    }
    await next();
  };
}

/**
 * Answers, before the provider, the device-page requests its own error answer cannot handle. That answer
 * re-renders the code form with a fresh secret kept in the provider's session, and fails (a 500) when that
 * session was never stored: for a browser without a live session posting the code or resuming after sign-in, and
 * for a new browser whose first visit already carries a bad parameter (see parameter-guard.ts).
 */
export function guardDevicePages(provider: Provider): Middleware {
  return async (ctx, next) => {
    const entering = ctx.method === "GET" && ctx.path === VERIFICATION_PATH;
    const needsSession =
      (ctx.method === "POST" && ctx.path === VERIFICATION_PATH) ||
      (ctx.method === "GET" && ctx.path.startsWith(`${VERIFICATION_PATH}/`));
    if (entering && parameterWithControlCharacter(ctx.query)) {
      refuse(ctx, DEVICE_TEXTS.errors.notFound);
      return;
    }
    if (needsSession && !(await hasLiveSession(provider, ctx))) {
      refuse(ctx, DEVICE_TEXTS.errors.pageExpired);
      return;
    }
    await next();
  };
}

async function hasLiveSession(provider: Provider, ctx: KoaContextWithOIDC): Promise<boolean> {
  // Signed with the provider's cookie keys: a forged or unknown id finds nothing.
  const sessionId = ctx.cookies.get(provider.cookieName("session"));
  return sessionId !== undefined && (await provider.Session.find(sessionId)) !== undefined;
}

function refuse(ctx: KoaContextWithOIDC, message: string): void {
  ctx.status = 400;
  sendPage(ctx, renderMessagePage(DEVICE_TEXTS.inputTitle, message));
}

function errorText(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  switch (name) {
    case "NotFoundError":
    case "NoCodeError":
      return DEVICE_TEXTS.errors.notFound;
    case "ExpiredError":
      return DEVICE_TEXTS.errors.expired;
    case "AlreadyUsedError":
      return DEVICE_TEXTS.errors.alreadyUsed;
    case "AbortedError":
      return DEVICE_TEXTS.errors.aborted;
    default:
      return DEVICE_TEXTS.errors.other;
  }
}

export function deviceFlowFeature(publicOrigin: string, cookiePath: string): DeviceFlowFeature {
  return {
    enabled: true,
    userCodeInputSource: (ctx, form, _out, error) => {
      const userCode = error && "userCode" in error && typeof error.userCode === "string" ? error.userCode : undefined;
      sendPage(ctx, renderUserCodeInputPage(parseProviderForm(form), { userCode, error: error && errorText(error) }));
    },
    userCodeConfirmSource: (ctx, form, client, _deviceInfo, userCode) => {
      const name = client.clientName ?? client.clientId;
      sendPage(ctx, renderUserCodeConfirmPage(parseProviderForm(form), { client: name, userCode }));
    },
    successSource: (ctx) => {
      const cookie = ctx.cookies.get(RETURN_COOKIE, { signed: true });
      const returnUri = allowedReturnUri(cookie && Buffer.from(cookie, "base64url").toString(), publicOrigin);
      if (returnUri) {
        ctx.cookies.set(RETURN_COOKIE, null, { path: cookiePath, signed: true, overwrite: true });
        ctx.set("cache-control", "no-store");
        ctx.status = 303;
        ctx.redirect(returnUri);
        return;
      }
      sendPage(ctx, renderDeviceSuccessPage());
    },
  };
}
