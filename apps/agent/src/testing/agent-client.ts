// Test clients of the scanner agent: a real ws WebSocket that keeps every event it receives (parsed with the
// shared AgentEvent union, so a malformed event fails the test) and waits for the one a test expects, and the
// scan request as the web app sends it.
import { randomUUID } from "node:crypto";
import {
  AgentEvent,
  type AgentScanInput,
  agentScanHeaders,
  agentScanPath,
  agentScanRequest,
} from "@solerx/domain/scan";
import WebSocket from "ws";

export const APP_ORIGIN = "http://localhost:8080";

export interface EventClient {
  ws: WebSocket;
  events: AgentEvent[];
  /** The first event (received or to come) after `from` that matches. */
  waitFor<T extends AgentEvent["type"]>(
    type: T,
    match?: (event: Extract<AgentEvent, { type: T }>) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<Extract<AgentEvent, { type: T }>>;
  send(value: unknown): void;
  close(): void;
}

export async function connect(port: number): Promise<EventClient> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/hpagent`, { origin: APP_ORIGIN });
  const events: AgentEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (data) => {
    events.push(AgentEvent.parse(JSON.parse(data.toString())));
    for (const waiter of waiters) waiter();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return {
    ws,
    events,
    waitFor(type, match = () => true, { from = 0, timeoutMs = 5000 } = {}) {
      type Wanted = Extract<AgentEvent, { type: typeof type }>;
      const find = () =>
        events.slice(from).find((event): event is Wanted => event.type === type && match(event as Wanted));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(", ")}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    send: (value) => ws.send(typeof value === "string" ? value : JSON.stringify(value)),
    close: () => ws.close(),
  };
}

export const SESSION_ID = "7d1b9f2e-4b0c-4c8e-9a55-3f0f3b1d2c11";
export const LOCATION_ID = "0f6c2a4d-1e2b-4f3a-8b9c-5d6e7f809112";
export const TOKEN = "operator-access-token";

/** POST /hpagent/api/v1/scanner/{id}/scan exactly as the web app builds it (packages/domain rules). */
export async function requestScan(
  port: number,
  options: Partial<AgentScanInput> & { deviceId?: string; uuid?: string; accessToken?: string; origin?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; uuid: string }> {
  const {
    deviceId = "mock-scanner-1",
    accessToken = TOKEN,
    uuid = randomUUID(),
    origin = APP_ORIGIN,
    ...input
  } = options;
  const body = agentScanRequest({
    sessionId: SESSION_ID,
    locationId: LOCATION_ID,
    foot: "left",
    scanMode: "semi-weighted",
    scannerModel: "MOCK_SCANNER",
    ...input,
  });
  const response = await fetch(`http://127.0.0.1:${port}${agentScanPath(deviceId)}`, {
    method: "POST",
    headers: { ...agentScanHeaders({ uuid, accessToken }), origin },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, uuid };
}

export async function control(port: number, change: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/hpagent/mock/control`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_ORIGIN },
    body: JSON.stringify(change),
  });
}
