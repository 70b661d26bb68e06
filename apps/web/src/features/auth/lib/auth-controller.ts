// The operator's sign-in (spec 000 §4 "Login", §6; docs/ARCHITECTURE.md "How a request flows"): the
// authorization code flow with PKCE, the tokens, their refresh 1 minute before expiry, sign-out through the
// provider's end-session endpoint. The access and ID tokens live only in this object's memory; the refresh token
// and its expiry are in localStorage. The controller
// publishes what the screens need (status, operator) to the shared app state.

import { SESSION_TIMING, type SessionTiming } from "@solerx/domain/common";
import { accessTokenRefreshAt } from "@solerx/domain/session";
import type { AppConfig } from "@solerx/domain/settings";
import { paths } from "../../../config/paths";
import { type Operator, signInState } from "../../../entities/session/session-state";
import { isApiError } from "../../../lib/api-client";
import { type Clock, systemClock } from "../../../lib/clock";
import { getConfig } from "../../../lib/config";
import { LOCAL_KEYS, readItem, readJson, SESSION_KEYS, writeItem, writeJson } from "../../../lib/storage";
import * as oidc from "../api/oidc";
import { decodeJwtClaims, stringClaim } from "./jwt";
import { authorizeUrl, createPkceRequest, SCOPE } from "./pkce";

export interface AuthDeps {
  config: () => AppConfig;
  clock: Clock;
  timing: SessionTiming;
  api: Pick<typeof oidc, "getDiscovery" | "exchangeCode" | "refreshTokens" | "revokeToken" | "redirectUri">;
  /** Leaves the page (the provider's sign-in, or a reload at `/`). */
  navigate: (url: string) => void;
}

interface StoredPkce {
  verifier: string;
  state: string;
}

export interface StoredCallback {
  code: string;
  state: string;
}

/** Attempts of a code exchange: the first and one retry (spec 000 §4 "a failed code exchange is retried"). */
const CODE_EXCHANGE_ATTEMPTS = 2;
const CODE_EXCHANGE_RETRY_DELAY_MS = 1000;
/** A refresh that fails for want of a network is tried this many times before the sign-in restarts. */
const REFRESH_ATTEMPTS = 3;
const REFRESH_RETRY_DELAY_MS = 2000;
/** A token this close to expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 5000;
/** Sign-out does not wait longer than this for the provider to confirm revocation. */
const REVOKE_WAIT_MS = 3000;

export class AuthController {
  private accessToken: string | null = null;
  private accessTokenExpiresAt = 0;
  /** The latest ID token: the end-session endpoint takes it as proof that the sign-out is the app's own. */
  private idToken: string | null = null;
  private refreshing: Promise<boolean> | null = null;
  private refreshTimer: unknown = null;
  private started = false;

  constructor(private readonly deps: AuthDeps) {}

  /** Once, after the route guard stored any returned code: exchange it, else resume from a refresh token. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const signInNext = readItem("session", SESSION_KEYS.signInAfterSignOut) !== null;
    writeItem("session", SESSION_KEYS.signInAfterSignOut, null);
    const callback = readJson<StoredCallback>("session", SESSION_KEYS.callback);
    if (callback?.code && callback.state) {
      void this.completeCodeFlow(callback);
      return;
    }
    if (signInNext) {
      // Back from the provider's sign-out of a renewed sign-in (renewSignIn): on to the sign-in page.
      signInState.set({ authStatus: "connecting" });
      this.beginSignIn().catch(() => signInState.set({ authStatus: "signed-out" }));
      return;
    }
    if (readItem("local", LOCAL_KEYS.refreshToken)) {
      signInState.set({ authStatus: "connecting" });
      void this.refresh();
      return;
    }
    signInState.set({ authStatus: "signed-out" });
  }

  /** The Sign In button: a fresh PKCE pair and state, then the provider's sign-in page. */
  async beginSignIn(): Promise<void> {
    const config = this.deps.config();
    const { authorization_endpoint } = await this.deps.api.getDiscovery(config.issuer);
    const pkce = await createPkceRequest();
    writeJson("session", SESSION_KEYS.pkce, { verifier: pkce.verifier, state: pkce.state } satisfies StoredPkce);
    this.deps.navigate(
      authorizeUrl(authorization_endpoint, {
        clientId: config.clientId,
        redirectUri: this.deps.api.redirectUri(),
        scope: SCOPE,
        state: pkce.state,
        challenge: pkce.challenge,
        // Clinic PCs are shared: Sign In always asks for the password, even while the provider still holds an
        // earlier operator's session.
        prompt: "login",
      }),
    );
  }

  private async completeCodeFlow(callback: StoredCallback): Promise<void> {
    signInState.set({ authStatus: "connecting" });
    const pkce = readJson<StoredPkce>("session", SESSION_KEYS.pkce);
    let tokens: oidc.TokenResponse | null = null;
    if (pkce && pkce.state === callback.state) {
      for (let attempt = 1; attempt <= CODE_EXCHANGE_ATTEMPTS && !tokens; attempt += 1) {
        try {
          tokens = await this.deps.api.exchangeCode(this.deps.config(), callback.code, pkce.verifier);
        } catch {
          if (attempt < CODE_EXCHANGE_ATTEMPTS) await this.sleep(CODE_EXCHANGE_RETRY_DELAY_MS);
        }
      }
    }
    // A code is good once: whatever happened, it is spent.
    writeItem("session", SESSION_KEYS.callback, null);
    writeItem("session", SESSION_KEYS.pkce, null);
    if (!tokens || !this.accept(tokens, true)) this.failLogin();
  }

  /** Keeps the tokens and publishes the operator; false when the tokens name no operator. */
  private accept(tokens: oidc.TokenResponse, interactive: boolean): boolean {
    const now = this.deps.clock.now();
    const accessClaims = decodeJwtClaims(tokens.access_token);
    const idClaims = tokens.id_token ? decodeJwtClaims(tokens.id_token) : null;
    const userId = stringClaim(accessClaims, "sub") ?? stringClaim(idClaims, "sub");
    if (!userId) return false;

    this.accessToken = tokens.access_token;
    this.accessTokenExpiresAt = now + tokens.expires_in * 1000;
    if (tokens.id_token) this.idToken = tokens.id_token;
    if (tokens.refresh_token) writeItem("local", LOCAL_KEYS.refreshToken, tokens.refresh_token);
    writeItem("local", LOCAL_KEYS.accessTokenExpiresAt, String(this.accessTokenExpiresAt));
    if (interactive) writeItem("local", LOCAL_KEYS.signedInAt, String(now));
    const signedInAt = Number(readItem("local", LOCAL_KEYS.signedInAt)) || now;

    const previous = signInState.get().operator;
    const keep = previous?.userId === userId ? previous : null;
    const operator: Operator = {
      userId,
      email: stringClaim(idClaims, "email") ?? keep?.email ?? null,
      givenName: stringClaim(idClaims, "given_name") ?? keep?.givenName ?? null,
      familyName: stringClaim(idClaims, "family_name") ?? keep?.familyName ?? null,
    };
    const unchanged =
      keep &&
      keep.email === operator.email &&
      keep.givenName === operator.givenName &&
      keep.familyName === operator.familyName;
    signInState.set({ authStatus: "signed-in", operator: unchanged ? keep : operator, signedInAt });
    this.scheduleRefresh();
    return true;
  }

  private scheduleRefresh(): void {
    const { clock, timing } = this.deps;
    if (this.refreshTimer !== null) clock.clearTimeout(this.refreshTimer);
    const at = accessTokenRefreshAt(this.accessTokenExpiresAt, clock.now(), timing);
    this.refreshTimer = clock.setTimeout(
      () => {
        this.refreshTimer = null;
        void this.refresh();
      },
      Math.max(0, at - clock.now()),
    );
  }

  /** The refresh_token grant; on failure the refresh token is removed and sign-in starts again. */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async doRefresh(): Promise<boolean> {
    for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
      const refreshToken = readItem("local", LOCAL_KEYS.refreshToken);
      if (!refreshToken) break;
      try {
        const tokens = await this.deps.api.refreshTokens(this.deps.config(), refreshToken);
        if (this.accept(tokens, false)) return true;
        break;
      } catch (error) {
        // The provider refused the token (expired, revoked, reused): no point asking again.
        const refused = isApiError(error) && error.kind === "http" && error.status < 500;
        if (refused || attempt === REFRESH_ATTEMPTS) break;
        await this.sleep(REFRESH_RETRY_DELAY_MS);
      }
    }
    this.restartSignIn();
    return false;
  }

  /** Without tokens: the sign-in modal shows again (spec 000 §4 "a failed refresh token is removed"). */
  private restartSignIn(): void {
    this.forgetTokens();
    signInState.set({ authStatus: "signed-out", operator: null, signedInAt: null });
  }

  private failLogin(): void {
    this.forgetTokens();
    signInState.set({ authStatus: "login-error", operator: null, signedInAt: null });
  }

  private forgetTokens(): void {
    if (this.refreshTimer !== null) this.deps.clock.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
    this.accessToken = null;
    this.accessTokenExpiresAt = 0;
    this.idToken = null;
    writeItem("local", LOCAL_KEYS.refreshToken, null);
    writeItem("local", LOCAL_KEYS.accessTokenExpiresAt, null);
    writeItem("local", LOCAL_KEYS.signedInAt, null);
  }

  /** The API client's token: refreshed first when it is about to expire. */
  async getAccessToken(): Promise<string | null> {
    if (this.refreshing) await this.refreshing;
    if (this.accessToken && this.deps.clock.now() < this.accessTokenExpiresAt - EXPIRY_MARGIN_MS) {
      return this.accessToken;
    }
    if (readItem("local", LOCAL_KEYS.refreshToken) && signInState.get().authStatus === "signed-in") {
      await this.refresh();
    }
    return this.accessToken;
  }

  /** The API answered 401 to a token: refresh once. */
  async onUnauthorized(): Promise<boolean> {
    if (!readItem("local", LOCAL_KEYS.refreshToken)) return false;
    return this.refresh();
  }

  /**
   * Sign-out (spec 000 §4): revoke the tokens at the provider, clear the refresh token, its expiry, the store id
   * and the mobile-app redirect data, then end the provider's session too (its end-session endpoint returns the
   * browser to the index, which reloads), so the next sign-in asks for the password whatever it says. The session
   * clocks' automatic sign-outs come here as well.
   */
  async signOut(): Promise<void> {
    const idToken = await this.endSignIn();
    writeItem("local", LOCAL_KEYS.storeId, null);
    writeItem("session", SESSION_KEYS.mobileView, null);
    this.deps.navigate((await this.endSessionUrl(idToken)) ?? paths.home);
  }

  /**
   * Another tab of this browser signed out: it has revoked the shared sign-in and is ending the provider's session,
   * so this tab only forgets its copy and shows the signed-out app. A second end-session request from this tab would
   * race the first one for the provider's sign-out form and fail it.
   */
  signedOutElsewhere(): void {
    this.forgetTokens();
    writeItem("session", SESSION_KEYS.callback, null);
    writeItem("session", SESSION_KEYS.pkce, null);
    signInState.set({ authStatus: "signed-out", operator: null, signedInAt: null });
    this.deps.navigate(paths.home);
  }

  /**
   * The automatic-logout modal's Sign in (spec 000 §4 "Session timing"): end this sign-in as sign-out does, then
   * start a fresh one, which gives the operator a new 8-hour session. The store id and the mobile-app view stay:
   * the PC and the tab are the same, and the store is checked against the operator's stores after sign-in.
   */
  async renewSignIn(): Promise<void> {
    const endSession = await this.endSessionUrl(await this.endSignIn());
    if (!endSession) {
      await this.beginSignIn();
      return;
    }
    // The provider's sign-out returns to the app, which then starts the sign-in (start()).
    writeItem("session", SESSION_KEYS.signInAfterSignOut, "1");
    this.deps.navigate(endSession);
  }

  /**
   * The provider's end-session address for this sign-out, or null when the provider cannot be asked (offline, or
   * it has none). No confirmation page: the provider skips it for the app's own ID token (server oidc/logout.ts).
   */
  private async endSessionUrl(idToken: string | null): Promise<string | null> {
    try {
      const config = this.deps.config();
      const { end_session_endpoint } = await this.deps.api.getDiscovery(config.issuer);
      if (!end_session_endpoint) return null;
      const url = new URL(end_session_endpoint);
      url.searchParams.set("client_id", config.clientId);
      url.searchParams.set("post_logout_redirect_uri", this.deps.api.redirectUri());
      if (idToken) url.searchParams.set("id_token_hint", idToken);
      return url.toString();
    } catch {
      return null;
    }
  }

  /** Revoke the tokens and forget them, with any sign-in in progress; returns the ID token for the end session. */
  private async endSignIn(): Promise<string | null> {
    const refreshToken = readItem("local", LOCAL_KEYS.refreshToken);
    const accessToken = this.accessToken;
    const idToken = this.idToken;
    this.forgetTokens();
    try {
      const config = this.deps.config();
      const revocations = [
        refreshToken ? this.deps.api.revokeToken(config, refreshToken, "refresh_token") : null,
        // A JWT access token cannot be revoked (the provider refuses it); revoking the refresh token ends its grant.
        accessToken && !decodeJwtClaims(accessToken)
          ? this.deps.api.revokeToken(config, accessToken, "access_token")
          : null,
      ].filter((call) => call !== null);
      await Promise.race([Promise.allSettled(revocations), this.sleep(REVOKE_WAIT_MS)]);
    } catch {
      // Revocation is best effort: the local sign-out happens regardless.
    }
    writeItem("session", SESSION_KEYS.callback, null);
    writeItem("session", SESSION_KEYS.pkce, null);
    return idToken;
  }

  /** The login-error modal's Restart: forget everything of the failed sign-in and start at the index. */
  restart(): void {
    this.forgetTokens();
    writeItem("session", SESSION_KEYS.callback, null);
    writeItem("session", SESSION_KEYS.pkce, null);
    this.deps.navigate(paths.home);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.deps.clock.setTimeout(resolve, ms);
    });
  }
}

export const authController = new AuthController({
  config: getConfig,
  clock: systemClock,
  timing: SESSION_TIMING,
  api: oidc,
  navigate: (url) => globalThis.location.assign(url),
});
