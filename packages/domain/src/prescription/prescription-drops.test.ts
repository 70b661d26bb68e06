import { describe, expect, it } from "vitest";
import { defaultPrescription, type Prescription } from "./prescription";
import { droppedByScans } from "./prescription-drops";
import { fitToScans } from "./prescription-sides";

const both = { left: true, right: true };
const leftOnly = { left: true, right: false };
const rightOnly = { left: false, right: true };
const none = { left: false, right: false };

/** The reorder: a pair with a 4° varus rearfoot post on the right, medial flange and met pads on both. */
function reorderedRx(): Prescription {
  const rx = defaultPrescription();
  rx.uiContextData.pack = "Pair";
  rx.postingOptions.right.rearfootPost = { kind: "specify", degrees: 4 };
  rx.shellModifications.medialFlange = "both";
  rx.accommodations.metPads = "both";
  return rx;
}

/** Every value a foot without a scan loses, set on both feet. */
function fullRx(): Prescription {
  const rx = reorderedRx();
  const shell = rx.shellModifications;
  shell.cutouts = { ...shell.cutouts, firstRay: "both", heel: "right" };
  shell.mortonsExtension = { type: "flexible", side: "both" };
  shell.lateralFlange = "left";
  shell.navicularWell = "both";
  shell.archReinforcement = "both";
  for (const foot of ["left", "right"] as const) {
    rx.postingOptions[foot] = {
      ...rx.postingOptions[foot],
      heelLift: 3,
      medialHeelSkive: 2,
      lateralHeelSkive: 4,
      rearfootPost: { kind: "specify", degrees: 4 },
      forefootPost: { kind: "extrinsic", type: "valgus", degrees: 2 },
    };
  }
  const acc = rx.accommodations;
  for (const key of [
    "heelCushion",
    "mortonsExtensionEva",
    "heelSpurPad",
    "metBar",
    "dancersPad",
    "forefootExtension",
    "extrinsicForefootPost",
  ] as const) {
    acc[key] = "both";
  }
  acc.neuromaPads = { left: [2], right: [2, 3] };
  acc.metHeadCutouts = { left: [1], right: [5] };
  acc.balancePad = { ...acc.balancePad, left: [1], right: [4] };
  acc.dispersionPads = { ...acc.dispersionPads, left: [2], right: [3] };
  return rx;
}

/** The dot paths of the leaves (arrays count as one) where two prescriptions differ. */
function changedPaths(a: unknown, b: unknown, path = ""): string[] {
  if (typeof a === "object" && a !== null && !Array.isArray(a) && typeof b === "object" && b !== null) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) =>
      changedPaths(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [path];
}

describe("droppedByScans", () => {
  it("names, in the clinician's words, what a reorder of a pair loses with only the left scan", () => {
    expect(droppedByScans(reorderedRx(), leftOnly).map((value) => value.text)).toEqual([
      "Pack: Pair → Left Only",
      "Right foot: varus rearfoot post 4°",
      "Medial flange: both feet → left only",
      'Met pads 1/8": both feet → left only',
    ]);
  });

  it("drops nothing when both feet are scanned, whatever pack was chosen", () => {
    expect(droppedByScans(fullRx(), both)).toEqual([]);
    const leftPack = fullRx();
    leftPack.uiContextData.pack = "Left Only";
    expect(droppedByScans(leftPack, both)).toEqual([]);
  });

  it("lists every value the fit changes, and nothing else, for each set of scans", () => {
    for (const scans of [both, leftOnly, rightOnly, none]) {
      const rx = fullRx();
      const listed = droppedByScans(rx, scans).map((value) => value.path);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(changedPaths(rx, fitToScans(rx, scans)).sort());
    }
  });

  it("words posting values, pads and sides that go with the right foot's scan missing", () => {
    const texts = droppedByScans(fullRx(), leftOnly).map((value) => value.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Right foot: heel lift 3 mm",
        "Right foot: medial heel skive 2 mm",
        "Right foot: lateral heel skive 4 mm",
        "Right foot: valgus forefoot post 2°",
        "Right foot: neuroma pads 2, 3",
        "Right foot: met head cut outs 5",
        "Heel cutout: right foot → none",
        "Morton's extension: both feet → left only",
      ]),
    );
    // The lateral flange is on the left foot only, which has its scan: it stays.
    expect(texts.some((text) => text.startsWith("Lateral flange"))).toBe(false);
    expect(texts.some((text) => text.startsWith("Left foot"))).toBe(false);
  });

  it("lets the scans set the template's pack and a Morton's extension side without a type: nobody chose them", () => {
    const rx = defaultPrescription();
    rx.shellModifications.mortonsExtension = { type: "none", side: "both" };
    expect(rx.uiContextData.pack).toBe("both");
    expect(fitToScans(rx, leftOnly).uiContextData.pack).toBe("Left Only");
    expect(droppedByScans(rx, leftOnly)).toEqual([]);
  });

  it("has nothing left to drop once the prescription is fitted", () => {
    for (const scans of [both, leftOnly, rightOnly, none]) {
      expect(droppedByScans(fitToScans(fullRx(), scans), scans)).toEqual([]);
    }
  });
});
