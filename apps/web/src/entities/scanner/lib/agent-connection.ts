// The WebSocket client of the scanner agent: opens ws://host:port/hpagent, parses every inbound frame with the
// domain's AgentEvent union (a bad frame is ignored, never thrown), feeds ./agent-state's reducer, and sends
// AgentCommand messages. The socket and the clock are injected, so tests drive it with fakes.

import { AGENT } from "@solerx/domain/common";
import { AgentCommand, AgentEvent } from "@solerx/domain/scan";
import type { Clock } from "../../../lib/clock";
import { parseJsonWith } from "../../../lib/json";
import { type AgentAction, type AgentState, agentReducer, INITIAL_AGENT_STATE } from "./agent-state";

/** What the client needs of a WebSocket (the browser's WebSocket has it). */
export interface AgentSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface AgentConnectionDeps {
  /** ws://host:port/hpagent (./agent-address.ts). */
  url: string;
  createSocket(url: string): AgentSocket;
  clock: Clock;
  /** Reloads the page when the update's countdown ends. */
  reload(): void;
}

/** An inbound frame as an AgentEvent, or null when it is not one (not text, not JSON, not in the union). */
export function parseAgentMessage(data: unknown): AgentEvent | null {
  return typeof data === "string" ? parseJsonWith(AgentEvent, data) : null;
}

const SECOND_MS = 1000;

export class AgentConnection {
  private state: AgentState = INITIAL_AGENT_STATE;
  private readonly listeners = new Set<() => void>();
  private socket: AgentSocket | null = null;
  private open = false;
  private openTimer: unknown = null;
  private countdownTimer: unknown = null;

  constructor(private readonly deps: AgentConnectionDeps) {}

  getState = (): AgentState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens the socket, waiting up to 100 s (AGENT.openWaitMs) for it to open or close; then "error". */
  connect(): void {
    if (this.socket) return;
    this.dispatch({ type: "connect" });
    let socket: AgentSocket;
    try {
      socket = this.deps.createSocket(this.deps.url);
    } catch {
      this.dispatch({ type: "socket-error" });
      return;
    }
    this.socket = socket;
    this.openTimer = this.deps.clock.setTimeout(() => {
      this.openTimer = null;
      if (this.socket !== socket || this.open) return;
      this.dispatch({ type: "open-timeout" });
      this.drop(socket);
    }, AGENT.openWaitMs);
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.clearOpenTimer();
      this.open = true;
      this.dispatch({ type: "socket-opened" });
      this.dispatch({ type: "session-requested" });
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = parseAgentMessage(event.data);
      if (message) this.dispatch(message);
    };
    socket.onerror = () => {
      if (this.socket === socket) this.dispatch({ type: "socket-error" });
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.clearOpenTimer();
      this.socket = null;
      this.open = false;
      this.dispatch({ type: "socket-closed" });
    };
  }

  /** Closes the socket; the status becomes disconnected. */
  disconnect(): void {
    const socket = this.socket;
    if (!socket) return;
    this.drop(socket);
    this.dispatch({ type: "socket-closed" });
  }

  /** Sends a command when the socket is open; false when it is not (or the command is not the contract's). */
  send(command: AgentCommand): boolean {
    if (!this.socket || !this.open || !AgentCommand.safeParse(command).success) return false;
    this.socket.send(JSON.stringify(command));
    return true;
  }

  checkUpdate(jwt: string): boolean {
    return this.send({ type: "SoftpaqUpdater", action: "CheckUpdate", jwt });
  }

  downloadUpdate(): boolean {
    return this.send({ type: "SoftpaqUpdater", action: "DownloadSoftpaq" });
  }

  /** NO on an optional update: nothing is sent, the offer goes away. */
  declineUpdate(): void {
    this.dispatch({ type: "update-dismissed" });
  }

  cancelUpdate(): boolean {
    const sent = this.send({ type: "SoftpaqUpdater", action: "CancelUpdate" });
    this.dispatch({ type: "update-dismissed" });
    return sent;
  }

  /** Runs the installer, then counts 10 s down and reloads the page. */
  installUpdate(): boolean {
    if (this.state.update.phase !== "ready") return false;
    if (!this.send({ type: "SoftpaqUpdater", action: "RunInstaller" })) return false;
    this.dispatch({ type: "installer-started", at: this.deps.clock.now() });
    // Each tick reads the clock and waits for the next whole second before the deadline.
    const nextTick = () => {
      const update = this.state.update;
      const left = update.phase === "installing" ? update.reloadAt - this.deps.clock.now() : 0;
      this.countdownTimer = this.deps.clock.setTimeout(tick, left % SECOND_MS || SECOND_MS);
    };
    const tick = () => {
      this.countdownTimer = null;
      this.dispatch({ type: "countdown-tick", now: this.deps.clock.now() });
      if (this.state.update.phase === "reloading") this.deps.reload();
      else nextTick();
    };
    nextTick();
    return true;
  }

  sendTelemetry(siteId: string): boolean {
    return this.send({ type: "SendTelemetryData", site_id: siteId });
  }

  /** Stops every timer and closes the socket, without a state change (for unmounting). */
  dispose(): void {
    if (this.socket) this.drop(this.socket);
    if (this.countdownTimer !== null) this.deps.clock.clearTimeout(this.countdownTimer);
    this.countdownTimer = null;
    this.listeners.clear();
  }

  private drop(socket: AgentSocket): void {
    this.clearOpenTimer();
    socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
    this.socket = null;
    this.open = false;
    try {
      socket.close();
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  }

  private clearOpenTimer(): void {
    if (this.openTimer !== null) this.deps.clock.clearTimeout(this.openTimer);
    this.openTimer = null;
  }

  private dispatch(action: AgentAction): void {
    const next = agentReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
