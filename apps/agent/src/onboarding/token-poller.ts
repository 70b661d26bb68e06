// Polls the token endpoint until the person approved the device, as RFC 8628 §3.5 asks: wait `interval` between
// requests, keep going on authorization_pending, wait 5 s longer after each slow_down, back off exponentially when
// the provider cannot be reached, stop on access_denied, expired_token or the codes' expiry.
import type { TokenResponse } from "@solerx/domain/onboarding";
import { OAuthError, ProviderUnreachableError } from "./provider-client";

/** Waits `ms`, or rejects/resolves early when `signal` aborts. Tests inject one they drive themselves. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

export type PollOutcome =
  | { kind: "authorized"; tokens: TokenResponse }
  | { kind: "denied" }
  | { kind: "expired" }
  | { kind: "cancelled" }
  | { kind: "failed"; error: string };

export interface PollOptions {
  requestToken: () => Promise<TokenResponse>;
  /** The wait between requests to begin with. */
  intervalMs: number;
  /** Added to the wait after each slow_down. */
  slowDownStepMs: number;
  /** When the device code expires (ms since the epoch, same clock as `now`). */
  expiresAt: number;
  now: () => number;
  sleep: Sleep;
  signal: AbortSignal;
  log?: (message: string) => void;
}

export async function pollForDeviceToken(options: PollOptions): Promise<PollOutcome> {
  const log = options.log ?? (() => {});
  let intervalMs = options.intervalMs;
  /** Doubles with each failed connection, back to 1 once the provider answers again. */
  let backoff = 1;
  for (;;) {
    await options.sleep(intervalMs * backoff, options.signal);
    if (options.signal.aborted) return { kind: "cancelled" };
    if (options.now() >= options.expiresAt) return { kind: "expired" };
    try {
      return { kind: "authorized", tokens: await options.requestToken() };
    } catch (error) {
      if (options.signal.aborted) return { kind: "cancelled" };
      if (error instanceof ProviderUnreachableError) {
        // §3.5: a client SHOULD use exponential backoff when the connection fails.
        backoff *= 2;
        log(`onboarding: provider unreachable, next try in ${intervalMs * backoff} ms`);
        continue;
      }
      if (!(error instanceof OAuthError)) throw error;
      backoff = 1;
      switch (error.error) {
        case "authorization_pending":
          continue;
        case "slow_down":
          intervalMs += options.slowDownStepMs;
          continue;
        case "access_denied":
          return { kind: "denied" };
        case "expired_token":
          return { kind: "expired" };
        default:
          return { kind: "failed", error: error.message };
      }
    }
  }
}
