import { describe, expect, it } from "vitest";
import { Prescription, type PrescriptionInput } from "../prescription";
import { designWarnings } from "./design-warnings";
import { rxGeometry } from "./rx-geometry";

const BOTH = { left: true, right: true };
const warn = (input: PrescriptionInput, scans = BOTH, weightLbs: number | null = 160) =>
  designWarnings(rxGeometry(Prescription.parse(input), { weightLbs }), scans);
const codes = (input: PrescriptionInput, scans = BOTH, weightLbs: number | null = 160) =>
  warn(input, scans, weightLbs).map((w) => `${w.code}:${w.side}`);

describe("designWarnings", () => {
  it("finds nothing to say about the default prescription with both feet scanned and a weight", () => {
    expect(warn({})).toEqual([]);
  });

  it("warns of a skive deeper than the heel seat allows (less than 1/4 inch of cup left above it)", () => {
    // Std 3/8" (9.53 mm): a 2 mm skive leaves 7.53 mm, a 4 mm one 5.53 mm.
    expect(codes({ postingOptions: { left: { medialHeelSkive: 2 } } })).toEqual([]);
    const found = warn({ postingOptions: { left: { medialHeelSkive: 4 } } });
    expect(found).toEqual([
      {
        code: "skive-deeper-than-heel-seat",
        side: "left",
        message:
          "The medial heel skive of 4 mm on the left foot leaves 5.5 mm of the 9.5 mm heel seat above it; at least " +
          "6.4 mm is needed. Choose a deeper heel seat or a smaller skive.",
      },
    ]);
    // Deep 5/8" (15.88 mm) holds an 8 mm skive.
    expect(codes({ shellModifications: { heelSeat: 20 }, postingOptions: { right: { lateralHeelSkive: 8 } } })).toEqual(
      [],
    );
  });

  it("warns of a medial and a lateral skive on one foot", () => {
    const input = {
      shellModifications: { heelSeat: 20 as const },
      postingOptions: { right: { medialHeelSkive: 2, lateralHeelSkive: 2 } },
    };
    expect(codes(input)).toEqual(["medial-and-lateral-skive:right"]);
  });

  it("warns of posts and pads on a foot with no scan, naming them", () => {
    const found = warn(
      {
        postingOptions: { left: { heelLift: 3, rearfootPost: { kind: "specify", degrees: 4 } } },
        accommodations: { metPads: "both" },
      },
      { left: false, right: true },
    );
    expect(found.map((w) => w.code)).toEqual(["post-without-scan", "modification-without-scan"]);
    expect(found[0]?.message).toBe(
      "The left foot has no scan, so its heel lift, rearfoot post cannot be made. Scan the foot or remove them.",
    );
    expect(found[1]?.message).toBe("The left foot has no scan, so its met pad cannot be made.");
  });

  it("warns of pads over a cut-out: a neuroma pad beside a relieved head, Morton's extension over a 1st ray cut-out", () => {
    const input: PrescriptionInput = {
      shellModifications: { cutouts: { firstRay: "right" }, mortonsExtension: { type: "flexible", side: "right" } },
      accommodations: {
        neuromaPads: { left: [3], right: [] },
        metHeadCutouts: { left: [4], right: [] },
        heelSpurPad: "right",
        dancersPad: "left",
      },
    };
    const found = warn(input);
    expect(found.map((w) => `${w.code}:${w.side}`)).toEqual([
      "pad-over-cutout:left",
      "pad-over-cutout:left",
      "pad-over-cutout:right",
    ]);
    expect(found.map((w) => w.message)).toEqual([
      "On the left foot, the dancer's pad lies over the met head cut-out at position 4: the pad would fill the relief. Move or remove one.",
      "On the left foot, the neuroma pad at position 3 lies over the met head cut-out at position 4: the pad would fill the relief. Move or remove one.",
      "On the right foot, the flexible Morton's extension lies over the 1st ray cut-out: the pad would fill the relief. Move or remove one.",
    ]);
    expect(
      codes({ shellModifications: { cutouts: { heel: "left" } }, accommodations: { heelCushion: "left" } }),
    ).toEqual(["pad-over-cutout:left"]);
  });

  it("warns of a top cover shorter than the shell, Lab Selects, what is not drawn, an unknown weight", () => {
    expect(
      codes(
        {
          shellModifications: { shellLength: "full" },
          topCovers: { topCoverLength: "sulcus" },
          postingOptions: { right: { rearfootPost: { kind: "lab-selects" } } },
          accommodations: { specialRx: ["extra cushion"] },
        },
        BOTH,
        0,
      ),
    ).toEqual([
      "weight-unknown:null",
      "top-cover-shorter-than-shell:left",
      "not-drawn:left",
      "top-cover-shorter-than-shell:right",
      "lab-selects-rearfoot-post:right",
      "not-drawn:right",
    ]);
  });
});
