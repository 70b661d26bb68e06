// The local scanner agent: the REST routes (http-routes.ts) and the /hpagent WebSocket the web app listens to,
// both behind the agents' one HTTP guard (http-guard.ts). It forwards the scanner driver's device changes as the
// spec's events, runs scans (scan-service.ts) and the software update (softpaq-updater.ts), and parses every
// message it receives with the shared union of packages/domain.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type AgentCommand,
  type AgentEvent,
  type AgentHealth,
  type MockControl,
  type MockState,
  SCANNER_AGENT_PATH,
} from "@solerx/domain/scan";
import { type WebSocket, WebSocketServer } from "ws";
import { checkRequest, type GuardPolicy } from "./http-guard";
import { handleHttp, type RouteContext } from "./http-routes";
import { createMockScanner, type MockScanner } from "./mock-scanner";
import { parseCommand } from "./protocol";
import { createScanService } from "./scan-service";
import type { ScanSource } from "./scan-source";
import type { DriverEvent, ScannerDriver } from "./scanner-driver";
import { createServerClient } from "./server-client";
import { createMockUpdater, type SoftpaqUpdater } from "./softpaq-updater";
import { createTelemetry } from "./telemetry";

/** The agent's version: health, OpenSessionStatus, and the USB package (scripts/build-agent-package.ts). */
export const AGENT_VERSION = "0.1.0";
/** Messages from the browser are a few dozen bytes. */
const MAX_MESSAGE_BYTES = 16 * 1024;

export interface AgentOptions {
  port: number;
  host?: string;
  /** The web app's origins, the only browser pages the agent answers. */
  allowedOrigins: string[];
  /** The SoleRx server scans are uploaded to (PUBLIC_URL; its default lives in the agent's settings). */
  serverUrl: string;
  /** The scanner driver; the mock scanner over `source` when absent. */
  driver?: ScannerDriver;
  /** Where the mock scanner's feet come from (needed when `driver` is absent). */
  source?: ScanSource;
  /** The mock's start-up settings (command-line flags, or a test's options): the control API's fields. */
  mock?: MockControl;
  /** How the agent reaches the server (tests route it); the global fetch when absent. */
  fetch?: typeof globalThis.fetch;
  log?: (message: string) => void;
}

export interface RunningAgent {
  port: number;
  close(): Promise<void>;
}

export async function startAgent(options: AgentOptions): Promise<RunningAgent> {
  const log = options.log ?? (() => {});
  const mockScanner = options.driver
    ? undefined
    : createMockScanner({ source: requireSource(options), ...options.mock });
  const driver: ScannerDriver = options.driver ?? (mockScanner as MockScanner);
  const updater: SoftpaqUpdater = createMockUpdater({ version: AGENT_VERSION, ...options.mock });
  let openSession = options.mock?.openSession ?? "succeed";

  let port = options.port;
  const policy: GuardPolicy = { port: () => port, appOrigins: options.allowedOrigins };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const broadcast = (event: AgentEvent) => {
    const frame = JSON.stringify(event);
    for (const client of sockets.clients) if (client.readyState === client.OPEN) client.send(frame);
  };

  const { serverUrl } = options;
  const fetch = options.fetch ?? globalThis.fetch;
  const server = createServerClient(serverUrl, { fetch });
  const telemetry = createTelemetry({ serverUrl, fetch, agentVersion: () => updater.version(), log });
  const scans = createScanService({
    driver,
    sizes: server,
    uploader: server,
    broadcast,
    log,
    onAttempt: (attempt) => telemetry.scan(attempt),
  });
  const health = (): AgentHealth => ({
    status: "ok",
    version: updater.version(),
    devices: driver.listDevices().length,
    driver: driver.scannerType,
  });
  const mockState = (): MockState => ({
    ...(mockScanner as MockScanner).state(),
    ...updater.state(),
    openSession,
    version: updater.version(),
  });
  const context: RouteContext = {
    policy,
    health,
    scans: {
      scan: (job) => {
        telemetry.useToken(job.accessToken);
        return scans.scan(job);
      },
    },
    mock: mockScanner && {
      state: mockState,
      control: (change: MockControl) => {
        mockScanner.control(change);
        updater.control(change);
        if (change.openSession) openSession = change.openSession;
        log(`agent: mock control ${JSON.stringify(change)}`);
        return mockState();
      },
    },
  };

  const unsubscribe = driver.onEvent((event) => {
    broadcast(deviceEvent(event));
    if (event.kind === "attached" || event.kind === "detached") telemetry.device(event.device);
  });
  const http = createServer((request, response) => void handleHttp(request, response, context));

  http.on("upgrade", (request, socket, head) => {
    const path = new URL(request.url ?? "/", "http://agent").pathname;
    // The socket carries commands (updates, the installer): it changes state, so it needs the app's origin.
    if (path !== SCANNER_AGENT_PATH || !checkRequest(request, policy, { changesState: true }).allowed) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit("connection", ws, request));
  });

  sockets.on("connection", (ws: WebSocket) => {
    // A socket error (a frame over maxPayload, a reset) closes that socket; it must not stop the agent.
    ws.on("error", (error) => log(`agent: WebSocket error: ${error.message}`));
    if (openSession === "fail") {
      send(ws, { type: "OpenSessionFailed", reason: "The mock scanner was told to refuse sessions" });
      ws.close(1011, "session failed");
      return;
    }
    send(ws, { type: "OpenSessionStatus", status: "created", agent_version: updater.version() });
    for (const device of driver.listDevices()) send(ws, { type: "OnDeviceAvailable", device });
    ws.on("message", (data, isBinary) => {
      const parsed = isBinary ? { ok: false as const, reason: "binary frame" } : parseCommand(data.toString());
      if (!parsed.ok) {
        log(`agent: ignored a message: ${parsed.reason}`);
        return;
      }
      onCommand(ws, parsed.command);
    });
  });

  function onCommand(ws: WebSocket, command: AgentCommand): void {
    if (command.type === "SendTelemetryData") {
      telemetry.start(command.site_id, driver.listDevices());
      return;
    }
    switch (command.action) {
      case "CheckUpdate":
        telemetry.useToken(command.jwt);
        send(ws, updater.check(command.jwt));
        return;
      case "DownloadSoftpaq":
        updater.download(broadcast);
        return;
      case "CancelUpdate":
        updater.cancel();
        return;
      case "RunInstaller":
        log(updater.install() ? `agent: installed ${updater.version()}` : "agent: nothing ready to install");
        return;
    }
  }

  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  port = (http.address() as AddressInfo).port;

  return {
    port,
    close: async () => {
      unsubscribe();
      driver.close();
      updater.close();
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

function requireSource(options: AgentOptions): ScanSource {
  if (!options.source) throw new Error("The mock scanner needs a ScanSource (options.source)");
  return options.source;
}

function deviceEvent({ kind, device }: DriverEvent): AgentEvent {
  switch (kind) {
    case "attached":
      return { type: "OnDeviceAttached", device };
    case "available":
      return { type: "OnDeviceAvailable", device };
    case "detached":
      return { type: "OnDeviceDetached", device };
    case "state":
      return { type: "OnDeviceStateChanged", device };
  }
}

function send(ws: WebSocket, event: AgentEvent): void {
  ws.send(JSON.stringify(event));
}
