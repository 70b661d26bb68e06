import { describe, expect, it } from "vitest";
import type { FootLandmarks, Point3 } from "../scan";
import {
  distanceMm,
  footFrame,
  landmarkFigures,
  measurementsWithLandmarks,
  nudgeInPlan,
} from "./landmark-measurements";

/** A left foot as the mock scanner lays it: x across (medial +x), y heel to toe, z up, the heel's back at y = 0. */
const FOOT: FootLandmarks = {
  heelBack: [0, 0, 20],
  heelCentre: [0, 30, 0],
  firstMetatarsalHead: [30, 190, 0],
  fifthMetatarsalHead: [-40, 170, 0],
  footAxis: [0, 185, 0],
  archApex: [25, 110, 14],
  navicular: [32, 105, 40],
  toeTip: [15, 260, 12],
};

const MEASURED = { footLength: 262, ballWidth: 95, heelWidth: 64, archHeight: 15, navicularHeight: 41 };

/** The foot turned 90° about z, tilted about x and moved: any pose a scanner may send. */
function posed(p: Point3): Point3 {
  const [x, y, z] = [-p[1], p[0], p[2]];
  const a = 0.3;
  return [x + 100, y * Math.cos(a) - z * Math.sin(a) - 40, y * Math.sin(a) + z * Math.cos(a) + 7];
}
const posedFoot = (foot: FootLandmarks): FootLandmarks =>
  Object.fromEntries(Object.entries(foot).map(([name, p]) => [name, posed(p as Point3)]));

describe("footFrame", () => {
  it("lays the axis on the tripod's ground, up on the navicular's side and across to the viewer's right", () => {
    const frame = footFrame(FOOT);
    expect(frame?.up.map((v) => v + 0)).toEqual([0, 0, 1]);
    expect(frame?.along.map((v) => Math.round(v * 1e9) / 1e9 + 0)).toEqual([0, 1, 0]);
    expect(frame?.across.map((v) => Math.round(v * 1e9) / 1e9 + 0)).toEqual([1, 0, 0]);
  });

  it("is null without a tripod point or the axis", () => {
    expect(footFrame({ ...FOOT, fifthMetatarsalHead: undefined })).toBeNull();
    expect(footFrame({ ...FOOT, footAxis: undefined })).toBeNull();
    expect(footFrame({ ...FOOT, footAxis: FOOT.heelCentre })).toBeNull();
  });
});

describe("landmarkFigures", () => {
  it("reads length along the axis, ball width across it and heights above the ground, in any pose", () => {
    const figures = landmarkFigures(FOOT, footFrame(FOOT) ?? expect.fail("no frame"));
    expect(figures).toEqual({ footLength: 260, ballWidth: 70, archHeight: 14, navicularHeight: 40 });
    const turned = posedFoot(FOOT);
    const again = landmarkFigures(turned, footFrame(turned) ?? expect.fail("no frame"));
    for (const key of ["footLength", "ballWidth", "archHeight", "navicularHeight"] as const) {
      expect(again[key]).toBeCloseTo(figures[key] ?? Number.NaN, 6);
    }
  });
});

describe("measurementsWithLandmarks", () => {
  it("gives the scan's figures when nothing moved", () => {
    expect(measurementsWithLandmarks(MEASURED, FOOT, { ...FOOT })).toEqual(MEASURED);
  });

  it("moves each figure by as much as its landmarks moved it, and leaves the others", () => {
    const moved: FootLandmarks = {
      ...FOOT,
      toeTip: [15, 265, 12],
      fifthMetatarsalHead: [-43, 170, 0],
      navicular: [32, 105, 36],
    };
    expect(measurementsWithLandmarks(MEASURED, FOOT, moved)).toEqual({
      ...MEASURED,
      footLength: 267,
      ballWidth: 98,
      navicularHeight: 37,
    });
  });

  it("keeps the frame of the scan's landmarks: a moved heel centre changes no height", () => {
    const moved = { ...FOOT, heelCentre: [0, 30, 8] as Point3 };
    expect(measurementsWithLandmarks(MEASURED, FOOT, moved)).toEqual(MEASURED);
  });

  it("does the same on a scan in another pose", () => {
    const moved = posedFoot({ ...FOOT, archApex: [25, 110, 19] });
    const result = measurementsWithLandmarks(MEASURED, posedFoot(FOOT), moved);
    expect(result.archHeight).toBeCloseTo(20, 6);
    expect(result.footLength).toBeCloseTo(262, 6);
  });

  it("keeps a null figure and the scan's figures when its landmarks cannot make a frame", () => {
    const withoutArch = { ...MEASURED, archHeight: null };
    expect(measurementsWithLandmarks(withoutArch, FOOT, { ...FOOT, archApex: [25, 110, 30] }).archHeight).toBeNull();
    const noFrame = { ...FOOT, heelCentre: undefined };
    expect(measurementsWithLandmarks(MEASURED, noFrame, { ...noFrame, toeTip: [0, 400, 0] })).toEqual(MEASURED);
  });
});

describe("nudgeInPlan", () => {
  it("moves along the axis and across it, in the foot's frame", () => {
    const turned = posedFoot(FOOT);
    const frame = footFrame(turned) ?? expect.fail("no frame");
    const start = turned.archApex as Point3;
    const moved = nudgeInPlan(start, frame, 5, -1);
    expect(distanceMm(start, moved)).toBeCloseTo(Math.hypot(5, 1), 9);
    const back = landmarkFigures({ ...turned, archApex: moved }, frame);
    expect(back.archHeight).toBeCloseTo(14, 9);
  });
});
