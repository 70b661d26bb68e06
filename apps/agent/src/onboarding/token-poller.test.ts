import type { TokenResponse } from "@solerx/domain/onboarding";
import { describe, expect, it } from "vitest";
import { OAuthError, ProviderUnreachableError } from "./provider-client";
import { type PollOptions, pollForDeviceToken } from "./token-poller";

const TOKENS: TokenResponse = { access_token: "at", token_type: "Bearer", expires_in: 600 };

/** A token endpoint answering from a script: an OAuth error code, "unreachable", or "tokens". */
function scripted(answers: string[]) {
  let calls = 0;
  const requestToken = async (): Promise<TokenResponse> => {
    const answer = answers[calls] ?? "authorization_pending";
    calls += 1;
    if (answer === "tokens") return TOKENS;
    if (answer === "unreachable") throw new ProviderUnreachableError("down");
    throw new OAuthError(400, answer, undefined);
  };
  return { requestToken, calls: () => calls };
}

/** A fake clock whose sleeps move it forward at once, recording each wait. */
function fakeTime(options: Partial<PollOptions> & Pick<PollOptions, "requestToken">) {
  let now = 0;
  const waits: number[] = [];
  const run = pollForDeviceToken({
    intervalMs: 5000,
    slowDownStepMs: 5000,
    expiresAt: 600_000,
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
    signal: new AbortController().signal,
    ...options,
  });
  return { run, waits };
}

describe("pollForDeviceToken", () => {
  it("waits the interval between requests while authorization is pending, then returns the tokens", async () => {
    const endpoint = scripted(["authorization_pending", "authorization_pending", "tokens"]);
    const { run, waits } = fakeTime({ requestToken: endpoint.requestToken });
    expect(await run).toEqual({ kind: "authorized", tokens: TOKENS });
    expect(waits).toEqual([5000, 5000, 5000]);
  });

  it("waits 5 seconds longer after each slow_down", async () => {
    const endpoint = scripted(["slow_down", "authorization_pending", "slow_down", "tokens"]);
    const { run, waits } = fakeTime({ requestToken: endpoint.requestToken });
    expect((await run).kind).toBe("authorized");
    expect(waits).toEqual([5000, 10_000, 10_000, 15_000]);
  });

  it("backs off exponentially while the provider cannot be reached, and recovers", async () => {
    const endpoint = scripted(["unreachable", "unreachable", "authorization_pending", "tokens"]);
    const { run, waits } = fakeTime({ requestToken: endpoint.requestToken });
    expect((await run).kind).toBe("authorized");
    expect(waits).toEqual([5000, 10_000, 20_000, 5000]);
  });

  it("stops on access_denied, expired_token and unknown errors", async () => {
    expect(await fakeTime({ requestToken: scripted(["access_denied"]).requestToken }).run).toEqual({ kind: "denied" });
    expect(await fakeTime({ requestToken: scripted(["expired_token"]).requestToken }).run).toEqual({ kind: "expired" });
    const failed = await fakeTime({ requestToken: scripted(["invalid_grant"]).requestToken }).run;
    expect(failed).toMatchObject({ kind: "failed", error: "invalid_grant" });
  });

  it("gives up without asking once the device code has expired by its own clock", async () => {
    const endpoint = scripted([]);
    const { run } = fakeTime({ requestToken: endpoint.requestToken, expiresAt: 12_000 });
    expect(await run).toEqual({ kind: "expired" });
    expect(endpoint.calls()).toBe(2);
  });

  it("stops when cancelled", async () => {
    const controller = new AbortController();
    const endpoint = scripted([]);
    const run = pollForDeviceToken({
      requestToken: endpoint.requestToken,
      intervalMs: 5000,
      slowDownStepMs: 5000,
      expiresAt: Number.POSITIVE_INFINITY,
      now: () => 0,
      sleep: async () => controller.abort(),
      signal: controller.signal,
    });
    expect(await run).toEqual({ kind: "cancelled" });
    expect(endpoint.calls()).toBe(0);
  });
});
