// Choosing the scans of a session to use (spec 000 §4 "Scan loading").
import type { Scan } from "./scan";
import { normaliseScanMode, type ScanModeValue } from "./scan-mode";

/** The latest complete left-foot and right-foot scans; the list is oldest first, so the last complete one wins. */
export function pickLatestScans(scans: readonly Scan[]): { left?: Scan; right?: Scan } {
  const complete = scans.filter((scan) => scan.isComplete);
  return {
    left: complete.findLast((scan) => scan.subtype === "SCAN_SUBTYPE_FLAT_LEFT_FOOT"),
    right: complete.findLast((scan) => scan.subtype === "SCAN_SUBTYPE_FLAT_RIGHT_FOOT"),
  };
}

/** The last item's scan mode becomes the current mode (undefined when absent or not an accepted mode). */
export function currentScanMode(scans: readonly Scan[]): ScanModeValue | undefined {
  return normaliseScanMode(scans.at(-1)?.meta.scanMode);
}

/** Both scans exist and differ in scan mode, product or scanner type: the different-settings dialog shows. */
export function scanSettingsDiffer(left: Scan | undefined, right: Scan | undefined): boolean {
  if (!left || !right) return false;
  return (
    normaliseScanMode(left.meta.scanMode) !== normaliseScanMode(right.meta.scanMode) ||
    left.meta.product !== right.meta.product ||
    left.meta.scannerType !== right.meta.scannerType
  );
}
