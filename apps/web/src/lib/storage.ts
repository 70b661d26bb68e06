// Names of everything the app keeps in the browser, and access that survives blocked storage (private modes).

/** Survives a reload and a new tab: sign-in and the chosen store. */
export const LOCAL_KEYS = {
  refreshToken: "solerx.auth.refreshToken",
  /** Epoch ms when the current access token expires. */
  accessTokenExpiresAt: "solerx.auth.accessTokenExpiresAt",
  /** Epoch ms of the interactive sign-in, the start of the 8-hour session. */
  signedInAt: "solerx.auth.signedInAt",
  storeId: "solerx.storeId",
} as const;

/** Lives as long as the tab: the code flow's round trip and the mobile-app view. */
export const SESSION_KEYS = {
  /** PKCE verifier and state of the sign-in in progress. */
  pkce: "solerx.auth.pkce",
  /** `code` and `state` returned by the provider, until they are exchanged. */
  callback: "solerx.auth.callback",
  /** Set while a renewed sign-in passes through the provider's sign-out: back at the app, sign-in starts. */
  signInAfterSignOut: "solerx.auth.signInAfterSignOut",
  /** Mobile-app view (`hide_close_button`); part of the mobile-app redirect data cleared on sign-out. */
  mobileView: "solerx.mobileView",
  agentUri: "solerx.agentUri",
} as const;

export const EULA_COOKIE = "solerx_eula_accepted";

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or blocked: the app still works for this page's lifetime.
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, value === null ? null : JSON.stringify(value));
}

/** Reads one cookie of a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join("=").trim());
  }
  return null;
}

/** A first-party cookie for a year; SameSite=Lax, Secure on https. */
export function cookieString(name: string, value: string, secure: boolean, maxAgeDays = 365): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${maxAgeDays * 86_400}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
