// The agent's scan error answers as the spec's user-facing texts (spec 000 §8 "User-facing texts"): each
// SCAN_ERRORS code picks its dialog; an agent that cannot be reached is the USB Agent error; and the dialog a
// connection status calls for.

import { APP_TEXTS } from "@solerx/domain/common";
import { AgentErrorResponse, type AgentStatus, SCANNER_TEXTS, type ScanErrorCode } from "@solerx/domain/scan";
import { parseJsonWith } from "../../../lib/json";
import type { AgentState } from "./agent-state";

/** A dialog's title and its explanation. */
export interface ScannerDialog {
  title: string;
  body: string;
}

const scanError = (body: string): ScannerDialog => ({ title: SCANNER_TEXTS.scanErrorTitle, body });

export const SCAN_ERROR_DIALOGS: Record<ScanErrorCode, ScannerDialog> = {
  SCANNER_NOT_FOUND: SCANNER_TEXTS.notFound,
  SCANNER_DETACHED: SCANNER_TEXTS.disconnected,
  SCANNER_BUSY: scanError(SCANNER_TEXTS.scanErrors.busy),
  SCANNER_NOT_WORKING: scanError(SCANNER_TEXTS.scanErrors.notWorking),
  SCAN_FAILED: scanError(SCANNER_TEXTS.scanErrors.scanning),
  UPLOAD_FAILED: scanError(SCANNER_TEXTS.scanErrors.uploading),
};

/** No answer at all (the agent is not running or not reachable). */
export const AGENT_UNREACHABLE_DIALOG: ScannerDialog = SCANNER_TEXTS.agentError;

/** Any failed scan without a known code: the general scanning failure. */
export const UNKNOWN_SCAN_ERROR_DIALOG: ScannerDialog = scanError(SCANNER_TEXTS.scanErrors.scanning);

/** The dialog of a scan error code (from the answer or from a failed ScanProgress). */
export function scanErrorDialog(code: ScanErrorCode | null | undefined): ScannerDialog {
  return code ? SCAN_ERROR_DIALOGS[code] : UNKNOWN_SCAN_ERROR_DIALOG;
}

/**
 * The dialog of a scan request's answer: status 0 (no answer) is the USB Agent error; an error body with a
 * `code` picks that code's dialog; anything else is the general scanning failure.
 */
export function scanAnswerDialog(status: number, body: string): ScannerDialog {
  if (status === 0) return AGENT_UNREACHABLE_DIALOG;
  return scanErrorDialog(parseJsonWith(AgentErrorResponse, body)?.code);
}

/** "Scanner connecting..." shows while the connection is being made or the agent opens its session. */
export const SCANNER_CONNECTING_TEXT = APP_TEXTS.scannerConnecting;

export function isAgentConnecting(status: AgentStatus): boolean {
  return status === "connecting" || status === "opened" || status === "session creation";
}

/**
 * The dialog a connection status calls for (docs/decisions.md "Web scanning groundwork"): error or a failed
 * session → USB Agent error; disconnected (no agent answered on this PC) → Scanner Not Available; a session
 * without a device, or its device detached → Scanner not found; otherwise none.
 */
export function agentStatusDialog(state: Pick<AgentState, "status" | "devices">): ScannerDialog | null {
  switch (state.status) {
    case "error":
    case "session failed":
      return AGENT_UNREACHABLE_DIALOG;
    case "disconnected":
      return SCANNER_TEXTS.notAvailable;
    case "detached":
      return SCANNER_TEXTS.notFound;
    case "session created":
      return state.devices.length === 0 ? SCANNER_TEXTS.notFound : null;
    default:
      return null;
  }
}
