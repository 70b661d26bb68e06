// The scan request the web app sends the local scanner agent, built in one place so the page sends exactly what
// the agent accepts (spec 000 §7 "Local scanner agent"): headers UUID, Content-Type and authorization; body with
// scan_mode, body_part and name translated by scan/scan-mode.
import type { ScanSubtype } from "../common";
import type { AgentScanRequest } from "./scan";
import { agentBodyPart, agentScanMode, agentScanName } from "./scan-mode";

export type Foot = "left" | "right";

export interface AgentScanInput {
  sessionId: string;
  locationId: string;
  foot: Foot;
  /** The scan settings' mode, in any accepted spelling; unknown modes use the default (semi-weighted). */
  scanMode: unknown;
  /** The scanner's model as the agent reported it (its device's model). */
  scannerModel: string | undefined;
  /** The scan settings' product; INSOLE (the spec's value) unless an ankle-foot orthosis is prescribed. */
  product?: AgentScanRequest["product"];
}

/** Body of POST /hpagent/api/v1/scanner/{id}/scan. */
export function agentScanRequest(input: AgentScanInput): AgentScanRequest {
  return {
    session_id: input.sessionId,
    name: agentScanName(input.foot),
    scan_mode: agentScanMode(input.scanMode),
    body_part: agentBodyPart(input.scannerModel),
    product: input.product ?? "INSOLE",
    foot: input.foot === "left" ? "LEFT" : "RIGHT",
    side: "BOTH",
    location_id: input.locationId,
  };
}

/** Headers of the scan request: a request id (UUID) the agent's progress events repeat, JSON, the bearer token. */
export function agentScanHeaders(input: { uuid: string; accessToken: string }): Record<string, string> {
  return { UUID: input.uuid, "Content-Type": "application/json", authorization: `Bearer ${input.accessToken}` };
}

/** The foot a scan request is for, from its `foot` field (the agent checks `name` agrees). */
export function footOfAgentScan(request: Pick<AgentScanRequest, "foot">): Foot {
  return request.foot === "LEFT" ? "left" : "right";
}

/** The scan's subtype on the server for a foot. */
export function scanSubtypeOf(foot: Foot): ScanSubtype {
  return foot === "left" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT";
}
