import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type RunningAgent, startAgent } from "./agent";
import type { AgentEvent } from "./protocol";
import { parseCommand } from "./protocol";

const origin = "http://localhost:8080";
let agent: RunningAgent;
let base: string;

beforeAll(async () => {
  agent = await startAgent({ port: 0, allowedOrigins: [origin] });
  base = `http://127.0.0.1:${agent.port}`;
});
afterAll(() => agent.close());

function nextMessage(ws: WebSocket): Promise<AgentEvent> {
  return new Promise((resolve) => ws.once("message", (data) => resolve(JSON.parse(data.toString()))));
}

describe("scanner agent", () => {
  it("answers the health check with CORS for the web app only", async () => {
    const ok = await fetch(`${base}/hpagent/api/v1/health`, { headers: { origin } });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ status: "ok", devices: 1 });
    expect(ok.headers.get("access-control-allow-origin")).toBe(origin);
    const other = await fetch(`${base}/hpagent/api/v1/health`, { headers: { origin: "http://evil.test" } });
    expect(other.status).toBe(403);
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("answers 404 elsewhere", async () => {
    expect((await fetch(`${base}/nope`)).status).toBe(404);
  });

  it("announces the mock scanner over the WebSocket and answers an update check", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${agent.port}/hpagent`, { origin });
    const first = await nextMessage(ws);
    expect(first).toMatchObject({ type: "OnDeviceAvailable", device: { model: "MOCK_SCANNER" } });
    ws.send("not json");
    ws.send(JSON.stringify({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt: "x" }));
    expect(await nextMessage(ws)).toEqual({ type: "NoUpdatesAvailable" });
    ws.close();
  });

  it("refuses WebSocket connections from another origin", async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${agent.port}/hpagent`, { origin: "http://evil.test" });
    const error = await new Promise<Error>((resolve) => ws.once("error", resolve));
    expect(error.message).toMatch(/403/);
  });
});

/** A raw request, so the test sets any Host and Origin (fetch fixes Host to the address it dials). */
function rawRequest(options: { method?: string; path?: string; headers: Record<string, string> }): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: agent.port,
        method: options.method ?? "GET",
        path: options.path ?? "/hpagent/api/v1/health",
        headers: options.headers,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.once("error", reject);
    request.end();
  });
}

describe("scanner agent guard", () => {
  it("refuses a request naming another host (DNS rebinding), even from the app's origin", async () => {
    expect(await rawRequest({ headers: { host: "evil.example" } })).toBe(403);
    expect(await rawRequest({ headers: { host: `evil.example:${agent.port}`, origin } })).toBe(403);
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      expect(await rawRequest({ headers: { host: `${host}:${agent.port}` } }), host).toBe(200);
    }
  });

  it("refuses a request that changes state without the app's origin", async () => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      expect(await rawRequest({ method, headers: { host: `localhost:${agent.port}` } }), method).toBe(403);
      const foreign = { host: `localhost:${agent.port}`, origin: "http://evil.test" };
      expect(await rawRequest({ method, headers: foreign }), method).toBe(403);
      // The app's own origin passes the guard and reaches the routes (none of them takes a POST yet).
      expect(await rawRequest({ method, headers: { host: `localhost:${agent.port}`, origin } }), method).toBe(404);
    }
  });

  it("answers reads from the app's origin or from no browser, and refuses other origins", async () => {
    const host = `localhost:${agent.port}`;
    expect(await rawRequest({ headers: { host, origin } })).toBe(200);
    expect(await rawRequest({ headers: { host } })).toBe(200);
    expect(await rawRequest({ headers: { host, origin: "http://evil.test" } })).toBe(403);
  });

  it("opens the WebSocket, which carries commands, only to the app's origin on a local host", async () => {
    for (const options of [{}, { origin: "http://evil.test" }, { origin, headers: { host: "evil.example" } }]) {
      const ws = new WebSocket(`ws://127.0.0.1:${agent.port}/hpagent`, options);
      const outcome = await new Promise<string>((resolve) => {
        ws.once("error", (error) => resolve(error.message));
        ws.once("open", () => resolve("open"));
      });
      ws.close();
      expect(outcome, JSON.stringify(options)).toMatch(/403/);
    }
  });
});

describe("parseCommand", () => {
  it("refuses unknown and malformed messages", () => {
    expect(parseCommand("{").ok).toBe(false);
    expect(parseCommand("null").ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "Format" })).ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "SoftpaqUpdater", action: "CheckUpdate" })).ok).toBe(false);
    expect(parseCommand(JSON.stringify({ type: "SendTelemetryData", site_id: "s" }))).toEqual({
      ok: true,
      command: { type: "SendTelemetryData", site_id: "s" },
    });
  });
});
