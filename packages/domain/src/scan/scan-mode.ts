// Scan mode normalisation and its translations for the visualizer and the scanner agent (spec 000 §4 "Scan
// loading", §7 "Local scanner agent"; spec 001 §3 "Visualizer settings").

import { DEFAULTS } from "../common";
import type { AgentScanRequest } from "./scan";

/** Scan modes as the screens and the prescription hold them: lower case, hyphenated. */
export const SCAN_MODE_VALUES = ["non-weighted", "weighted", "semi-weighted", "foambox"] as const;
export type ScanModeValue = (typeof SCAN_MODE_VALUES)[number];

export const DEFAULT_SCAN_MODE: ScanModeValue = DEFAULTS.scanMode;

/** Lower-cases and turns underscores to hyphens; anything else than the four accepted modes is ignored. */
export function normaliseScanMode(value: unknown): ScanModeValue | undefined {
  if (typeof value !== "string") return undefined;
  const normal = value.trim().toLowerCase().replaceAll("_", "-");
  return (SCAN_MODE_VALUES as readonly string[]).includes(normal) ? (normal as ScanModeValue) : undefined;
}

const VISUALIZER_MODE_NUMBERS: Record<ScanModeValue, number> = {
  "semi-weighted": 0,
  weighted: 1,
  "non-weighted": 2,
  foambox: 3,
};

/** Visualizer scan mode number: semi-weighted 0, weighted 1, non-weighted 2, foambox 3, otherwise 4. */
export function visualizerModeNumber(mode: unknown): number {
  const normal = normaliseScanMode(mode);
  return normal === undefined ? 4 : VISUALIZER_MODE_NUMBERS[normal];
}

/** Visualizer file format of a surface model: obj for OBJ scans, drc for every other encoding. */
export function visualizerFormat(encoding: string | undefined): "obj" | "drc" {
  return encoding?.toUpperCase() === "OBJ" ? "obj" : "drc";
}

export type AgentScanMode = AgentScanRequest["scan_mode"];

/**
 * `scan_mode` of the agent's scan request: SEMI_WEIGHTED when non-weighted (the agent cannot scan unweighted),
 * otherwise the mode upper-cased with underscores. An unknown mode uses the default, semi-weighted.
 */
export function agentScanMode(mode: unknown): AgentScanMode {
  const normal = normaliseScanMode(mode) ?? DEFAULT_SCAN_MODE;
  if (normal === "non-weighted") return "SEMI_WEIGHTED";
  return normal.toUpperCase().replaceAll("-", "_") as AgentScanMode;
}

/**
 * `body_part` of the agent's scan request: FOOT for iQUBE models, otherwise FOOT_AND_ANKLE. The model is matched
 * case-insensitively on "iqube" because agents report it both as the scanner type (iQUBE_E303) and as a
 * product name.
 */
export function agentBodyPart(model: string | undefined): AgentScanRequest["body_part"] {
  return model?.toLowerCase().includes("iqube") ? "FOOT" : "FOOT_AND_ANKLE";
}

/** `name` of the agent's scan request per foot. */
export function agentScanName(foot: "left" | "right"): AgentScanRequest["name"] {
  return foot === "left" ? "leftscan" : "rightscan";
}
