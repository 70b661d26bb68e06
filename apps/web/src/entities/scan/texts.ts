// Texts of scan data wherever it shows (the scan screens, Order Review, the Order screen, the lab): the scan modes,
// the product kinds, the scanners a scan file comes from and the measurements. Ours; the spec names the modes,
// products and scanner types but not their words.
import type { ScanModeValue } from "@solerx/domain/scan";
import type { FileScannerType } from "./lib/scan-file";
import type { ScanProduct } from "./scan-settings";

export const SCAN_MODE_LABELS: Record<ScanModeValue, { label: string; description: string }> = {
  "semi-weighted": {
    label: "Semi-weighted",
    description: "The patient sits with the foot resting on the scanner. Recommended for most orthotics.",
  },
  weighted: { label: "Weighted", description: "The patient stands with full weight on the scanned foot." },
  "non-weighted": {
    label: "Non-weighted",
    description: "The foot is held in subtalar neutral without load. Scanned semi-weighted by the laser scanner.",
  },
  foambox: { label: "Foam box", description: "A foam box impression of the foot is scanned." },
};

export const PRODUCT_LABELS: Record<ScanProduct, { label: string; description: string }> = {
  INSOLE: { label: "Orthotic insole", description: "A custom 3D-printed foot orthotic." },
  AFO: { label: "Ankle-foot orthosis (AFO)", description: "Foot and ankle are scanned for an AFO." },
};

/** The scanners a scan file may come from, as a clinician knows them. */
export const SCANNER_TYPE_LABELS: Record<FileScannerType, string> = {
  OCCIPITAL_ST02A: "Occipital Structure Sensor (ST02A)",
  OCCIPITAL_ST02B: "Occipital Structure Sensor (ST02B)",
  TRUEDEPTH: "Apple TrueDepth",
  iQUBE_E303: "iQube E303",
  TIGER: "Tiger",
  UNKNOWN_DEVICE_MODEL: "Other scanner",
};

export const MEASUREMENT_LABELS = {
  footLength: "Foot length",
  ballWidth: "Ball width",
  heelWidth: "Heel width",
  archHeight: "Arch height",
  navicularHeight: "Navicular height",
} as const;

export const MEASUREMENT_TEXTS = {
  measurements: "Measurements",
  measurement: "Measurement",
  leftFoot: "Left foot",
  rightFoot: "Right foot",
  noScan: "No scan",
  loading: "Loading the measurements…",
  archIndex: "Arch index",
  /** Heads the server's notes on a foot's scan (why it could not be measured, a side that looks wrong). */
  scanNotes: "About the scans",
} as const;
