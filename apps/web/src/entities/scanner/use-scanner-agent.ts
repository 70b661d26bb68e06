// The scanner agent in React: the page's agent address (the installation's AGENT_PORT from /config.json, or the
// agenturi query parameter), a browser connection to it, and a hook that reads the connection's state.
import { useSyncExternalStore } from "react";
import { type Clock, systemClock } from "../../lib/clock";
import { agentPorts, getConfig } from "../../lib/config";
import { tabState } from "../session/tab-state";
import { type AgentAddress, agentSocketUrl, resolveAgentAddress } from "./lib/agent-address";
import { AgentConnection, type AgentSocket } from "./lib/agent-connection";
import type { AgentState } from "./lib/agent-state";

/**
 * This page's agent address: ?agenturi=… when given, else the agenturi this tab kept (entities/session), else
 * localhost on the configured agent port (5000).
 */
export function pageAgentAddress(search: string = globalThis.location?.search ?? ""): AgentAddress {
  return resolveAgentAddress(search, agentPorts(getConfig()).agent, tabState.get().agentUri);
}

/** The browser's WebSocket behind the client's AgentSocket (handlers are forwarded, not shared). */
function browserSocket(url: string): AgentSocket {
  const ws = new WebSocket(url);
  const socket: AgentSocket = {
    send: (data) => ws.send(data),
    close: (code, reason) => ws.close(code, reason),
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  ws.onopen = (event) => socket.onopen?.(event);
  ws.onclose = (event) => socket.onclose?.(event);
  ws.onerror = (event) => socket.onerror?.(event);
  ws.onmessage = (event) => socket.onmessage?.(event);
  return socket;
}

/** A connection over the browser's WebSocket; connect() opens it. */
export function createBrowserAgentConnection(
  address: AgentAddress = pageAgentAddress(),
  clock: Clock = systemClock,
): AgentConnection {
  return new AgentConnection({
    url: agentSocketUrl(address),
    createSocket: browserSocket,
    clock,
    reload: () => globalThis.location.reload(),
  });
}

/** The connection's state; the component re-renders on every change. */
export function useAgentState(connection: AgentConnection): AgentState {
  return useSyncExternalStore(connection.subscribe, connection.getState, connection.getState);
}
