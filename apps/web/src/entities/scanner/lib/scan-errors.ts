// The agent's scan error answers as the spec's user-facing texts (spec 000 §8 "User-facing texts"): each
// SCAN_ERRORS code picks its dialog; an agent that cannot be reached is the USB Agent error.
import { AgentErrorResponse, SCANNER_TEXTS, type ScanErrorCode } from "@solerx/domain/contracts";

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
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return UNKNOWN_SCAN_ERROR_DIALOG;
  }
  const parsed = AgentErrorResponse.safeParse(json);
  return scanErrorDialog(parsed.success ? parsed.data.code : undefined);
}
