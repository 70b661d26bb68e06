import { describe, expect, it } from "vitest";
import {
  agentBodyPart,
  agentScanMode,
  agentScanName,
  DEFAULT_SCAN_MODE,
  normaliseScanMode,
  visualizerFormat,
  visualizerModeNumber,
} from "./scan-mode";

describe("normaliseScanMode", () => {
  it("lower-cases and turns underscores into hyphens", () => {
    expect(normaliseScanMode("SEMI_WEIGHTED")).toBe("semi-weighted");
    expect(normaliseScanMode("NON-WEIGHTED")).toBe("non-weighted");
    expect(normaliseScanMode("Weighted")).toBe("weighted");
    expect(normaliseScanMode("FOAMBOX")).toBe("foambox");
  });
  it("ignores anything else", () => {
    expect(normaliseScanMode("standing")).toBeUndefined();
    expect(normaliseScanMode("")).toBeUndefined();
    expect(normaliseScanMode(undefined)).toBeUndefined();
    expect(normaliseScanMode(1)).toBeUndefined();
  });
  it("defaults to semi-weighted", () => {
    expect(DEFAULT_SCAN_MODE).toBe("semi-weighted");
  });
});

describe("visualizer", () => {
  it("numbers the modes semi-weighted 0, weighted 1, non-weighted 2, foambox 3, otherwise 4", () => {
    expect(visualizerModeNumber("semi-weighted")).toBe(0);
    expect(visualizerModeNumber("weighted")).toBe(1);
    expect(visualizerModeNumber("NON_WEIGHTED")).toBe(2);
    expect(visualizerModeNumber("foambox")).toBe(3);
    expect(visualizerModeNumber("other")).toBe(4);
    expect(visualizerModeNumber(undefined)).toBe(4);
  });
  it("uses obj for OBJ scans and drc otherwise", () => {
    expect(visualizerFormat("OBJ")).toBe("obj");
    expect(visualizerFormat("DRACO")).toBe("drc");
    expect(visualizerFormat("STL")).toBe("drc");
    expect(visualizerFormat(undefined)).toBe("drc");
  });
});

describe("agent scan request", () => {
  it("sends SEMI_WEIGHTED for non-weighted, otherwise the mode upper-cased", () => {
    expect(agentScanMode("non-weighted")).toBe("SEMI_WEIGHTED");
    expect(agentScanMode("semi-weighted")).toBe("SEMI_WEIGHTED");
    expect(agentScanMode("weighted")).toBe("WEIGHTED");
    expect(agentScanMode("foambox")).toBe("FOAMBOX");
    expect(agentScanMode("nonsense")).toBe("SEMI_WEIGHTED");
  });
  it("scans FOOT with iQUBE models and FOOT_AND_ANKLE otherwise", () => {
    expect(agentBodyPart("iQUBE_E303")).toBe("FOOT");
    expect(agentBodyPart("IQUBE E303")).toBe("FOOT");
    expect(agentBodyPart("TIGER")).toBe("FOOT_AND_ANKLE");
    expect(agentBodyPart(undefined)).toBe("FOOT_AND_ANKLE");
  });
  it("names the scans leftscan and rightscan", () => {
    expect(agentScanName("left")).toBe("leftscan");
    expect(agentScanName("right")).toBe("rightscan");
  });
});
