// Where the local scanner agent listens (spec 000 §7 "Local scanner agent"): a host and a port, the port 80 when
// an address names none, the installation's AGENT_PORT (else the spec's 5000) for the default address, and the
// `agenturi` query parameter over all of it.

import { AGENT } from "@solerx/domain/common";
import { SCANNER_AGENT_API, SCANNER_AGENT_PATH } from "@solerx/domain/scan";

export interface AgentAddress {
  host: string;
  port: number;
  /** https/wss when the address said so. */
  secure: boolean;
}

/** The query parameter that overrides the agent's address, e.g. ?agenturi=http://127.0.0.1:5100. */
export const AGENT_URI_PARAM = "agenturi";

/** The agent runs on the operator's PC. */
export const DEFAULT_AGENT_HOST = "localhost";

/**
 * An address as written ("host", "host:port", "http://host:port/…", "ws://…"); the port is 80 when none is
 * given (443 for https/wss). Null when it is not an address.
 */
export function parseAgentAddress(text: string): AgentAddress | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const scheme = url.protocol.replace(":", "").toLowerCase();
  if (!["http", "https", "ws", "wss"].includes(scheme) || url.hostname === "") return null;
  const secure = scheme === "https" || scheme === "wss";
  const port = url.port !== "" ? Number(url.port) : secure ? 443 : AGENT.defaultAddressPort;
  return { host: url.hostname, port, secure };
}

/**
 * The agent's address for this page: the `agenturi` query parameter when it is a valid address, else the one
 * this tab kept from an earlier address (the route guard stores it), else the host on the installation's agent
 * port.
 */
export function resolveAgentAddress(
  search: string,
  agentPort: number = AGENT.port,
  kept: string | null = null,
  host: string = DEFAULT_AGENT_HOST,
): AgentAddress {
  for (const candidate of [new URLSearchParams(search).get(AGENT_URI_PARAM), kept]) {
    const parsed = candidate === null ? null : parseAgentAddress(candidate);
    if (parsed) return parsed;
  }
  return { host, port: agentPort, secure: false };
}

function hostPart(address: AgentAddress): string {
  const host = address.host.includes(":") && !address.host.startsWith("[") ? `[${address.host}]` : address.host;
  return `${host}:${address.port}`;
}

/** ws://host:port/hpagent */
export function agentSocketUrl(address: AgentAddress): string {
  return `${address.secure ? "wss" : "ws"}://${hostPart(address)}${SCANNER_AGENT_PATH}`;
}

/** http://host:port — the agent's REST paths (SCANNER_AGENT_API, agentScanPath) go after it. */
export function agentOrigin(address: AgentAddress): string {
  return `${address.secure ? "https" : "http"}://${hostPart(address)}`;
}

/** http://host:port/hpagent/api/v1 — the base of health and scan requests. */
export function agentApiBase(address: AgentAddress): string {
  return `${agentOrigin(address)}${SCANNER_AGENT_API}`;
}
