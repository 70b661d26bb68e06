// The browser's view of the scanner agent (spec 000 §4 "Scanner agent") as one pure reducer over the domain's
// AgentEvent union and the client's own actions: the connection status, the devices, the last scan progress,
// and the software update flow. ./agent-connection.ts feeds it; the screens only read it.

import { AGENT } from "@solerx/domain/common";
import type { AgentEvent, AgentStatus, ScannerDevice, ScanProgress } from "@solerx/domain/scan";
import { countdownSeconds } from "@solerx/domain/session";

/** The software update flow: offered, downloading, ready, the installer running with its reload countdown. */
export type UpdateState =
  | { phase: "idle" }
  | { phase: "none" }
  | { phase: "available"; version: string; required: boolean }
  | { phase: "downloading"; version: string; required: boolean; percent: number }
  | { phase: "ready"; version: string; required: boolean }
  | { phase: "installing"; version: string; secondsLeft: number; reloadAt: number }
  | { phase: "reloading"; version: string };

export interface AgentState {
  status: AgentStatus;
  /** Attached devices by id; a detach event or a detached state removes one. */
  devices: readonly ScannerDevice[];
  agentVersion: string | null;
  /** OpenSessionFailed's reason, while the status is "session failed". */
  failureReason: string | null;
  /** The latest scan progress the agent reported (OnDeviceStateChanged.scan). */
  scan: ScanProgress | null;
  update: UpdateState;
}

export const INITIAL_AGENT_STATE: AgentState = {
  status: "disconnected",
  devices: [],
  agentVersion: null,
  failureReason: null,
  scan: null,
  update: { phase: "idle" },
};

/** The client's own actions, beside the agent's events. */
export type ClientAction =
  | { type: "connect" }
  | { type: "socket-opened" }
  /** The socket is open and the agent is opening its session (it does so on every new socket). */
  | { type: "session-requested" }
  | { type: "socket-error" }
  | { type: "socket-closed" }
  /** Neither opened nor disconnected within AGENT.openWaitMs. */
  | { type: "open-timeout" }
  /** The operator declined an optional update (NO) or cancelled its download. */
  | { type: "update-dismissed" }
  /** RunInstaller was sent at `at` (epoch ms): the reload countdown starts. */
  | { type: "installer-started"; at: number }
  /** The countdown is read again at `now`: it counts from the deadline, so timers a busy browser runs late skew nothing. */
  | { type: "countdown-tick"; now: number };

export type AgentAction = AgentEvent | ClientAction;

/** Seconds of the reload countdown after the installer starts (10 s). */
export const RELOAD_COUNTDOWN_SECONDS = AGENT.restartCountdownMs / 1000;

function upsert(devices: readonly ScannerDevice[], device: ScannerDevice): readonly ScannerDevice[] {
  const index = devices.findIndex((known) => known.id === device.id);
  if (index === -1) return [...devices, device];
  return devices.map((known, i) => (i === index ? device : known));
}

function remove(devices: readonly ScannerDevice[], device: ScannerDevice): readonly ScannerDevice[] {
  return devices.filter((known) => known.id !== device.id);
}

/** A session-level status is only left for "detached" and back while the session stands. */
function inSession(status: AgentStatus): boolean {
  return status === "session created" || status === "detached";
}

function deviceGone(state: AgentState, device: ScannerDevice): AgentState {
  const devices = remove(state.devices, device);
  const status = inSession(state.status) && devices.length === 0 ? "detached" : state.status;
  return { ...state, devices, status };
}

function deviceHere(state: AgentState, device: ScannerDevice, scan?: ScanProgress): AgentState {
  const devices = upsert(state.devices, device);
  return {
    ...state,
    devices,
    status: state.status === "detached" ? "session created" : state.status,
    scan: scan ?? state.scan,
  };
}

function reduceUpdate(update: UpdateState, action: AgentAction): UpdateState {
  switch (action.type) {
    case "NewSoftpaqAvailable":
      return { phase: "available", version: action.version, required: action.required };
    case "NoUpdatesAvailable":
      return { phase: "none" };
    case "DownloadProgress": {
      const required = "required" in update ? update.required : false;
      return { phase: "downloading", version: action.version, required, percent: action.percent };
    }
    case "ReadyToInstall": {
      const required = "required" in update ? update.required : false;
      return { phase: "ready", version: action.version, required };
    }
    case "installer-started":
      return update.phase === "ready"
        ? {
            phase: "installing",
            version: update.version,
            secondsLeft: RELOAD_COUNTDOWN_SECONDS,
            reloadAt: action.at + AGENT.restartCountdownMs,
          }
        : update;
    case "countdown-tick": {
      if (update.phase !== "installing") return update;
      const secondsLeft = countdownSeconds(action.now, update.reloadAt);
      return secondsLeft === 0 ? { phase: "reloading", version: update.version } : { ...update, secondsLeft };
    }
    case "update-dismissed":
      // An installing update cannot be stopped; a required one cannot be declined (a cancelled download of it
      // goes back to the offer).
      if (update.phase === "installing" || update.phase === "reloading") return update;
      if (update.phase === "downloading" && update.required) {
        return { phase: "available", version: update.version, required: true };
      }
      if ((update.phase === "available" || update.phase === "ready") && update.required) return update;
      return { phase: "idle" };
    default:
      return update;
  }
}

export function agentReducer(state: AgentState, action: AgentAction): AgentState {
  const next = reduceConnection(state, action);
  const update = reduceUpdate(next.update, action);
  return update === next.update ? next : { ...next, update };
}

function reduceConnection(state: AgentState, action: AgentAction): AgentState {
  switch (action.type) {
    case "connect":
      return { ...INITIAL_AGENT_STATE, update: state.update, status: "connecting" };
    case "socket-opened":
      return state.status === "connecting" ? { ...state, status: "opened" } : state;
    case "session-requested":
      return state.status === "opened" ? { ...state, status: "session creation" } : state;
    case "OpenSessionStatus":
      return { ...state, status: "session created", agentVersion: action.agent_version, failureReason: null };
    case "OpenSessionFailed":
      return { ...state, status: "session failed", failureReason: action.reason };
    case "socket-error":
      return state.status === "disconnected" ? state : { ...state, status: "error", devices: [] };
    case "open-timeout":
      return state.status === "connecting" ? { ...state, status: "error" } : state;
    case "socket-closed":
      // A failed session or an error stays on screen; otherwise the agent is gone.
      if (state.status === "session failed" || state.status === "error") return { ...state, devices: [] };
      return { ...state, status: "disconnected", devices: [] };
    case "OnDeviceAttached":
    case "OnDeviceAvailable":
      return deviceHere(state, action.device);
    case "OnDeviceDetached":
      return deviceGone(state, action.device);
    case "OnDeviceStateChanged":
      return action.device.state === "detached"
        ? { ...deviceGone(state, action.device), scan: action.scan ?? state.scan }
        : deviceHere(state, action.device, action.scan);
    default:
      return state;
  }
}

/** Ready to scan: the session stands and a device is there. */
export function canScan(state: AgentState): boolean {
  return state.status === "session created" && state.devices.length > 0;
}
