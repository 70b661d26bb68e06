import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agentScanHeaders, agentScanRequest, footOfAgentScan, scanSubtypeOf } from "./agent-scan";
import { AgentScanRequest } from "./scan";

const sessionId = "7d1b9f2e-4b0c-4c8e-9a55-3f0f3b1d2c11";
const locationId = "0f6c2a4d-1e2b-4f3a-8b9c-5d6e7f809112";

describe("agentScanRequest", () => {
  it("builds the spec's body: SEMI_WEIGHTED for non-weighted, FOOT_AND_ANKLE for a non-iQUBE scanner", () => {
    expect(
      agentScanRequest({ sessionId, locationId, foot: "left", scanMode: "non-weighted", scannerModel: "MOCK_SCANNER" }),
    ).toEqual({
      session_id: sessionId,
      name: "leftscan",
      scan_mode: "SEMI_WEIGHTED",
      body_part: "FOOT_AND_ANKLE",
      product: "INSOLE",
      foot: "LEFT",
      side: "BOTH",
      location_id: locationId,
    });
  });

  it("sends the scan settings' product: AFO for an ankle-foot orthosis, INSOLE otherwise", () => {
    const base = { sessionId, locationId, foot: "left" as const, scanMode: "weighted", scannerModel: "MOCK_SCANNER" };
    expect(agentScanRequest({ ...base, product: "AFO" }).product).toBe("AFO");
    expect(agentScanRequest(base).product).toBe("INSOLE");
  });

  it("upper-cases other modes and scans FOOT with an iQUBE", () => {
    const request = agentScanRequest({
      sessionId,
      locationId,
      foot: "right",
      scanMode: "foambox",
      scannerModel: "iQUBE_E303",
    });
    expect(request).toMatchObject({ name: "rightscan", scan_mode: "FOAMBOX", body_part: "FOOT", foot: "RIGHT" });
  });

  it("always builds a body the agent's contract accepts, and the agent reads the same foot back", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("left" as const, "right" as const),
        fc.oneof(fc.constantFrom("weighted", "NON_WEIGHTED", "semi-weighted", "FOAMBOX"), fc.string()),
        fc.option(fc.string(), { nil: undefined }),
        (foot, scanMode, scannerModel) => {
          const body = agentScanRequest({ sessionId, locationId, foot, scanMode, scannerModel });
          expect(AgentScanRequest.parse(body)).toEqual(body);
          expect(footOfAgentScan(body)).toBe(foot);
          expect(body.name).toBe(`${foot}scan`);
        },
      ),
    );
  });
});

describe("agentScanHeaders and scanSubtypeOf", () => {
  it("sends UUID, Content-Type and the bearer token", () => {
    expect(agentScanHeaders({ uuid: "u-1", accessToken: "tok" })).toEqual({
      UUID: "u-1",
      "Content-Type": "application/json",
      authorization: "Bearer tok",
    });
  });
  it("names the flat-foot subtype of each foot", () => {
    expect(scanSubtypeOf("left")).toBe("SCAN_SUBTYPE_FLAT_LEFT_FOOT");
    expect(scanSubtypeOf("right")).toBe("SCAN_SUBTYPE_FLAT_RIGHT_FOOT");
  });
});
