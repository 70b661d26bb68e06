// The web app's agent client against the real scanner agent (apps/agent, mock scanner) on an ephemeral port:
// the session opens, the device arrives, a detach removes it, and the update flow runs to the reload countdown.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { agentApiBase, agentSocketUrl } from "../../web/src/entities/scanner/lib/agent-address";
import { AgentConnection, type AgentSocket } from "../../web/src/entities/scanner/lib/agent-connection";
import type { AgentState } from "../../web/src/entities/scanner/lib/agent-state";
import { systemClock } from "../../web/src/lib/clock";
import { type RunningAgent, startAgent } from "./agent";
import { fakeSource } from "./testing/fake-source";

const ORIGIN = "http://localhost:8080";
/** Nothing here is uploaded; the agent needs a server address all the same (the settings' default). */
const SERVER_URL = "http://localhost:8080";
let agent: RunningAgent;

beforeEach(async () => {
  agent = await startAgent({
    port: 0,
    host: "127.0.0.1",
    allowedOrigins: [ORIGIN],
    serverUrl: SERVER_URL,
    source: fakeSource(),
    mock: { scanDurationMs: 20, downloadDurationMs: 30 },
  });
});
afterEach(async () => {
  await agent.close();
});

function connection(reload = vi.fn()) {
  const address = { host: "localhost", port: agent.port, secure: false };
  return new AgentConnection({
    url: agentSocketUrl(address),
    createSocket: (url) => new WebSocket(url, { headers: { origin: ORIGIN } }) as unknown as AgentSocket,
    clock: systemClock,
    reload,
  });
}

function until(client: AgentConnection, done: (state: AgentState) => boolean): Promise<AgentState> {
  return new Promise((resolve) => {
    if (done(client.getState())) return resolve(client.getState());
    const stop = client.subscribe(() => {
      if (done(client.getState())) {
        stop();
        resolve(client.getState());
      }
    });
  });
}

async function control(body: object) {
  const address = { host: "localhost", port: agent.port, secure: false };
  const url = agentApiBase(address).replace("/api/v1", "/mock/control");
  const response = await fetch(url, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe("the agent client with the real agent", () => {
  it("opens the session, lists the device and removes it when it is detached", async () => {
    const client = connection();
    client.connect();
    const ready = await until(client, (state) => state.status === "session created" && state.devices.length > 0);
    expect(ready.agentVersion).toMatch(/\d/);
    await control({ scanner: "absent" });
    await until(client, (state) => state.status === "detached");
    expect(client.getState().devices).toEqual([]);
    await control({ scanner: "available" });
    await until(client, (state) => state.status === "session created" && state.devices.length > 0);
    client.dispose();
  });

  it("shows session failed when the agent refuses the session", async () => {
    await control({ openSession: "fail" });
    const client = connection();
    client.connect();
    const failed = await until(client, (state) => state.status === "session failed");
    expect(failed.failureReason).not.toBe("");
    client.dispose();
  });

  it("runs the update flow to the installer", async () => {
    await control({ update: "optional" });
    const client = connection();
    client.connect();
    await until(client, (state) => state.status === "session created");
    expect(client.checkUpdate("jwt-token")).toBe(true);
    await until(client, (state) => state.update.phase === "available");
    client.downloadUpdate();
    await until(client, (state) => state.update.phase === "ready");
    expect(client.installUpdate()).toBe(true);
    expect(client.getState().update).toMatchObject({ phase: "installing", secondsLeft: 10 });
    client.dispose();
  });
});
