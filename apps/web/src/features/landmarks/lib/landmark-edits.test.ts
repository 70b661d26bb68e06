import type { FootLandmarks } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import {
  clinicianLandmarks,
  currentPoints,
  distanceFromSuggestion,
  movedNames,
  moveLandmark,
  openFoot,
  resetFoot,
  resetLandmark,
} from "./landmark-edits";

const suggested: FootLandmarks = { heelCentre: [0, 30, 0], toeTip: [10, 250, 10] };

describe("a foot's landmark edits", () => {
  it("open with the clinician's points of this scan only", () => {
    const meta = {
      landmarks: { left: { scanID: "s1", points: { toeTip: [10, 262, 10] as [number, number, number] } } },
    };
    expect(openFoot("s1", suggested, meta, "left").moved).toEqual({ toeTip: [10, 262, 10] });
    expect(openFoot("s2", suggested, meta, "left").moved).toEqual({});
    expect(openFoot("s1", suggested, meta, "right").moved).toEqual({});
  });

  it("move, measure the distance from the suggestion, and reset one or all", () => {
    let foot = openFoot("s1", suggested, null, "left");
    foot = moveLandmark(foot, "toeTip", [10, 262, 15]);
    foot = moveLandmark(foot, "heelCentre", [3, 34, 0]);
    expect(distanceFromSuggestion(foot, "toeTip")).toBe(13);
    expect(distanceFromSuggestion(foot, "heelCentre")).toBe(5);
    expect(currentPoints(foot).toeTip).toEqual([10, 262, 15]);
    expect(movedNames(foot)).toEqual(["heelCentre", "toeTip"]);
    expect(clinicianLandmarks(foot)).toEqual({
      scanID: "s1",
      points: { heelCentre: [3, 34, 0], toeTip: [10, 262, 15] },
    });
    const one = resetLandmark(foot, "toeTip");
    expect(movedNames(one)).toEqual(["heelCentre"]);
    expect(currentPoints(one).toeTip).toEqual(suggested.toeTip);
    expect(clinicianLandmarks(resetFoot(foot))).toBeNull();
  });

  it("takes a point moved back onto the suggestion as not moved, and never adds a landmark the scan lacks", () => {
    let foot = moveLandmark(openFoot("s1", suggested, null, "left"), "toeTip", [10, 251, 10]);
    foot = moveLandmark(foot, "toeTip", [10, 250.01, 10]);
    expect(movedNames(foot)).toEqual([]);
    expect(moveLandmark(foot, "navicular", [1, 2, 3])).toBe(foot);
  });
});
