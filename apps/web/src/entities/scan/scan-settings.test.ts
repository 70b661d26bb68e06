// @vitest-environment jsdom
import "../../testing/setup-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SCAN_SETTINGS, resetScanSettings, saveScanSettings, scanSettingsOf } from "./scan-settings";

const SESSION = "7d1b9f2e-4b0c-4c8e-9a55-3f0f3b1d2c11";

describe("scan settings", () => {
  beforeEach(() => {
    resetScanSettings();
    sessionStorage.clear();
  });

  it("defaults to semi-weighted, insole and a pair (spec 000 §9)", () => {
    expect(scanSettingsOf(SESSION)).toEqual(DEFAULT_SCAN_SETTINGS);
    expect(DEFAULT_SCAN_SETTINGS).toEqual({ scanMode: "semi-weighted", product: "INSOLE", oneFoot: false });
  });

  it("takes the scans' mode and product when nothing was chosen, and the choice over them once made", () => {
    expect(scanSettingsOf(SESSION, { scanMode: "weighted", product: "AFO" })).toMatchObject({
      scanMode: "weighted",
      product: "AFO",
    });
    saveScanSettings(SESSION, { scanMode: "foambox", product: "INSOLE", oneFoot: true });
    expect(scanSettingsOf(SESSION, { scanMode: "weighted", product: "AFO" })).toEqual({
      scanMode: "foambox",
      product: "INSOLE",
      oneFoot: true,
    });
  });

  it("keeps the choice for the tab across a reload, and reads a tampered entry field by field", () => {
    saveScanSettings(SESSION, { scanMode: "non-weighted", product: "AFO", oneFoot: false });
    resetScanSettings();
    expect(scanSettingsOf(SESSION)).toEqual({ scanMode: "non-weighted", product: "AFO", oneFoot: false });
    sessionStorage.setItem(`solerx.scanSettings.${SESSION}`, JSON.stringify({ scanMode: "upside-down", oneFoot: 1 }));
    resetScanSettings();
    expect(scanSettingsOf(SESSION)).toEqual(DEFAULT_SCAN_SETTINGS);
  });
});
