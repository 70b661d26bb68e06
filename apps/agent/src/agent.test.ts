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
