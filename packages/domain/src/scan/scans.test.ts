import { describe, expect, it } from "vitest";
import { Scan } from "./scan";
import { currentScanMode, pickLatestScans, scanSettingsDiffer } from "./scans";

let n = 0;
function scan(side: "L" | "R", isComplete = true, meta: Partial<Scan["meta"]> = {}): Scan {
  n += 1;
  return Scan.parse({
    measurementID: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    subtype: side === "L" ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
    isComplete,
    meta: { scanMode: "SEMI_WEIGHTED", product: "INSOLE", scannerType: "MOCK_SCANNER", ...meta },
  });
}

describe("pickLatestScans", () => {
  it("takes the last complete scan of each foot", () => {
    const l1 = scan("L");
    const r1 = scan("R");
    const l2 = scan("L");
    const l3 = scan("L", false);
    expect(pickLatestScans([l1, r1, l2, l3])).toEqual({ left: l2, right: r1 });
  });
  it("finds nothing without complete scans", () => {
    expect(pickLatestScans([scan("L", false)])).toEqual({ left: undefined, right: undefined });
    expect(pickLatestScans([])).toEqual({ left: undefined, right: undefined });
  });
});

describe("currentScanMode", () => {
  it("is the last item's mode, normalised", () => {
    expect(
      currentScanMode([scan("L", true, { scanMode: "WEIGHTED" }), scan("R", false, { scanMode: "FOAMBOX" })]),
    ).toBe("foambox");
    expect(currentScanMode([])).toBeUndefined();
  });
});

describe("scanSettingsDiffer", () => {
  it("compares mode, product and scanner type", () => {
    expect(scanSettingsDiffer(scan("L"), scan("R", true, { scanMode: "semi-weighted" }))).toBe(false);
    expect(scanSettingsDiffer(scan("L"), scan("R", true, { scanMode: "WEIGHTED" }))).toBe(true);
    expect(scanSettingsDiffer(scan("L"), scan("R", true, { product: "AFO" }))).toBe(true);
    expect(scanSettingsDiffer(scan("L"), scan("R", true, { scannerType: "TIGER" }))).toBe(true);
    expect(scanSettingsDiffer(scan("L"), undefined)).toBe(false);
  });
});
