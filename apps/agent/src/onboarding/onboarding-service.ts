// The onboarding agent's state: the device's identity, whether it holds a token for its stack, and at most one
// device authorization in progress, whose token polling runs in the background until it ends.
import { APP_TEXTS, ONBOARDING_TIMING, type OnboardingTiming } from "@solerx/domain/common";
import {
  CUSTOMER_CLIENT_ID,
  type OnboardingAgentError,
  type OnboardingDevice,
  type OnboardingDeviceCode,
} from "@solerx/domain/onboarding";
import type { DeviceStore, StoredTokens } from "./device-store";
import {
  type ClientCredentials,
  discover,
  type Fetch,
  OAuthError,
  ProviderUnreachableError,
  requestDeviceAuthorization,
  requestDeviceToken,
} from "./provider-client";
import { type PollOutcome, pollForDeviceToken, realSleep, type Sleep } from "./token-poller";

export const ONBOARDING_AGENT_VERSION = "0.1.0";

/**
 * What the agent asks for: an ID token is not needed, but the provider's device flow is OpenID (openid), and a
 * refresh token keeps the device authorized (offline_access). prompt=login: clinic PCs are shared, so the person
 * approving always types their password, whoever is signed in in the browser.
 */
const DEVICE_REQUEST = { scope: "openid offline_access", prompt: "login" } as const;

/** A failure the HTTP layer answers with `status` and `{ error, message }`. */
export class OnboardingFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: OnboardingAgentError["error"],
    message: string,
  ) {
    super(message);
  }
}

export interface OnboardingServiceOptions {
  issuer: string;
  clientSecret: string;
  clientId?: string;
  store: DeviceStore;
  fetch?: Fetch;
  timing?: Pick<OnboardingTiming, "tokenPollIntervalMs" | "slowDownStepMs">;
  sleep?: Sleep;
  now?: () => number;
  log?: (message: string) => void;
}

interface Flow {
  controller: AbortController;
  outcome: Promise<PollOutcome>;
}

export class OnboardingService {
  private flow: Flow | undefined;
  /** The device authorization being asked of the provider, which every /devicecode meanwhile shares. */
  private starting: Promise<OnboardingDeviceCode> | undefined;
  private readonly credentials: ClientCredentials;
  private readonly fetch: Fetch;
  private readonly timing: Pick<OnboardingTiming, "tokenPollIntervalMs" | "slowDownStepMs">;
  private readonly now: () => number;
  private readonly log: (message: string) => void;

  constructor(private readonly options: OnboardingServiceOptions) {
    this.credentials = { clientId: options.clientId ?? CUSTOMER_CLIENT_ID, clientSecret: options.clientSecret };
    this.fetch = options.fetch ?? fetch;
    this.timing = options.timing ?? ONBOARDING_TIMING;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? (() => {});
  }

  /** The stored tokens, if they are this stack's and this client's. */
  private async tokens(): Promise<StoredTokens | undefined> {
    const tokens = await this.options.store.readTokens();
    const ours = tokens?.issuer === this.options.issuer && tokens.clientId === this.credentials.clientId;
    return ours ? tokens : undefined;
  }

  async device(): Promise<OnboardingDevice> {
    // Whether a flow runs is read before the tokens: a flow that authorizes saves its tokens before it ends, so the
    // answer never says "neither authorized nor pending" (/onboard's "the agent stopped waiting") for a device
    // whose tokens arrived while the files were read.
    const pending = this.flow !== undefined;
    const tokens = await this.tokens();
    return {
      deviceId: await this.options.store.deviceId(),
      issuer: this.options.issuer,
      clientId: this.credentials.clientId,
      authorized: tokens !== undefined,
      authorizedAt: tokens?.obtainedAt ?? null,
      pending,
      version: ONBOARDING_AGENT_VERSION,
    };
  }

  /**
   * Starts a device authorization at the provider (ending any earlier one) and polls for its token. A request that
   * comes while the provider has not answered the last one gets that one's code: /onboard asks again when the agent
   * has not answered within its time-out (5 s, easily passed while the provider's server is busy), and a second
   * authorization would end whichever started first. When the later answer came first, the agent then polled for
   * the code the page had dropped, and stopped polling for the one the person approved.
   */
  startDeviceAuthorization(): Promise<OnboardingDeviceCode> {
    this.starting ??= this.authorizeDevice().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async authorizeDevice(): Promise<OnboardingDeviceCode> {
    if (await this.tokens()) {
      throw new OnboardingFailure(409, "already_authorized", APP_TEXTS.onboardingAlreadyAuthorized);
    }
    let answer: Awaited<ReturnType<typeof requestDeviceAuthorization>>;
    let tokenEndpoint: string;
    try {
      const discovery = await discover(this.fetch, this.options.issuer);
      tokenEndpoint = discovery.token_endpoint;
      answer = await requestDeviceAuthorization(
        this.fetch,
        discovery.device_authorization_endpoint,
        this.credentials,
        DEVICE_REQUEST,
      );
    } catch (error) {
      if (error instanceof OAuthError || error instanceof ProviderUnreachableError) throw this.failure(error);
      throw error;
    }
    this.cancel();
    const intervalMs = answer.interval ? answer.interval * 1000 : this.timing.tokenPollIntervalMs;
    this.poll(tokenEndpoint, answer.device_code, intervalMs, this.now() + answer.expires_in * 1000);
    return {
      user_code: answer.user_code,
      verification_uri: answer.verification_uri,
      ...(answer.verification_uri_complete ? { verification_uri_complete: answer.verification_uri_complete } : {}),
      expires_in: answer.expires_in,
      interval: Math.max(1, Math.round(intervalMs / 1000)),
    };
  }

  private failure(error: OAuthError | ProviderUnreachableError): OnboardingFailure {
    this.log(`onboarding: device authorization failed: ${error.message}`);
    if (error instanceof OAuthError) {
      // The provider does not know this client or its secret: the device is set up for another stack.
      if (["invalid_client", "unauthorized_client"].includes(error.error)) {
        return new OnboardingFailure(502, "client_rejected", "The provider refused this device's client.");
      }
      return new OnboardingFailure(502, "provider_error", `The provider refused the request (${error.error}).`);
    }
    return new OnboardingFailure(502, "provider_unreachable", "The provider could not be reached.");
  }

  private poll(tokenEndpoint: string, deviceCode: string, intervalMs: number, expiresAt: number): void {
    const controller = new AbortController();
    const outcome = pollForDeviceToken({
      requestToken: () => requestDeviceToken(this.fetch, tokenEndpoint, this.credentials, deviceCode),
      intervalMs,
      slowDownStepMs: this.timing.slowDownStepMs,
      expiresAt,
      now: this.now,
      sleep: this.options.sleep ?? realSleep,
      signal: controller.signal,
      log: this.log,
    })
      .then(async (result) => {
        if (result.kind === "authorized") await this.save(result.tokens);
        return result;
      })
      .catch((error: unknown): PollOutcome => ({ kind: "failed", error: String(error) }))
      .then((result) => {
        if (this.flow === flow) this.flow = undefined;
        this.log(`onboarding: device authorization ended: ${result.kind}`);
        return result;
      });
    const flow: Flow = { controller, outcome };
    this.flow = flow;
  }

  private async save(tokens: Awaited<ReturnType<typeof requestDeviceToken>>): Promise<void> {
    const obtainedAt = this.now();
    await this.options.store.saveTokens({
      issuer: this.options.issuer,
      clientId: this.credentials.clientId,
      accessToken: tokens.access_token,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
      tokenType: tokens.token_type,
      ...(tokens.scope ? { scope: tokens.scope } : {}),
      ...(tokens.expires_in
        ? { accessTokenExpiresAt: new Date(obtainedAt + tokens.expires_in * 1000).toISOString() }
        : {}),
      obtainedAt: new Date(obtainedAt).toISOString(),
    });
  }

  /** How the current device authorization ended (undefined when none is running). */
  settled(): Promise<PollOutcome> | undefined {
    return this.flow?.outcome;
  }

  /** Stops polling for the current device authorization, if any. */
  cancel(): void {
    this.flow?.controller.abort();
    this.flow = undefined;
  }
}
