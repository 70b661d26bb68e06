// The scanner agent's connection on a fake socket and a fake clock: the spec's statuses, the 100 s open wait,
// device attach and detach, bad frames ignored, the commands sent, and the update flow up to the reload.
import type { AgentEvent, ScannerDevice } from "@solerx/domain/scan";
import { AGENT_STATUSES } from "@solerx/domain/scan";
import { describe, expect, it, vi } from "vitest";
import { fakeClock } from "../../../testing/fake-clock";
import { AgentConnection, type AgentSocket, parseAgentMessage } from "./agent-connection";
import { agentReducer, canScan, INITIAL_AGENT_STATE } from "./agent-state";

class FakeSocket implements AgentSocket {
  sent: unknown[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  event(message: AgentEvent | string) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
}

const device = (id: string, state = "available"): ScannerDevice => ({
  id,
  name: "Mock scanner",
  model: "iQUBE",
  model_id: "E303",
  serial: `S-${id}`,
  firmware: "1.0",
  state,
  type: "MOCK_SCANNER",
  version: "1.0",
});

function setup() {
  const clock = fakeClock();
  const sockets: FakeSocket[] = [];
  const reload = vi.fn();
  const connection = new AgentConnection({
    url: "ws://localhost:5000/hpagent",
    createSocket: (url) => {
      expect(url).toBe("ws://localhost:5000/hpagent");
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    clock,
    reload,
  });
  const statuses: string[] = [];
  connection.subscribe(() => {
    const status = connection.getState().status;
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const socket = () => sockets.at(-1) as FakeSocket;
  const opened = () => {
    connection.connect();
    socket().onopen?.({});
    socket().event({ type: "OpenSessionStatus", status: "created", agent_version: "2.1.0" });
  };
  return { clock, sockets, socket, reload, connection, statuses, opened };
}

describe("the agent connection's statuses", () => {
  it("goes connecting, opened, session creation, session created", () => {
    const { connection, statuses, opened } = setup();
    expect(connection.getState().status).toBe("disconnected");
    opened();
    expect(statuses).toEqual(["connecting", "opened", "session creation", "session created"]);
    expect(connection.getState().agentVersion).toBe("2.1.0");
    for (const status of statuses) expect(AGENT_STATUSES).toContain(status);
  });

  it("shows session failed with the agent's reason", () => {
    const { connection, socket } = setup();
    connection.connect();
    socket().onopen?.({});
    socket().event({ type: "OpenSessionFailed", reason: "driver failed" });
    socket().onclose?.({});
    expect(connection.getState()).toMatchObject({ status: "session failed", failureReason: "driver failed" });
  });

  it("waits up to 100 s for the socket to open, then shows the error and closes it", () => {
    const { connection, socket, clock } = setup();
    connection.connect();
    clock.advance(99_999);
    expect(connection.getState().status).toBe("connecting");
    clock.advance(1);
    expect(connection.getState().status).toBe("error");
    expect(socket().closed).toBe(true);
    socket().onopen?.({});
    expect(connection.getState().status).toBe("error");
  });

  it("stops waiting when the socket closes before it opens: disconnected", () => {
    const { connection, socket, clock } = setup();
    connection.connect();
    socket().onclose?.({});
    expect(connection.getState().status).toBe("disconnected");
    expect(clock.pending).toBe(0);
  });

  it("shows error on a socket error and disconnected when the agent goes away", () => {
    const { connection, socket, opened } = setup();
    opened();
    socket().onerror?.({});
    expect(connection.getState().status).toBe("error");
    const second = setup();
    second.opened();
    second.socket().onclose?.({});
    expect(second.connection.getState().status).toBe("disconnected");
  });

  it("can connect again after a disconnect", () => {
    const { connection, sockets, opened } = setup();
    opened();
    connection.disconnect();
    expect(connection.getState().status).toBe("disconnected");
    expect(sockets[0]?.closed).toBe(true);
    opened();
    expect(sockets).toHaveLength(2);
    expect(connection.getState().status).toBe("session created");
  });
});

describe("devices", () => {
  it("adds attached and available devices and removes one on a detach event", () => {
    const { connection, socket, opened } = setup();
    opened();
    socket().event({ type: "OnDeviceAttached", device: device("a", "attached") });
    socket().event({ type: "OnDeviceAvailable", device: device("a") });
    socket().event({ type: "OnDeviceAvailable", device: device("b") });
    expect(connection.getState().devices.map((d) => [d.id, d.state])).toEqual([
      ["a", "available"],
      ["b", "available"],
    ]);
    expect(canScan(connection.getState())).toBe(true);
    socket().event({ type: "OnDeviceDetached", device: device("a", "detached") });
    expect(connection.getState().devices.map((d) => d.id)).toEqual(["b"]);
    expect(connection.getState().status).toBe("session created");
  });

  it("removes a device whose state becomes detached; with none left the status is detached, until one returns", () => {
    const { connection, socket, opened } = setup();
    opened();
    socket().event({ type: "OnDeviceAvailable", device: device("a") });
    socket().event({
      type: "OnDeviceStateChanged",
      device: device("a", "detached"),
      scan: { uuid: "u1", name: "leftscan", status: "failed", code: "SCANNER_DETACHED" },
    });
    expect(connection.getState()).toMatchObject({ status: "detached", devices: [] });
    expect(connection.getState().scan?.code).toBe("SCANNER_DETACHED");
    expect(canScan(connection.getState())).toBe(false);
    socket().event({ type: "OnDeviceAttached", device: device("a", "attached") });
    expect(connection.getState().status).toBe("session created");
  });

  it("follows a scan's progress", () => {
    const { connection, socket, opened } = setup();
    opened();
    socket().event({
      type: "OnDeviceStateChanged",
      device: device("a", "scanning"),
      scan: { uuid: "u1", name: "rightscan", status: "uploading" },
    });
    expect(connection.getState().scan).toEqual({ uuid: "u1", name: "rightscan", status: "uploading" });
    expect(connection.getState().devices[0]?.state).toBe("scanning");
  });

  it("ignores frames that are not the contract's", () => {
    const { connection, socket, opened } = setup();
    opened();
    const before = connection.getState();
    for (const bad of ["not json", "{}", '{"type":"OnDeviceAvailable"}', '{"type":"Unknown"}', "null", "[1]"]) {
      socket().event(bad);
    }
    socket().onmessage?.({ data: new ArrayBuffer(4) });
    expect(connection.getState()).toBe(before);
    expect(parseAgentMessage('{"type":"NoUpdatesAvailable"}')).toEqual({ type: "NoUpdatesAvailable" });
  });
});

describe("commands", () => {
  it("sends nothing before the socket is open, and only the contract's commands", () => {
    const { connection, socket, opened } = setup();
    expect(connection.sendTelemetry("site-1")).toBe(false);
    opened();
    expect(connection.sendTelemetry("site-1")).toBe(true);
    expect(connection.checkUpdate("")).toBe(false);
    expect(connection.checkUpdate("token")).toBe(true);
    expect(socket().sent).toEqual([
      { type: "SendTelemetryData", site_id: "site-1" },
      { type: "SoftpaqUpdater", action: "CheckUpdate", jwt: "token" },
    ]);
  });
});

describe("the update flow", () => {
  it("offers, downloads with progress, is ready, runs the installer and reloads after a 10 s countdown", () => {
    const { connection, socket, opened, clock, reload } = setup();
    opened();
    connection.checkUpdate("token");
    socket().event({ type: "NewSoftpaqAvailable", version: "2.2.0", required: false });
    expect(connection.getState().update).toEqual({ phase: "available", version: "2.2.0", required: false });
    connection.downloadUpdate();
    socket().event({ type: "DownloadProgress", version: "2.2.0", percent: 40 });
    expect(connection.getState().update).toMatchObject({ phase: "downloading", percent: 40 });
    expect(connection.installUpdate()).toBe(false);
    socket().event({ type: "ReadyToInstall", version: "2.2.0" });
    expect(connection.getState().update.phase).toBe("ready");
    expect(connection.installUpdate()).toBe(true);
    expect(socket().sent.at(-1)).toEqual({ type: "SoftpaqUpdater", action: "RunInstaller" });
    expect(connection.getState().update).toMatchObject({ phase: "installing", version: "2.2.0", secondsLeft: 10 });
    clock.advance(9_000);
    expect(connection.getState().update).toMatchObject({ secondsLeft: 1 });
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1_000);
    expect(connection.getState().update.phase).toBe("reloading");
    expect(reload).toHaveBeenCalledTimes(1);
    clock.advance(60_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads 10 s after the installer starts even when a busy browser runs its timers late", () => {
    const { connection, socket, opened, clock, reload } = setup();
    // Every timer fires 400 ms after it was due, as on a loaded machine: the countdown keeps to the clock.
    const schedule = clock.setTimeout;
    clock.setTimeout = (callback, ms) => schedule(callback, ms + 400);
    opened();
    socket().event({ type: "NewSoftpaqAvailable", version: "2.2.0", required: false });
    connection.downloadUpdate();
    socket().event({ type: "ReadyToInstall", version: "2.2.0" });
    expect(connection.installUpdate()).toBe(true);
    clock.advance(4_500);
    expect(connection.getState().update).toMatchObject({ phase: "installing", secondsLeft: 6 });
    clock.advance(6_000);
    expect(connection.getState().update.phase).toBe("reloading");
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("lets an optional update be declined, but not a required one; a cancelled required download is offered again", () => {
    const { connection, socket, opened } = setup();
    opened();
    socket().event({ type: "NewSoftpaqAvailable", version: "2.2.0", required: false });
    connection.declineUpdate();
    expect(connection.getState().update.phase).toBe("idle");
    socket().event({ type: "NewSoftpaqAvailable", version: "2.3.0", required: true });
    connection.declineUpdate();
    expect(connection.getState().update.phase).toBe("available");
    socket().event({ type: "DownloadProgress", version: "2.3.0", percent: 10 });
    connection.cancelUpdate();
    expect(socket().sent.at(-1)).toEqual({ type: "SoftpaqUpdater", action: "CancelUpdate" });
    expect(connection.getState().update).toEqual({ phase: "available", version: "2.3.0", required: true });
  });

  it("records that no update is available", () => {
    expect(agentReducer(INITIAL_AGENT_STATE, { type: "NoUpdatesAvailable" }).update).toEqual({ phase: "none" });
  });
});
