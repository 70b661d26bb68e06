// The scanner agent's WebSocket messages: one union keyed on `type`, so the web app and the agent agree on
// every event by construction (the scanning issue moves this into packages/domain when the web starts using it).

export const AGENT_PATH = "/hpagent";
export const AGENT_API = `${AGENT_PATH}/api/v1`;

export interface ScannerDevice {
  id: string;
  name: string;
  model: string;
  model_id: string;
  serial: string;
  firmware: string;
  state: string;
  type: string;
  version: string;
}

/** Events the agent sends to the browser (spec 000 §7 "Local scanner agent"). */
export type AgentEvent =
  | { type: "OnDeviceAvailable"; device: ScannerDevice }
  | { type: "OnDeviceAttached"; device: ScannerDevice }
  | { type: "OnDeviceDetached"; deviceId: string }
  | { type: "OnDeviceStateChanged"; deviceId: string; state: string }
  | { type: "OpenSessionStatus"; status: string }
  | { type: "OpenSessionFailed"; reason: string }
  | { type: "NewSoftpaqAvailable"; version: string; required: boolean }
  | { type: "DownloadProgress"; percent: number }
  | { type: "ReadyToInstall" }
  | { type: "NoUpdatesAvailable" };

/** Messages the browser sends to the agent. */
export type AgentCommand =
  | { type: "SoftpaqUpdater"; action: "CheckUpdate"; jwt: string }
  | { type: "SoftpaqUpdater"; action: "DownloadSoftpaq" | "RunInstaller" | "CancelUpdate" }
  | { type: "SendTelemetryData"; site_id: string };

/** Parses one incoming frame; anything that is not a known command is refused with a reason, never thrown. */
export function parseCommand(raw: string): { ok: true; command: AgentCommand } | { ok: false; reason: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: "Message is not JSON" };
  }
  if (typeof value !== "object" || value === null) return { ok: false, reason: "Message is not an object" };
  const message = value as Record<string, unknown>;
  if (message.type === "SoftpaqUpdater") {
    const action = message.action;
    if (action === "CheckUpdate") {
      if (typeof message.jwt !== "string") return { ok: false, reason: "CheckUpdate needs a jwt" };
      return { ok: true, command: { type: "SoftpaqUpdater", action, jwt: message.jwt } };
    }
    if (action === "DownloadSoftpaq" || action === "RunInstaller" || action === "CancelUpdate") {
      return { ok: true, command: { type: "SoftpaqUpdater", action } };
    }
    return { ok: false, reason: "Unknown SoftpaqUpdater action" };
  }
  if (message.type === "SendTelemetryData") {
    if (typeof message.site_id !== "string") return { ok: false, reason: "SendTelemetryData needs a site_id" };
    return { ok: true, command: { type: "SendTelemetryData", site_id: message.site_id } };
  }
  return { ok: false, reason: "Unknown message type" };
}
