import { describe, expect, it } from "vitest";
import {
  enabledPacks,
  normalisePack,
  oneFootModeAfterScanLoad,
  orderTypeText,
  packAfterScanLoad,
  packChoiceVisible,
  packForScans,
  packSides,
  scannedFeetOutsidePack,
  scansAreEnough,
} from "./pack";

const both = { left: true, right: true };
const leftOnly = { left: true, right: false };
const rightOnly = { left: false, right: true };
const none = { left: false, right: false };

describe("enabledPacks", () => {
  it("enables Pair only with both scans, each side only with its scan", () => {
    expect(enabledPacks(both)).toEqual({ Pair: true, "Left Only": true, "Right Only": true });
    expect(enabledPacks(leftOnly)).toEqual({ Pair: false, "Left Only": true, "Right Only": false });
    expect(enabledPacks(rightOnly)).toEqual({ Pair: false, "Left Only": false, "Right Only": true });
    expect(enabledPacks(none)).toEqual({ Pair: false, "Left Only": false, "Right Only": false });
  });
  it("shows the choice only with at least one scan", () => {
    expect(packChoiceVisible(none)).toBe(false);
    expect(packChoiceVisible(rightOnly)).toBe(true);
  });
});

describe("packAfterScanLoad", () => {
  it("follows the scans", () => {
    expect(packAfterScanLoad(both)).toBe("Pair");
    expect(packAfterScanLoad(rightOnly)).toBe("Right Only");
    expect(packAfterScanLoad(leftOnly)).toBe("Left Only");
    expect(packAfterScanLoad(none)).toBeUndefined();
  });
  it("keeps a pack taken from a prescription", () => {
    expect(packAfterScanLoad(both, "Left Only")).toBe("Left Only");
  });
});

describe("pack values", () => {
  it("reads the template's both as Pair", () => {
    expect(normalisePack("both")).toBe("Pair");
    expect(normalisePack("Pair")).toBe("Pair");
    expect(normalisePack("LEFT ONLY")).toBe("Left Only");
    expect(normalisePack("right")).toBe("Right Only");
    expect(normalisePack("three")).toBeUndefined();
    expect(normalisePack(undefined)).toBeUndefined();
  });
  it("names the order type", () => {
    expect(orderTypeText("Pair")).toBe("Pair of orthotics");
    expect(orderTypeText("Left Only")).toBe("Left orthotic");
    expect(orderTypeText("Right Only")).toBe("Right orthotic");
  });
  it("gives the feet of a pack", () => {
    expect(packSides("Pair")).toEqual(both);
    expect(packSides("Left Only")).toEqual(leftOnly);
    expect(packSides("Right Only")).toEqual(rightOnly);
  });
});

describe("scansAreEnough", () => {
  it("needs one scan in one-foot mode", () => {
    expect(scansAreEnough(true, true, false)).toBe(true);
    expect(scansAreEnough(true, false, true)).toBe(true);
    expect(scansAreEnough(true, false, false)).toBe(false);
  });
  it("needs both scans otherwise", () => {
    expect(scansAreEnough(false, true, true)).toBe(true);
    expect(scansAreEnough(false, true, false)).toBe(false);
    expect(scansAreEnough(false, false, true)).toBe(false);
  });
  it("turns one-foot mode on when exactly one scan exists and none was taken in this session", () => {
    expect(oneFootModeAfterScanLoad(false, false, leftOnly)).toBe(true);
    expect(oneFootModeAfterScanLoad(true, false, both)).toBe(false);
    expect(oneFootModeAfterScanLoad(false, true, leftOnly)).toBe(false);
    expect(oneFootModeAfterScanLoad(true, true, both)).toBe(true);
  });
  it("keeps the chosen one-foot mode while no scan exists yet", () => {
    expect(oneFootModeAfterScanLoad(true, false, none)).toBe(true);
    expect(oneFootModeAfterScanLoad(false, false, none)).toBe(false);
  });
});

describe("packForScans", () => {
  it("is the stored pack when the scans allow it, else the one scan loading sets", () => {
    expect(packForScans("Left Only", { left: true, right: true })).toBe("Left Only");
    expect(packForScans("both", { left: true, right: false })).toBe("Left Only");
    expect(packForScans("Pair", { left: false, right: true })).toBe("Right Only");
    expect(packForScans("Pair", { left: false, right: false })).toBeUndefined();
  });
});

describe("scannedFeetOutsidePack", () => {
  it("names the scanned feet the pack makes nothing for", () => {
    expect(scannedFeetOutsidePack("Left Only", { left: true, right: true })).toEqual(["right"]);
    expect(scannedFeetOutsidePack("Right Only", { left: true, right: true })).toEqual(["left"]);
    expect(scannedFeetOutsidePack("Pair", { left: true, right: true })).toEqual([]);
    expect(scannedFeetOutsidePack("Left Only", { left: true, right: false })).toEqual([]);
  });
});
