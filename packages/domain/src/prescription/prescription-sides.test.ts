import { describe, expect, it } from "vitest";
import { defaultPrescription, type Prescription } from "./prescription";
import { fitPrescriptionToScans, fitSide } from "./prescription-sides";

const both = { left: true, right: true };
const leftOnly = { left: true, right: false };
const none = { left: false, right: false };

function busyPrescription(): Prescription {
  const rx = defaultPrescription();
  rx.shellModifications.medialFlange = "both";
  rx.shellModifications.cutouts.heel = "right";
  rx.shellModifications.mortonsExtension = { type: "flexible", side: "both" };
  rx.postingOptions.right.heelLift = 4;
  rx.postingOptions.right.medialHeelSkive = 2;
  rx.postingOptions.right.forefootPost = { kind: "intrinsic", type: "valgus", degrees: 3 };
  rx.postingOptions.left.heelLift = 5;
  rx.accommodations.metBar = "both";
  rx.accommodations.neuromaPads = { left: [2], right: [3, 4] };
  rx.accommodations.metHeadCutouts = { left: [1], right: [5] };
  return rx;
}

describe("fitSide", () => {
  it("keeps only the feet with scans", () => {
    expect(fitSide("both", both)).toBe("both");
    expect(fitSide("both", leftOnly)).toBe("left");
    expect(fitSide("right", leftOnly)).toBe("none");
    expect(fitSide("left", leftOnly)).toBe("left");
    expect(fitSide("both", none)).toBe("none");
    expect(fitSide("none", both)).toBe("none");
  });
});

describe("fitPrescriptionToScans", () => {
  it("changes nothing when both scans exist", () => {
    const rx = busyPrescription();
    expect(fitPrescriptionToScans(rx, both)).toEqual(rx);
  });
  it("resets the right foot when only the left scan exists", () => {
    const rx = busyPrescription();
    const fitted = fitPrescriptionToScans(rx, leftOnly);
    expect(fitted.shellModifications.medialFlange).toBe("left");
    expect(fitted.shellModifications.cutouts.heel).toBe("none");
    expect(fitted.shellModifications.mortonsExtension).toEqual({ type: "flexible", side: "left" });
    expect(fitted.accommodations.metBar).toBe("left");
    expect(fitted.postingOptions.right.heelLift).toBe(0);
    expect(fitted.postingOptions.right.medialHeelSkive).toBe(0);
    expect(fitted.postingOptions.right.forefootPost).toEqual({ kind: "intrinsic", type: "valgus", degrees: 0 });
    expect(fitted.postingOptions.left.heelLift).toBe(5);
    expect(fitted.accommodations.neuromaPads).toEqual({ left: [2], right: [] });
    expect(fitted.accommodations.metHeadCutouts).toEqual({ left: [1], right: [] });
    // the input is left untouched
    expect(rx.postingOptions.right.heelLift).toBe(4);
  });
  it("sets the Morton's extension side to none when its type is none", () => {
    const rx = defaultPrescription();
    rx.shellModifications.mortonsExtension = { type: "none", side: "both" };
    expect(fitPrescriptionToScans(rx, both).shellModifications.mortonsExtension.side).toBe("none");
  });
});
