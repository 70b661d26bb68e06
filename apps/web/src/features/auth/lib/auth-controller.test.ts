import { SESSION_TIMING } from "@solerx/domain/common";
import type { AppConfig } from "@solerx/domain/settings";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signInState } from "../../../entities/session/session-state";
import { ApiError } from "../../../lib/api-client";
import { LOCAL_KEYS, SESSION_KEYS } from "../../../lib/storage";
import { fakeClock } from "../../../testing/fake-clock";
import type { TokenResponse } from "../api/oidc";
import { AuthController, type AuthDeps } from "./auth-controller";
import { base64UrlEncode } from "./pkce";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const jwt = (claims: object) => `e30.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(claims)))}.sig`;

const config: AppConfig = {
  issuer: "http://localhost:8080/oauth",
  clientId: "solerx-operator",
  apiResource: "http://localhost:8080/api/v1",
  contactEmail: "support@solerx.test",
  eulaUrl: "/legal/eula.html",
  usbAgentDownloadUrl: "",
  errorReportingDsn: "",
  version: "0.1.0",
};

const tokens = (refresh = "rt-2"): TokenResponse => ({
  access_token: jwt({ sub: "user-1" }),
  expires_in: 600,
  refresh_token: refresh,
  id_token: jwt({ sub: "user-1", given_name: "Dana", family_name: "Demo", email: "demo@solerx.test" }),
});

function setup() {
  const clock = fakeClock();
  const api = {
    getDiscovery: vi.fn(async () => ({
      issuer: config.issuer,
      authorization_endpoint: `${config.issuer}/auth`,
      token_endpoint: `${config.issuer}/token`,
      revocation_endpoint: `${config.issuer}/token/revocation`,
      end_session_endpoint: `${config.issuer}/session/end` as string | undefined,
    })),
    exchangeCode: vi.fn<(c: AppConfig, code: string, verifier: string) => Promise<TokenResponse>>(),
    refreshTokens: vi.fn<(c: AppConfig, refreshToken: string) => Promise<TokenResponse>>(),
    revokeToken: vi.fn(async () => {}),
    redirectUri: () => "http://localhost:8080/",
  };
  const navigate = vi.fn<(url: string) => void>();
  const deps: AuthDeps = { config: () => config, clock, timing: SESSION_TIMING, api, navigate };
  return { controller: new AuthController(deps), clock, api, navigate };
}

describe("auth controller", () => {
  beforeEach(() => {
    vi.stubGlobal("localStorage", new MemoryStorage());
    vi.stubGlobal("sessionStorage", new MemoryStorage());
    signInState.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const storeCallback = (state = "st") => {
    sessionStorage.setItem(SESSION_KEYS.pkce, JSON.stringify({ verifier: "ver", state: "st" }));
    sessionStorage.setItem(SESSION_KEYS.callback, JSON.stringify({ code: "code-1", state }));
  };

  it("starts signed out with nothing stored", () => {
    setup().controller.start();
    expect(signInState.get().authStatus).toBe("signed-out");
  });

  it("sends the user to the provider with a PKCE challenge and keeps the verifier for the session", async () => {
    const { controller, navigate } = setup();
    await controller.beginSignIn();
    const url = new URL(navigate.mock.calls[0]?.[0] ?? "");
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEYS.pkce) ?? "{}");
    expect(url.pathname).toBe("/oauth/auth");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("prompt")).toBe("login");
    expect(url.searchParams.get("state")).toBe(stored.state);
    expect(stored.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("exchanges a returned code and signs the operator in", async () => {
    const { controller, api, clock } = setup();
    storeCallback();
    api.exchangeCode.mockResolvedValueOnce(tokens());
    controller.start();
    await clock.advanceAsync(0);
    expect(api.exchangeCode).toHaveBeenCalledWith(config, "code-1", "ver");
    expect(signInState.get()).toMatchObject({
      authStatus: "signed-in",
      operator: { userId: "user-1", givenName: "Dana", familyName: "Demo", email: "demo@solerx.test" },
      signedInAt: clock.now(),
    });
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe("rt-2");
    expect(localStorage.getItem(LOCAL_KEYS.accessTokenExpiresAt)).toBe(String(clock.now() + 600_000));
    expect(sessionStorage.getItem(SESSION_KEYS.callback)).toBeNull();
    await expect(controller.getAccessToken()).resolves.toBe(tokens().access_token);
  });

  it("retries a failed code exchange once", async () => {
    const { controller, api, clock } = setup();
    storeCallback();
    api.exchangeCode.mockRejectedValueOnce(new Error("network")).mockResolvedValueOnce(tokens());
    controller.start();
    await clock.advanceAsync(1000);
    expect(api.exchangeCode).toHaveBeenCalledTimes(2);
    expect(signInState.get().authStatus).toBe("signed-in");
  });

  it("shows the login error when the exchange fails twice", async () => {
    const { controller, api, clock } = setup();
    storeCallback();
    api.exchangeCode.mockRejectedValue(ApiError.fromResponse(400, "Bad Request", ""));
    controller.start();
    await clock.advanceAsync(5000);
    expect(api.exchangeCode).toHaveBeenCalledTimes(2);
    expect(signInState.get().authStatus).toBe("login-error");
  });

  it("refuses a code whose state is not the one sent", async () => {
    const { controller, api, clock } = setup();
    storeCallback("forged");
    controller.start();
    await clock.advanceAsync(0);
    expect(api.exchangeCode).not.toHaveBeenCalled();
    expect(signInState.get().authStatus).toBe("login-error");
  });

  it("resumes from a stored refresh token and keeps the rotated one", async () => {
    const { controller, api, clock } = setup();
    localStorage.setItem(LOCAL_KEYS.refreshToken, "rt-1");
    localStorage.setItem(LOCAL_KEYS.signedInAt, "123");
    api.refreshTokens.mockResolvedValueOnce(tokens("rt-2"));
    controller.start();
    expect(signInState.get().authStatus).toBe("connecting");
    await clock.advanceAsync(0);
    expect(api.refreshTokens).toHaveBeenCalledWith(config, "rt-1");
    expect(signInState.get()).toMatchObject({ authStatus: "signed-in", signedInAt: 123 });
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe("rt-2");
  });

  it("removes a refused refresh token and restarts sign-in", async () => {
    const { controller, api, clock } = setup();
    localStorage.setItem(LOCAL_KEYS.refreshToken, "rt-1");
    api.refreshTokens.mockRejectedValueOnce(ApiError.fromResponse(400, "Bad Request", '{"error":"invalid_grant"}'));
    controller.start();
    await clock.advanceAsync(0);
    expect(api.refreshTokens).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBeNull();
    expect(signInState.get().authStatus).toBe("signed-out");
  });

  it("refreshes the access token 1 minute before it expires", async () => {
    const { controller, api, clock } = setup();
    storeCallback();
    api.exchangeCode.mockResolvedValueOnce(tokens("rt-2"));
    api.refreshTokens.mockResolvedValue(tokens("rt-3"));
    controller.start();
    await clock.advanceAsync(0);
    await clock.advanceAsync(600_000 - 60_000 - 1);
    expect(api.refreshTokens).not.toHaveBeenCalled();
    await clock.advanceAsync(1);
    expect(api.refreshTokens).toHaveBeenCalledWith(config, "rt-2");
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBe("rt-3");
  });

  /** Signed in through the code flow with tokens("rt-2"). */
  async function signedIn() {
    const context = setup();
    storeCallback();
    context.api.exchangeCode.mockResolvedValueOnce(tokens("rt-2"));
    context.controller.start();
    await context.clock.advanceAsync(0);
    return context;
  }

  async function settle(clock: ReturnType<typeof fakeClock>, action: Promise<void>) {
    await clock.advanceAsync(0);
    await action;
  }

  /** Where the browser was sent last, as an address. */
  const lastNavigation = (navigate: ReturnType<typeof setup>["navigate"]) =>
    new URL(navigate.mock.calls.at(-1)?.[0] ?? "", "http://localhost:8080");

  it("signs out: revokes, clears the stored sign-in, store and mobile view, and ends the provider's session", async () => {
    const { controller, api, clock, navigate } = await signedIn();
    localStorage.setItem(LOCAL_KEYS.storeId, "store-1");
    sessionStorage.setItem(SESSION_KEYS.mobileView, "1");
    await settle(clock, controller.signOut());
    expect(api.revokeToken).toHaveBeenCalledWith(config, "rt-2", "refresh_token");
    for (const key of Object.values(LOCAL_KEYS)) expect(localStorage.getItem(key), key).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.mobileView)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    // The provider's end-session endpoint, which returns the browser to the index (a reload at /).
    const url = lastNavigation(navigate);
    expect(`${url.origin}${url.pathname}`).toBe(`${config.issuer}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: config.clientId,
      post_logout_redirect_uri: "http://localhost:8080/",
      id_token_hint: tokens().id_token,
    });
  });

  it("signed out in another tab: forgets its copy and shows the signed-out app, leaving the provider to that tab", async () => {
    const { controller, api, navigate } = await signedIn();
    api.revokeToken.mockClear();
    controller.signedOutElsewhere();
    expect(signInState.get().authStatus).toBe("signed-out");
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBeNull();
    expect(await controller.getAccessToken()).toBeNull();
    // No second revocation and no second end-session request racing the other tab's.
    expect(api.revokeToken).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("revokes before it leaves for the end-session endpoint", async () => {
    const { controller, api, clock, navigate } = await signedIn();
    const order: string[] = [];
    api.revokeToken.mockImplementation(async () => void order.push("revoke"));
    navigate.mockImplementation(() => void order.push("navigate"));
    await settle(clock, controller.signOut());
    expect(order).toEqual(["revoke", "navigate"]);
  });

  it("names the latest ID token, from a refresh, at the end-session endpoint", async () => {
    const { controller, api, clock, navigate } = setup();
    localStorage.setItem(LOCAL_KEYS.refreshToken, "rt-1");
    const refreshed = { ...tokens("rt-3"), id_token: jwt({ sub: "user-1", nonce: "refreshed" }) };
    api.refreshTokens.mockResolvedValueOnce(refreshed);
    controller.start();
    await clock.advanceAsync(0);
    await settle(clock, controller.signOut());
    expect(lastNavigation(navigate).searchParams.get("id_token_hint")).toBe(refreshed.id_token);
  });

  it("still signs out, at /, when the provider cannot be asked for its end-session address", async () => {
    const { controller, api, clock, navigate } = await signedIn();
    api.getDiscovery.mockRejectedValue(new Error("offline"));
    await settle(clock, controller.signOut());
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/");
  });

  it("back from a sign-out, shows the signed-out app and does not start a sign-in by itself", async () => {
    const { controller, clock, navigate } = await signedIn();
    await settle(clock, controller.signOut());
    signInState.reset();
    const reloaded = setup();
    reloaded.controller.start();
    await reloaded.clock.advanceAsync(0);
    expect(signInState.get().authStatus).toBe("signed-out");
    expect(reloaded.navigate).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it("renews the sign-in: revokes and forgets the tokens, keeps the store, and ends the provider's session first", async () => {
    const { controller, api, clock, navigate } = await signedIn();
    localStorage.setItem(LOCAL_KEYS.storeId, "store-1");
    await settle(clock, controller.renewSignIn());
    expect(api.revokeToken).toHaveBeenCalledWith(config, "rt-2", "refresh_token");
    expect(localStorage.getItem(LOCAL_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.signedInAt)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.storeId)).toBe("store-1");
    const url = lastNavigation(navigate);
    expect(url.pathname).toBe("/oauth/session/end");
    expect(url.searchParams.get("id_token_hint")).toBe(tokens().id_token);

    // Back at the app from the provider's sign-out: straight on to a fresh sign-in that asks for the password.
    signInState.reset();
    const reloaded = setup();
    reloaded.controller.start();
    expect(signInState.get().authStatus).toBe("connecting");
    // The PKCE challenge is hashed by Web Crypto, outside the fake clock.
    await vi.waitFor(() => expect(reloaded.navigate).toHaveBeenCalled());
    const signIn = lastNavigation(reloaded.navigate);
    expect(signIn.pathname).toBe("/oauth/auth");
    expect(signIn.searchParams.get("prompt")).toBe("login");
    expect(sessionStorage.getItem(SESSION_KEYS.signInAfterSignOut)).toBeNull();
  });

  it("renews the sign-in straight at the sign-in page when the provider has no end-session endpoint", async () => {
    const { controller, api, clock, navigate } = await signedIn();
    api.getDiscovery.mockResolvedValue({ ...(await api.getDiscovery()), end_session_endpoint: undefined });
    await settle(clock, controller.renewSignIn());
    const url = lastNavigation(navigate);
    expect(url.pathname).toBe("/oauth/auth");
    expect(url.searchParams.get("prompt")).toBe("login");
  });

  it("keeps the interactive sign-in time through a reload, so the 8-hour session does not restart", async () => {
    const first = setup();
    storeCallback();
    first.api.exchangeCode.mockResolvedValueOnce(tokens("rt-2"));
    first.controller.start();
    await first.clock.advanceAsync(0);
    const signedInAt = signInState.get().signedInAt;
    expect(signedInAt).toBe(first.clock.now());

    // A reload: a new controller, later, resuming from the stored refresh token.
    signInState.reset();
    const second = setup();
    await second.clock.advanceAsync(3_600_000);
    second.api.refreshTokens.mockResolvedValueOnce(tokens("rt-3"));
    second.controller.start();
    await second.clock.advanceAsync(0);
    expect(signInState.get().authStatus).toBe("signed-in");
    expect(signInState.get().signedInAt).toBe(signedInAt);
  });
});
