// A sign-in's tokens end when it ends: at sign-out (revocation), when they expire, and at the 480th minute
// whatever refreshes happen. Only Date is faked: the provider, jose and the adapter all read that one clock.
import { SESSION_TIMING } from "@solerx/domain/common";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_PASSWORD } from "../seed";
import { bearer, CookieJar, refreshTokens, revokeToken, signIn, type Tokens, toTokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE_MS = 60_000;
const SESSION_MINUTES = SESSION_TIMING.sessionLifetimeMs / MINUTE_MS;

function callApi(tokens: Pick<Tokens, "accessToken" | "sub">) {
  return testApp.app.inject({ url: `/api/v1/store/employee/${tokens.sub}`, headers: bearer(tokens.accessToken) });
}

function revoke(token: string, hint: "refresh_token" | "access_token") {
  return revokeToken(testApp.app, token, hint);
}

describe("the end of a sign-in", () => {
  it("revoking the refresh token (sign-out) makes its access token get 401 and the refresh token refused", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    expect((await callApi(tokens)).statusCode).toBe(200);

    expect((await revoke(tokens.refreshToken, "refresh_token")).statusCode).toBe(200);

    expect((await callApi(tokens)).statusCode).toBe(401);
    const refreshed = await refreshTokens(testApp.app, tokens.refreshToken);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe("invalid_grant");
  });

  it("one operator's sign-out leaves the same operator's other sign-ins working", async () => {
    const here = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const there = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    await revoke(here.refreshToken, "refresh_token");
    expect((await callApi(here)).statusCode).toBe(401);
    expect((await callApi(there)).statusCode).toBe(200);
  });

  it("an access token gets 401 once it has expired", async () => {
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const { exp = 0 } = decodeJwt(tokens.accessToken);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(exp * 1000 - 1000);
    expect((await callApi(tokens)).statusCode).toBe(200);
    vi.setSystemTime(exp * 1000 + 1000);
    expect((await callApi(tokens)).statusCode).toBe(401);
  });

  it("refreshing every 25 minutes keeps a sign-in alive until minute 480, and not a minute longer", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    let tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    const signInEnd = Math.floor(start / 1000) + SESSION_MINUTES * 60;

    let minute = 0;
    for (minute = 25; minute < SESSION_MINUTES; minute += 25) {
      vi.setSystemTime(start + minute * MINUTE_MS);
      tokens = toTokens(await refreshTokens(testApp.app, tokens.refreshToken));
      expect((await callApi(tokens)).statusCode, `minute ${minute}`).toBe(200);
      // No token handed out may outlive the sign-in.
      expect(decodeJwt(tokens.accessToken).exp ?? Infinity).toBeLessThanOrEqual(signInEnd + 1);
    }
    expect(minute - 25).toBe(475);

    vi.setSystemTime(start + (SESSION_MINUTES + 1) * MINUTE_MS);
    expect((await callApi(tokens)).statusCode).toBe(401);
    const late = await refreshTokens(testApp.app, tokens.refreshToken);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe("invalid_grant");
  });

  /** Refreshes every 25 minutes from `from` (ms) until `until` minutes later; every token works on the way. */
  async function keepAlive(tokens: Tokens, from: number, until: number): Promise<Tokens> {
    let current = tokens;
    for (let minute = 25; minute <= until; minute += 25) {
      vi.setSystemTime(from + minute * MINUTE_MS);
      current = toTokens(await refreshTokens(testApp.app, current.refreshToken));
      expect((await callApi(current)).statusCode, `minute ${minute}`).toBe(200);
    }
    return current;
  }

  it("the automatic-logout notice's Sign in (sign-out, then the password again) starts a fresh 480 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const browser = new CookieJar();
    const first = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "login" }, browser);
    const atNotice = await keepAlive(first, start, 450);

    const renewedAt = start + 455 * MINUTE_MS;
    vi.setSystemTime(renewedAt);
    await revoke(atNotice.refreshToken, "refresh_token");
    const renewed = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "login" }, browser);

    const late = await keepAlive(renewed, renewedAt, SESSION_MINUTES - 5);
    vi.setSystemTime(renewedAt + (SESSION_MINUTES + 1) * MINUTE_MS);
    expect((await refreshTokens(testApp.app, late.refreshToken)).statusCode).toBe(400);
  });

  it("a password entered again in the same browser without signing out gets its own 480 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const browser = new CookieJar();
    const first = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "login" }, browser);
    const live = await keepAlive(first, start, 450);

    const againAt = start + 470 * MINUTE_MS;
    vi.setSystemTime(againAt);
    const again = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD, { prompt: "login" }, browser);
    // The new sign-in replaces the old one in that browser: the old sign-in's tokens stop, unexpired as they are.
    expect((await callApi(live)).statusCode).toBe(401);
    expect((await refreshTokens(testApp.app, live.refreshToken)).statusCode).toBe(400);

    await keepAlive(again, againAt, SESSION_MINUTES - 5);
  });

  it("a refresh token not used for 30 minutes has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const tokens = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
    vi.setSystemTime(start + SESSION_TIMING.refreshTokenDurationMs + MINUTE_MS);
    const refreshed = await refreshTokens(testApp.app, tokens.refreshToken);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe("invalid_grant");
  });
});
