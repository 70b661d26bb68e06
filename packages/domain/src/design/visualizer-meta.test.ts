import { describe, expect, it } from "vitest";
import {
  effectiveLandmarks,
  LeroyMetaText,
  movedLandmarks,
  readVisualizerMeta,
  withClinicianLandmarks,
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

describe("withClinicianLandmarks", () => {
  const right = { scanID: "scan-r", points: { heelCentre: [1, 2, 3] as [number, number, number] } };
  const left = { scanID: "scan-l", points: { toeTip: [4, 5, 6] as [number, number, number] } };

  it("sets one foot's landmarks and keeps the settings, the other foot and keys it does not know", () => {
    const text = JSON.stringify({ settings: meta.settings, landmarks: { left }, later: { x: 1 } });
    const written = withClinicianLandmarks(text, "right", right);
    expect(JSON.parse(written)).toEqual({ settings: meta.settings, landmarks: { left, right }, later: { x: 1 } });
    expect(readVisualizerMeta(written)?.landmarks).toEqual({ left, right });
  });

  it("removes a foot's landmarks on reset (null or no point), and the landmarks key once both are gone", () => {
    const text = JSON.stringify({ settings: meta.settings, landmarks: { left, right } });
    expect(JSON.parse(withClinicianLandmarks(text, "right", null))).toEqual({
      settings: meta.settings,
      landmarks: { left },
    });
    const none = withClinicianLandmarks(withClinicianLandmarks(text, "right", null), "left", { ...left, points: {} });
    expect(JSON.parse(none)).toEqual({ settings: meta.settings });
  });

  it("starts from nothing on an empty or broken text, and never keeps a key that would get the save refused", () => {
    expect(JSON.parse(withClinicianLandmarks("", "right", right))).toEqual({ landmarks: { right } });
    expect(JSON.parse(withClinicianLandmarks("not json", "right", right))).toEqual({ landmarks: { right } });
    const brokenSettings = JSON.stringify({ settings: { scanMode: 99 }, landmarks: { left } });
    const written = withClinicianLandmarks(brokenSettings, "right", right);
    expect(readVisualizerMeta(written)).not.toBeNull();
    expect(JSON.parse(written)).toEqual({ landmarks: { right } });
  });
});
