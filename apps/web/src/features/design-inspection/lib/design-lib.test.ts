// The overlay's pure rules: when the scans are enough to open it, the visualizer's settings merged into leroyMeta
// without dropping the landmark screen's landmarks, and the heat map's range and colours.
import { readVisualizerMeta, writeVisualizerMeta } from "@solerx/domain/design";
import { describe, expect, it } from "vitest";
import { HEAT_STOPS, heatColour, heatRange } from "../../../components/insole-viewer/heat-map";
import { placeInsoles } from "../../../components/insole-viewer/insole-model";
import { designScansEnough } from "./enough-scans";
import { leroyMetaWithSettings, visualizerSettings } from "./visualizer-settings";

describe("designScansEnough", () => {
  it("needs at least one scan: one alone is a one-foot record, two are a pair", () => {
    expect(designScansEnough(null)).toBe(false);
    expect(designScansEnough({ left: false, right: false })).toBe(false);
    expect(designScansEnough({ left: true, right: false })).toBe(true);
    expect(designScansEnough({ left: false, right: true })).toBe(true);
    expect(designScansEnough({ left: true, right: true })).toBe(true);
  });
});

describe("visualizer settings in leroyMeta", () => {
  it("numbers the scan modes as the spec does, in mm, obj only for OBJ scans", () => {
    expect(visualizerSettings("semi-weighted", "DRACO")).toEqual({ scanMode: 0, units: "mm", format: "drc" });
    expect(visualizerSettings("weighted", "OBJ")).toEqual({ scanMode: 1, units: "mm", format: "obj" });
    expect(visualizerSettings("non-weighted", "STL").scanMode).toBe(2);
    expect(visualizerSettings("foambox", undefined).scanMode).toBe(3);
    expect(visualizerSettings(undefined, undefined).scanMode).toBe(4);
  });

  it("merges the settings into the metadata and keeps the clinician's landmarks", () => {
    const landmarks = { left: { scanID: "scan-1", points: { heelCentre: [1, 2, 0] as [number, number, number] } } };
    const text = leroyMetaWithSettings(writeVisualizerMeta({ landmarks }), visualizerSettings("weighted", "DRACO"));
    expect(readVisualizerMeta(text ?? "")).toEqual({
      landmarks,
      settings: { scanMode: 1, units: "mm", format: "drc" },
    });
  });

  it("answers null when the settings are already kept, so nothing is saved", () => {
    const settings = visualizerSettings("semi-weighted", "DRACO");
    expect(leroyMetaWithSettings(writeVisualizerMeta({ settings }), settings)).toBeNull();
    expect(leroyMetaWithSettings("", settings)).not.toBeNull();
    expect(leroyMetaWithSettings("not json", settings)).toBe(writeVisualizerMeta({ settings }));
  });
});

describe("heat map", () => {
  it("spans whole millimetres around the shells shown and paints thin blue, thick red", () => {
    const range = heatRange([new Float32Array([2.4, 3.1]), new Float32Array([5.6])]);
    expect(range).toEqual({ minMm: 2, maxMm: 6 });
    if (!range) return;
    expect(heatColour(2, range)).toEqual([...(HEAT_STOPS[0] ?? [])]);
    expect(heatColour(9, range)).toEqual([...(HEAT_STOPS[HEAT_STOPS.length - 1] ?? [])]);
    expect(heatRange([new Float32Array()])).toBeNull();
  });
});

describe("placeInsoles", () => {
  it("stands the left insole left of the right one with a gap, and one alone centred", () => {
    const shell = (x0: number, x1: number) => ({
      shell: { positions: new Float32Array([x0, 0, 0, x1, 250, 10]), indices: null },
    });
    const both = placeInsoles({ left: shell(-50, 40), right: shell(-40, 50) });
    expect(both.offsets.left).toBe(-60);
    expect(both.offsets.right).toBe(60);
    expect(both.bounds?.min[0]).toBe(-110);
    expect(both.bounds?.max[0]).toBe(110);
    const one = placeInsoles({ right: shell(-40, 50) });
    expect(one.offsets.right).toBe(-5);
    expect(one.offsets.left).toBeUndefined();
  });
});
