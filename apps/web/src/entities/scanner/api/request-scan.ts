// POST /hpagent/api/v1/scanner/{id}/scan on the local agent: one foot's scan (spec 000 §4 "Scanner agent", §7
// "Local scanner agent"). The body is the domain's agentScanRequest; the headers are UUID (the request id the
// agent's progress events repeat), Content-Type and the operator's bearer token, which the API client adds.
// A failure comes back as the spec's dialog (lib/scan-errors), never as a raw error.
import { type AgentScanInput, AgentScanResult, agentScanPath, agentScanRequest } from "@solerx/domain/scan";
import { apiRequest, isApiError } from "../../../lib/api-client";
import { type AgentAddress, agentOrigin } from "../lib/agent-address";
import { AGENT_UNREACHABLE_DIALOG, type ScannerDialog, scanAnswerDialog, scanErrorDialog } from "../lib/scan-errors";

export type ScanOutcome = { ok: true; result: AgentScanResult } | { ok: false; dialog: ScannerDialog };

export async function requestAgentScan(
  address: AgentAddress,
  deviceId: string,
  input: AgentScanInput,
  { uuid = crypto.randomUUID(), signal }: { uuid?: string; signal?: AbortSignal } = {},
): Promise<ScanOutcome> {
  try {
    const result = await apiRequest({
      method: "POST",
      url: `${agentOrigin(address)}${agentScanPath(deviceId)}`,
      json: agentScanRequest(input),
      headers: { UUID: uuid },
      auth: true,
      schema: AgentScanResult,
      signal,
    });
    return { ok: true, result };
  } catch (error) {
    if (isApiError(error) && error.kind === "http")
      return { ok: false, dialog: scanAnswerDialog(error.status, error.body ?? "") };
    if (isApiError(error) && error.kind === "network") return { ok: false, dialog: AGENT_UNREACHABLE_DIALOG };
    if (isApiError(error) && error.kind === "invalid-response")
      return { ok: false, dialog: scanErrorDialog(undefined) };
    throw error;
  }
}
