// The license choice of the sign-in modal, kept in a cookie so a returning user finds it ticked (spec 000 §2).
import { cookieString, EULA_COOKIE, readCookie } from "../../../lib/storage";

export function eulaAccepted(): boolean {
  return readCookie(globalThis.document?.cookie ?? "", EULA_COOKIE) === "1";
}

export function setEulaAccepted(accepted: boolean): void {
  const secure = globalThis.location?.protocol === "https:";
  // biome-ignore lint/suspicious/noDocumentCookie: one synchronous first-party cookie; the Cookie Store API is not in every clinic browser
  document.cookie = cookieString(EULA_COOKIE, accepted ? "1" : "0", secure, accepted ? 365 : 0);
}
