import { defaultPrescription, type Prescription } from "@solerx/domain/prescription";
import { describe, expect, it } from "vitest";
import { effectivePack, fitToScans } from "./fit";

const withPack = (pack: Prescription["uiContextData"]["pack"]) => {
  const rx = defaultPrescription();
  rx.uiContextData.pack = pack;
  return rx;
};

describe("fitToScans", () => {
  it("keeps a pack the scans allow and replaces one they do not, as scan loading chooses", () => {
    expect(fitToScans(withPack("Left Only"), { left: true, right: true }).uiContextData.pack).toBe("Left Only");
    expect(fitToScans(withPack("both"), { left: true, right: true }).uiContextData.pack).toBe("both");
    expect(fitToScans(withPack("both"), { left: false, right: true }).uiContextData.pack).toBe("Right Only");
    expect(fitToScans(withPack("Left Only"), { left: false, right: true }).uiContextData.pack).toBe("Right Only");
  });

  it("leaves the pack alone without scans, and resets every foot", () => {
    const rx = withPack("Left Only");
    rx.postingOptions.left.heelLift = 5;
    rx.accommodations.heelCushion = "both";
    const fitted = fitToScans(rx, { left: false, right: false });
    expect(fitted.uiContextData.pack).toBe("Left Only");
    expect(fitted.postingOptions.left.heelLift).toBe(0);
    expect(fitted.accommodations.heelCushion).toBe("none");
  });

  it("is unchanged when fitted again", () => {
    const rx = withPack("both");
    rx.shellModifications.lateralFlange = "both";
    const once = fitToScans(rx, { left: true, right: false });
    expect(fitToScans(once, { left: true, right: false })).toEqual(once);
  });
});

describe("effectivePack", () => {
  it("reads the template's both as Pair, and has none without scans", () => {
    expect(effectivePack(withPack("both"), { left: true, right: true })).toBe("Pair");
    expect(effectivePack(withPack("both"), { left: false, right: false })).toBeUndefined();
  });
});
