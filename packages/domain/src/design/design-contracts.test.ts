import { describe, expect, it } from "vitest";
import { Prescription } from "../prescription";
import { DESIGN_WARNING_CODES, DesignInsoleQuery, DesignReport, DesignWarning } from "./design-contracts";
import { rxGeometry } from "./rx-geometry";

describe("design contracts", () => {
  it("takes the insole's side and format from the query, and refuses anything else", () => {
    expect(DesignInsoleQuery.parse({ side: "left", format: "3mf" })).toEqual({ side: "left", format: "3mf" });
    expect(DesignInsoleQuery.safeParse({ side: "both", format: "stl" }).success).toBe(false);
    expect(DesignInsoleQuery.safeParse({ side: "right", format: "obj" }).success).toBe(false);
    expect(DesignInsoleQuery.safeParse({ side: "right" }).success).toBe(false);
  });

  it("carries a report: per foot the numbers used, the checks on the mesh, the warnings and the time", () => {
    const numbers = rxGeometry(Prescription.parse({}), { weightLbs: 150 }).right;
    const report = {
      sessionID: "s1",
      sides: [
        {
          side: "right",
          numbers,
          checks: {
            closed: true,
            components: 1,
            minThicknessMm: 3,
            heelCupDepthMm: 9.5,
            rearfootPostDeg: 0,
            forefootPostDeg: 0,
            lengthMm: 180,
          },
          warnings: [{ code: "lab-selects-rearfoot-post", side: "right", message: "…" }],
          timeMs: 120,
        },
      ],
      warnings: [{ code: "post-without-scan", side: "left", message: "…" }],
      timeMs: 130,
    };
    expect(DesignReport.parse(report)).toEqual(report);
    expect(DesignReport.safeParse({ ...report, sides: [{ ...report.sides[0], side: "both" }] }).success).toBe(false);
  });

  it("admits every warning code and no other", () => {
    for (const code of DESIGN_WARNING_CODES)
      expect(DesignWarning.parse({ code, side: null, message: "m" }).code).toBe(code);
    expect(DesignWarning.safeParse({ code: "made-up", side: null, message: "m" }).success).toBe(false);
  });
});
