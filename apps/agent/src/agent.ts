// The local scanner agent: REST health check and the /hpagent WebSocket the web app listens to, both behind the
// agents' one HTTP guard (http-guard.ts).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type WebSocket, WebSocketServer } from "ws";
import { allowAppOrigin, checkRequest, type GuardPolicy } from "./http-guard";
import { AGENT_API, AGENT_PATH, type AgentEvent, parseCommand } from "./protocol";
import { createMockDriver, type ScannerDriver } from "./scanner-driver";

export const AGENT_VERSION = "0.1.0";

export interface AgentOptions {
  port: number;
  host?: string;
  driver?: ScannerDriver;
  /** The web app's origins, the only browser pages the agent answers. */
  allowedOrigins: string[];
  log?: (message: string) => void;
}

export interface RunningAgent {
  port: number;
  close(): Promise<void>;
}

export async function startAgent(options: AgentOptions): Promise<RunningAgent> {
  const driver = options.driver ?? createMockDriver();
  const log = options.log ?? (() => {});

  let port = options.port;
  const policy: GuardPolicy = { port: () => port, appOrigins: options.allowedOrigins };
  const server = createServer((request, response) => handleHttp(request, response, driver, policy));
  const sockets = new WebSocketServer({ noServer: true });

  server.on("upgrade", (request, socket, head) => {
    const path = new URL(request.url ?? "/", "http://agent").pathname;
    // The socket carries commands (updates, the installer): it changes state, so it needs the app's origin.
    if (path !== AGENT_PATH || !checkRequest(request, policy, { changesState: true }).allowed) {
      socket.write("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      socket.destroy();
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit("connection", ws, request));
  });

  sockets.on("connection", (ws: WebSocket) => {
    for (const device of driver.listDevices()) send(ws, { type: "OnDeviceAvailable", device });
    ws.on("message", (data) => {
      const parsed = parseCommand(data.toString());
      if (!parsed.ok) {
        log(`agent: ignored a message: ${parsed.reason}`);
        return;
      }
      // Software updates and telemetry arrive with the scanning issue; until then the agent is always current.
      if (parsed.command.type === "SoftpaqUpdater" && parsed.command.action === "CheckUpdate") {
        send(ws, { type: "NoUpdatesAvailable" });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "127.0.0.1", () => resolve());
  });
  port = (server.address() as AddressInfo).port;

  return {
    port,
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(ws: WebSocket, event: AgentEvent): void {
  ws.send(JSON.stringify(event));
}

function handleHttp(request: IncomingMessage, response: ServerResponse, driver: ScannerDriver, policy: GuardPolicy) {
  const verdict = checkRequest(request, policy);
  if (!verdict.allowed) {
    json(response, 403, { statusCode: 403, error: "Forbidden", message: verdict.reason });
    return;
  }
  allowAppOrigin(response, verdict.appOrigin, {
    methods: "GET, POST, OPTIONS",
    headers: "authorization, content-type, uuid",
  });
  if (request.method === "OPTIONS") {
    response.writeHead(204).end();
    return;
  }
  const path = new URL(request.url ?? "/", "http://agent").pathname;
  if (request.method === "GET" && path === `${AGENT_API}/health`) {
    json(response, 200, { status: "ok", version: AGENT_VERSION, devices: driver.listDevices().length });
    return;
  }
  json(response, 404, { statusCode: 404, error: "Not Found", message: "Not Found" });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}
