import { describe, expect, it } from "vitest";
import {
  effectiveLandmarks,
  LeroyMetaText,
  movedLandmarks,
  readVisualizerMeta,
  writeVisualizerMeta,
} from "./visualizer-meta";

const meta = {
  settings: { scanMode: 0, units: "mm" as const, format: "drc" as const },
  landmarks: { left: { scanID: "scan-1", points: { navicular: [1, 2, 3] as [number, number, number] } } },
};

describe("visualizer metadata (leroyMeta)", () => {
  it("reads back what it writes", () => {
    expect(readVisualizerMeta(writeVisualizerMeta(meta))).toEqual(meta);
  });

  it("reads empty, broken and foreign text as no metadata", () => {
    expect(readVisualizerMeta("")).toBeNull();
    expect(readVisualizerMeta("{not json")).toBeNull();
    expect(readVisualizerMeta(JSON.stringify({ landmarks: { left: { scanID: "", points: {} } } }))).toBeNull();
  });

  it("refuses a stored text that is not the metadata, and takes an empty one", () => {
    expect(LeroyMetaText.safeParse("").success).toBe(true);
    expect(LeroyMetaText.safeParse(writeVisualizerMeta(meta)).success).toBe(true);
    expect(LeroyMetaText.safeParse("{}x").success).toBe(false);
    expect(
      LeroyMetaText.safeParse(JSON.stringify({ settings: { scanMode: 9, units: "mm", format: "drc" } })).success,
    ).toBe(false);
  });

  it("puts a clinician's landmark over the scan's only on the scan it was placed on", () => {
    const scan = {
      navicular: [9, 9, 9] as [number, number, number],
      heelCentre: [0, 0, 0] as [number, number, number],
    };
    expect(effectiveLandmarks("scan-1", "left", scan, meta)).toEqual({ navicular: [1, 2, 3], heelCentre: [0, 0, 0] });
    expect(effectiveLandmarks("scan-2", "left", scan, meta)).toEqual(scan);
    expect(effectiveLandmarks("scan-1", "right", scan, meta)).toEqual(scan);
    expect(movedLandmarks("scan-1", "left", meta)).toEqual(["navicular"]);
    expect(movedLandmarks("scan-2", "left", meta)).toEqual([]);
  });
});
