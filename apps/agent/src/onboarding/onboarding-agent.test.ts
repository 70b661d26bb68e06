// The onboarding agent's HTTP face and its answers to provider trouble, against a scripted provider (the real one
// is in onboarding.int.test.ts).
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ONBOARDING_AGENT_API, OnboardingAgentError, OnboardingDevice } from "@solerx/domain/onboarding";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DeviceStore, TOKENS_FILE } from "./device-store";
import { type RunningOnboardingAgent, startOnboardingAgent } from "./onboarding-agent";
import { OnboardingService } from "./onboarding-service";
import { basicAuthorization, type Fetch } from "./provider-client";

const ISSUER = "http://provider.test/oauth";
const WEB = "http://localhost:8080";
const DISCOVERY = {
  issuer: ISSUER,
  device_authorization_endpoint: `${ISSUER}/device/auth`,
  token_endpoint: `${ISSUER}/token`,
};

let dataDir: string;
let agent: RunningOnboardingAgent | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "solerx-agent-"));
});
afterEach(async () => {
  await agent?.close();
  agent = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function start(fetchImpl: Fetch) {
  agent = await startOnboardingAgent({
    port: 0,
    issuer: ISSUER,
    clientSecret: "s3cret",
    dataDir,
    allowedOrigins: [WEB],
    fetch: fetchImpl,
    // Nothing here approves the device: the poller must not run off while a test looks.
    sleep: () => new Promise(() => {}),
  });
  return agent;
}

function get(route: string, headers: Record<string, string> = { origin: WEB }) {
  return fetch(`http://127.0.0.1:${agent?.port}${ONBOARDING_AGENT_API}${route}`, { headers });
}

const unreachable: Fetch = async () => {
  throw new TypeError("fetch failed");
};

describe("onboarding agent HTTP", () => {
  it("answers the web app's origin with CORS and refuses other origins", async () => {
    await start(unreachable);
    const ok = await get("/device");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("access-control-allow-origin")).toBe(WEB);
    expect(OnboardingDevice.parse(await ok.json())).toMatchObject({ issuer: ISSUER, authorized: false });
    const other = await get("/device", { origin: "https://evil.test" });
    expect(other.status).toBe(403);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`http://127.0.0.1:${agent?.port}${ONBOARDING_AGENT_API}/device`, {
      method: "OPTIONS",
      headers: { origin: WEB, "access-control-request-private-network": "true" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-private-network")).toBe("true");
  });

  it("refuses requests for another host name (DNS rebinding)", async () => {
    await start(unreachable);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: agent?.port,
          path: `${ONBOARDING_AGENT_API}/device`,
          headers: { host: "evil.test" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.once("error", reject);
      request.end();
    });
    expect(status).toBe(403);
  });

  it("answers 404 elsewhere and 405 to other methods", async () => {
    await start(unreachable);
    expect((await get("/nope")).status).toBe(404);
    const post = await fetch(`http://127.0.0.1:${agent?.port}${ONBOARDING_AGENT_API}/devicecode`, {
      method: "POST",
      headers: { origin: WEB },
    });
    expect(post.status).toBe(405);
  });

  it("refuses a request that changes state without the app's origin, GET /devicecode included", async () => {
    const requests: string[] = [];
    await start(async (input) => {
      requests.push(String(input));
      throw new TypeError("fetch failed");
    });
    const refused: Record<string, string>[] = [{}, { origin: "https://evil.test" }, { origin: "null" }];
    for (const headers of refused) {
      const restart = await get("/devicecode", headers);
      expect(restart.status, JSON.stringify(headers)).toBe(403);
      expect(OnboardingAgentError.parse(await restart.json()).error).toBe("forbidden");
      for (const method of ["POST", "PUT", "DELETE"]) {
        const answer = await fetch(`http://127.0.0.1:${agent?.port}${ONBOARDING_AGENT_API}/device`, {
          method,
          headers,
        });
        expect(answer.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // Refused before the flow (re)started: the provider was never asked.
    expect(requests).toEqual([]);
  });

  it("answers reads from the app's origin or from no browser", async () => {
    await start(unreachable);
    expect((await get("/device", { origin: WEB })).status).toBe(200);
    expect((await get("/device", {})).status).toBe(200);
  });

  it("keeps its data folder private: an existing looser folder is tightened at start", async () => {
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, "device.json"), JSON.stringify({ deviceId: "d-1" }), { mode: 0o644 });
    chmodSync(join(dataDir, "device.json"), 0o644);
    await start(unreachable);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "device.json")).mode & 0o777).toBe(0o600);
  });

  it("says provider_unreachable when the provider cannot be reached or is not the configured issuer", async () => {
    for (const fetchImpl of [unreachable, async () => json(200, { ...DISCOVERY, issuer: "http://other.test/oauth" })]) {
      await start(fetchImpl);
      const answer = await get("/devicecode");
      expect(answer.status).toBe(502);
      expect(OnboardingAgentError.parse(await answer.json()).error).toBe("provider_unreachable");
      await agent?.close();
      agent = undefined;
    }
  });

  it("asks for a device code with basic authentication and keeps the device_code to itself", async () => {
    const seen: Request[] = [];
    await start(async (input, init) => {
      const request = new Request(input, init);
      seen.push(request);
      if (request.url.endsWith("/.well-known/openid-configuration")) return json(200, DISCOVERY);
      return json(200, {
        device_code: "secret-device-code",
        user_code: "BCDF-GHJK",
        verification_uri: `${ISSUER}/device`,
        expires_in: 600,
      });
    });
    const answer = await get("/devicecode");
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body).toEqual({
      user_code: "BCDF-GHJK",
      verification_uri: `${ISSUER}/device`,
      expires_in: 600,
      interval: 5,
    });
    const authorization = seen[1];
    expect(authorization?.url).toBe(DISCOVERY.device_authorization_endpoint);
    expect(authorization?.headers.get("authorization")).toBe(
      basicAuthorization({ clientId: "solerx-customer", clientSecret: "s3cret" }),
    );
    expect(new URLSearchParams(await authorization?.text())).toEqual(
      new URLSearchParams({ scope: "openid offline_access", prompt: "login" }),
    );
    expect(OnboardingDevice.parse(await (await get("/device")).json()).pending).toBe(true);
  });

  it("counts only tokens of its own stack as authorized", async () => {
    const store = new DeviceStore(dataDir);
    const tokens = { clientId: "solerx-customer", accessToken: "at", tokenType: "Bearer", obtainedAt: "2026-01-01" };
    await store.saveTokens({ ...tokens, issuer: "http://other.test/oauth" });
    await start(unreachable);
    expect(OnboardingDevice.parse(await (await get("/device")).json()).authorized).toBe(false);
    await store.saveTokens({ ...tokens, issuer: ISSUER });
    expect(OnboardingDevice.parse(await (await get("/device")).json())).toMatchObject({
      authorized: true,
      authorizedAt: "2026-01-01",
    });
    const answer = await get("/devicecode");
    expect(answer.status).toBe(409);
    expect(OnboardingAgentError.parse(await answer.json()).error).toBe("already_authorized");
  });
});

describe("OnboardingService", () => {
  it("gives a device code asked for while the provider is still asked the same code, and polls for that one", async () => {
    // /onboard asks again when the agent is slow to answer (a busy provider): the two requests must not become two
    // authorizations, of which the one answered last would end the other, perhaps the one the page shows.
    const provider = { authorizations: 0, polled: [] as string[] };
    let answerFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      answerFirst = resolve;
    });
    let sleeps = 0;
    const service = new OnboardingService({
      issuer: ISSUER,
      clientSecret: "s3cret",
      store: new DeviceStore(dataDir),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith("/.well-known/openid-configuration")) return json(200, DISCOVERY);
        if (request.url === DISCOVERY.token_endpoint) {
          provider.polled.push(new URLSearchParams(await request.text()).get("device_code") ?? "");
          return json(400, { error: "authorization_pending" });
        }
        provider.authorizations += 1;
        const n = provider.authorizations;
        if (n === 1) await firstHeld;
        return json(200, {
          device_code: `device-${n}`,
          user_code: `CODE-${n}`,
          verification_uri: ISSUER,
          expires_in: 600,
        });
      },
      // One poll, then none while the test looks.
      sleep: () => (sleeps++ === 0 ? Promise.resolve() : new Promise(() => {})),
    });
    try {
      const first = service.startDeviceAuthorization();
      await expect.poll(() => provider.authorizations).toBe(1);
      const again = service.startDeviceAuthorization();
      answerFirst();
      expect((await Promise.all([first, again])).map((code) => code.user_code)).toEqual(["CODE-1", "CODE-1"]);
      expect(provider.authorizations).toBe(1);
      await expect.poll(() => provider.polled).toEqual(["device-1"]);
      expect((await service.device()).pending).toBe(true);
      // Once answered, asking again starts a new authorization (the page's "Try again").
      expect((await service.startDeviceAuthorization()).user_code).toBe("CODE-2");
    } finally {
      service.cancel();
    }
  });

  it("is authorized or still pending while its token arrives during a read, never neither", async () => {
    // The page stops waiting when the agent says neither; the token may land while the agent reads its files.
    let releaseSleep: () => void = () => {};
    let releaseId: () => void = () => {};
    const idHeld = new Promise<void>((resolve) => {
      releaseId = resolve;
    });
    class SlowStore extends DeviceStore {
      override async deviceId(): Promise<string> {
        await idHeld;
        return super.deviceId();
      }
    }
    const service = new OnboardingService({
      issuer: ISSUER,
      clientSecret: "s3cret",
      store: new SlowStore(dataDir),
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (request.url.endsWith("/.well-known/openid-configuration")) return json(200, DISCOVERY);
        if (request.url === DISCOVERY.token_endpoint) return json(200, { access_token: "at", token_type: "Bearer" });
        return json(200, { device_code: "d", user_code: "CODE", verification_uri: ISSUER, expires_in: 600 });
      },
      sleep: () =>
        new Promise<void>((resolve) => {
          releaseSleep = resolve;
        }),
    });
    await service.startDeviceAuthorization();
    const reading = service.device();
    releaseSleep();
    expect((await service.settled())?.kind).toBe("authorized");
    releaseId();
    const device = await reading;
    expect(device.authorized || device.pending).toBe(true);
    expect(await service.device()).toMatchObject({ authorized: true, pending: false });
  });
});

describe("DeviceStore", () => {
  it("keeps one device id and writes tokens readable by the owner only", async () => {
    const store = new DeviceStore(join(dataDir, "nested"));
    const id = await store.deviceId();
    expect(await new DeviceStore(join(dataDir, "nested")).deviceId()).toBe(id);
    await store.saveTokens({ issuer: ISSUER, clientId: "c", accessToken: "a", tokenType: "Bearer", obtainedAt: "t" });
    expect(statSync(join(dataDir, "nested", TOKENS_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "nested")).mode & 0o777).toBe(0o700);
    await store.clearTokens();
    expect(await store.readTokens()).toBeUndefined();
  });
});
