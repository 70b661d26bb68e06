// Texts of the scanning screens (spec 000 §2 "/scan-settings", "/threed", "/results", "Software Update"; §8). The
// spec's own words come from @solerx/domain (SCANNER_TEXTS, APP_TEXTS); the rest is ours.
import { VALIDATION_MESSAGES } from "@solerx/domain/contracts";
import type { ScanModeValue } from "@solerx/domain/rules";
import type { ScanProduct } from "../../entities/scan/scan-settings";

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

export const SCANNING_TEXTS = {
  settingsIntro: "Choose how the feet will be scanned. Both scans of a pair should use the same settings.",
  scanMode: "Scan mode",
  product: "Product",
  orthotics: "Orthotics",
  pair: "Pair",
  oneOrthotic: "One orthotic",
  pairDescription: "Both feet are scanned.",
  oneOrthoticDescription: "One scan is enough.",
  continueToScan: "Continue to 3D scan",
  back: "Back",
  next: "Next",
  threedIntro: "Scan each foot with the 3D laser scanner. Each scan appears below as soon as it is uploaded.",
  resultsIntro: "The measurements of the latest scan of each foot.",
  settingsSummary: "Scan settings",
  changeSettings: "Change",
  leftFoot: "Left foot",
  rightFoot: "Right foot",
  scanLeft: "Scan left foot",
  scanRight: "Scan right foot",
  rescanLeft: "Rescan left foot",
  rescanRight: "Rescan right foot",
  notScanned: "Not scanned yet",
  scanning: "Scanning…",
  uploading: "Uploading scan…",
  loadingScans: "Loading scans…",
  scanLoadFailed: "The scans could not be loaded.",
  tryAgain: "Try again",
  scanned: (when: string) => `Scanned ${when}`,
  sampleScan: "Use sample scan",
  sampleScanHint: "For testing: uploads a sample scan through the same upload flow.",
  sampleScanFailed: "The sample scan could not be uploaded.",
  scanner: "Scanner",
  scannerReady: (name: string) => `${name} ready`,
  restart: "Restart",
  ok: "OK",
  viewerLabel: (feet: string) => `3D view of the ${feet}`,
  bothFeet: "left and right foot scans",
  noScans: "no foot scans yet",
  viewerLoading: "Loading 3D view…",
  measurements: "Measurements",
  measurement: "Measurement",
  noScan: "No scan",
  toResults: "Results",
  toOrthoticStyles: "Orthotic styles",
  backToScan: "Back to 3D scan",
  rescanNeeded: VALIDATION_MESSAGES.rescanNeeded,
  source: { SCANNER: "Measured by the scanner", SERVER: "Measured from the mesh by SoleRx" },
} as const;

export const MEASUREMENT_LABELS = {
  footLength: "Foot length",
  ballWidth: "Ball width",
  heelWidth: "Heel width",
  archHeight: "Arch height",
  navicularHeight: "Navicular height",
} as const;

export const SOFTWARE_UPDATE_TEXTS = {
  title: "Software Update",
  body: "New 3D Laser Foot Scanner software is ready. Do not turn off the PC while it installs. The update takes a few minutes.",
  required: "This update is required before you can scan.",
  no: "NO",
  yes: "YES",
  update: "UPDATE",
  downloading: (percent: number) => `Downloading the update: ${percent}%`,
  progressLabel: "Update download",
  installing: (seconds: number) => `Installing the update. The page reloads in ${seconds} seconds.`,
  reloading: "Reloading…",
  version: (version: string) => `Version ${version}`,
} as const;
