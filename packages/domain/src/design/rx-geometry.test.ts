import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as rxTopic from "../prescription";
import {
  Accommodations,
  PostingSide,
  Prescription,
  type PrescriptionInput,
  ShellModifications,
  TopCovers,
} from "../prescription";
import { type RxGeometrySide, RxGeometrySide as RxGeometrySideSchema } from "./design-contracts";
import { rxGeometry, shellThickness } from "./rx-geometry";
import { SHELL_FLOOR_MM } from "./rx-numbers";

const geometry = (input: PrescriptionInput, weightLbs: number | null = 180) =>
  rxGeometry(Prescription.parse(input), { weightLbs });
const right = (input: PrescriptionInput) => geometry(input).right;

/** Where each side-chosen field lands on one foot's numbers: applied or not. */
const SIDE_FIELDS: Record<string, [PrescriptionInput, (g: RxGeometrySide) => boolean]> = {};
const shellSide = (field: string, read: (g: RxGeometrySide) => boolean) => {
  SIDE_FIELDS[`shellModifications.${field}`] = [{}, read];
};
shellSide("medialFlange", (g) => g.medialFlange.applied);
shellSide("lateralFlange", (g) => g.lateralFlange.applied);
shellSide("navicularWell", (g) => g.navicularWell.applied);
shellSide("archReinforcement", (g) => g.archReinforcement.applied);
const hasPad = (kind: string) => (g: RxGeometrySide) => g.pads.some((p) => p.kind === kind);
const accSide: Record<string, string> = {
  heelCushion: "heel-cushion",
  mortonsExtensionEva: "mortons-extension-eva",
  heelSpurPad: "heel-spur-pad",
  metBar: "met-bar",
  dancersPad: "dancers-pad",
  metPads: "met-pad",
  forefootExtension: "forefoot-extension",
};
for (const [field, kind] of Object.entries(accSide)) SIDE_FIELDS[`accommodations.${field}`] = [{}, hasPad(kind)];

function withSide(path: string, value: string): PrescriptionInput {
  const [section, field] = path.split(".") as [string, string];
  if (path === "shellModifications.firstRay" || path === "shellModifications.heel") {
    return { shellModifications: { cutouts: { [field]: value } } } as PrescriptionInput;
  }
  if (path === "shellModifications.mortonsExtension") {
    return { shellModifications: { mortonsExtension: { type: "flexible", side: value } } } as PrescriptionInput;
  }
  if (path === "accommodations.extrinsicForefootPost") {
    return {
      accommodations: { extrinsicForefootPost: value },
      postingOptions: { right: { forefootPost: { kind: "intrinsic", degrees: 3 } } },
    } as PrescriptionInput;
  }
  return { [section]: { [field]: value } } as PrescriptionInput;
}
SIDE_FIELDS["shellModifications.firstRay"] = [{}, (g) => g.cutouts.some((c) => c.kind === "first-ray")];
SIDE_FIELDS["shellModifications.heel"] = [{}, (g) => g.cutouts.some((c) => c.kind === "heel")];
SIDE_FIELDS["shellModifications.mortonsExtension"] = [{}, (g) => g.mortonsExtension.applied];
SIDE_FIELDS["accommodations.extrinsicForefootPost"] = [
  {},
  (g) => g.forefootPost.applied && g.forefootPost.method === "extrinsic",
];

/** One probe per option list of the prescription topic: the value set, and what the right foot's numbers say. */
type Probe = (value: string | number) => void;
const PROBES: Record<string, Probe> = {
  RX_SIDE_OPTIONS: (value) => {
    for (const [path, [, read]] of Object.entries(SIDE_FIELDS)) {
      const g = right(withSide(path, String(value)));
      expect(read(g), `${path} = ${value}`).toBe(value === "right" || value === "both");
    }
  },
  SHELL_RIGIDITY_OPTIONS: (value) => {
    const g = right({ shellModifications: { shellRigidity: value as "rigid" } });
    expect(g.shell.rigidity).toBe(value);
    expect(g.shell.thicknessMm).toBeGreaterThanOrEqual(SHELL_FLOOR_MM);
  },
  SHELL_SHAPE_OPTIONS: (value) =>
    expect(right({ shellModifications: { shellShape: value as "standard" } }).shell.shape).toBe(value),
  LENGTH_OPTIONS: (value) => {
    const g = right({
      shellModifications: { shellLength: value as "met" },
      topCovers: { topCoverLength: value as "met" },
    });
    expect(g.shell.end.length).toBe(value);
    expect(g.topCover.end.length).toBe(value);
  },
  HEEL_SEAT_OPTIONS: (value) =>
    expect(right({ shellModifications: { heelSeat: value as 12 } }).heelSeat.depthMm).toBeCloseTo(
      ((value as number) / 32) * 25.4,
      6,
    ),
  ARCH_MODIFICATION_OPTIONS: (value) => {
    const arch = right({ shellModifications: { archModification: value as "none" } }).archModification;
    if (value === "none") expect(arch.applied).toBe(false);
    else expect(arch.applied && Math.sign(arch.heightMm)).toBe(value === "increase" ? 1 : -1);
  },
  MORTONS_EXTENSION_TYPE_OPTIONS: (value) => {
    const ext = right({ shellModifications: { mortonsExtension: { type: value as "none", side: "both" } } });
    expect(ext.mortonsExtension.applied).toBe(value !== "none");
  },
  REARFOOT_POST_KIND_OPTIONS: (value) => {
    const post = right({ postingOptions: { right: { rearfootPost: { kind: value as "none", degrees: 3 } } } });
    expect(post.rearfootPost.applied).toBe(value !== "none");
  },
  FOREFOOT_POST_KIND_OPTIONS: (value) => {
    const post = right({ postingOptions: { right: { forefootPost: { kind: value as "none", degrees: 3 } } } });
    expect(post.forefootPost.applied).toBe(value !== "none");
  },
  FOREFOOT_POST_TYPE_OPTIONS: (value) => {
    const post = right({
      postingOptions: { right: { forefootPost: { kind: "intrinsic", type: value as "varus", degrees: 2 } } },
    });
    expect(post.forefootPost.applied && post.forefootPost.type).toBe(value);
  },
  TOP_COVER_MATERIAL_OPTIONS: (value) => {
    const cover = right({ topCovers: { topCoverMaterial: value as "eva-black-35-1-8" } }).topCover;
    expect(cover.thicknessMm).toBeCloseTo(String(value).endsWith("1-16") ? 1.5875 : 3.175, 6);
  },
  NEUROMA_PAD_POSITIONS: (value) => {
    const pads = right({ accommodations: { neuromaPads: { right: [value as 1] } } }).pads;
    expect(pads).toEqual([expect.objectContaining({ kind: "neuroma-pad", position: value })]);
    expect(pads[0]?.zones).toEqual([`mh${value}`, `mh${(value as number) + 1}`]);
  },
  MET_HEAD_CUTOUT_POSITIONS: (value) => {
    const cuts = right({ accommodations: { metHeadCutouts: { right: [value as 1] } } }).cutouts;
    expect(cuts).toEqual([expect.objectContaining({ kind: "met-head", position: value, zones: [`mh${value}`] })]);
  },
  /** The diagnosis is the clinician's reason, not a shape: it changes no number. */
  DIAGNOSIS_OPTIONS: (value) => expect(geometry({ diagnosis: value as "Metatarsalgia" })).toEqual(geometry({})),
};

describe("rxGeometry: every prescription option maps", () => {
  const lists = Object.entries(rxTopic).filter(([name]) => /_(OPTIONS|POSITIONS)$/.test(name));

  it("has a probe for every option list of the prescription topic", () => {
    const missing = lists.map(([name]) => name).filter((name) => !(name in PROBES));
    expect(missing, "option lists without a mapping").toEqual([]);
  });

  for (const [name, list] of lists) {
    it(`maps every value of ${name}`, () => {
      const probe = PROBES[name];
      if (!probe) throw new Error(`${name} has no mapping`);
      for (const entry of list as readonly (string | number | { value: string | number })[]) {
        probe(typeof entry === "object" ? entry.value : entry);
      }
    });
  }

  it("maps every posting value of POSTING_RANGES to its own millimetres or degrees, 0 to not applied", () => {
    const { heelLiftMm, heelSkiveMm, postDegrees } = rxTopic.POSTING_RANGES;
    const values = (r: { min: number; max: number; step: number }) =>
      Array.from({ length: (r.max - r.min) / r.step + 1 }, (_, i) => r.min + i * r.step);
    for (const v of values(heelLiftMm)) {
      const lift = right({ postingOptions: { right: { heelLift: v } } }).heelLift;
      expect(lift).toEqual(v === 0 ? { applied: false } : { applied: true, heightMm: v });
    }
    for (const v of values(heelSkiveMm)) {
      const g = right({ postingOptions: { right: { medialHeelSkive: v, lateralHeelSkive: v } } });
      expect(g.medialHeelSkive).toEqual(v === 0 ? { applied: false } : { applied: true, depthMm: v });
      expect(g.lateralHeelSkive).toEqual(g.medialHeelSkive);
    }
    for (const v of values(postDegrees)) {
      const g = right({
        postingOptions: {
          right: { rearfootPost: { kind: "specify", degrees: v }, forefootPost: { kind: "extrinsic", degrees: v } },
        },
      });
      expect(g.rearfootPost.applied && g.rearfootPost.degrees).toBe(v === 0 ? false : v);
      expect(g.forefootPost.applied && g.forefootPost.degrees).toBe(v === 0 ? false : v);
    }
  });

  it("names where every field of the prescription's sections lands (a new field fails until it is mapped)", () => {
    const LANDS: Record<string, string[]> = {
      shellModifications: [
        ...["shellRigidity", "shellShape", "shellLength", "heelSeat", "archModification", "cutouts"],
        ...["mortonsExtension", "medialFlange", "lateralFlange", "navicularWell", "archReinforcement", "pattern"],
      ],
      posting: [
        ...["heelLift", "medialHeelSkive", "lateralHeelSkive", "rearfootPost", "forefootPost"],
        "rearfootPostUndercut",
      ],
      topCovers: [
        "topCoverMaterial",
        "topCoverLength",
        "bottomCover",
        "midLayerMaterial",
        "widenTopcover",
        "navicularWing",
      ],
      accommodations: [
        ...Object.keys(accSide),
        ...["neuromaPads", "metHeadCutouts", "balancePad", "dispersionPads", "specialRx", "extrinsicForefootPost"],
      ],
    };
    expect(Object.keys(ShellModifications.shape).sort()).toEqual([...(LANDS.shellModifications ?? [])].sort());
    expect(Object.keys(PostingSide.shape).sort()).toEqual([...(LANDS.posting ?? [])].sort());
    expect(Object.keys(TopCovers.shape).sort()).toEqual([...(LANDS.topCovers ?? [])].sort());
    expect(Object.keys(Accommodations.shape).sort()).toEqual([...(LANDS.accommodations ?? [])].sort());
  });
});

describe("rxGeometry: the numbers", () => {
  it("gives the heel seats in millimetres above the lowest heel point: 6.35, 9.525, 12.7, 15.875", () => {
    const depths = ([8, 12, 16, 20] as const).map((heelSeat) => right({ shellModifications: { heelSeat } }).heelSeat);
    expect(depths.map((d) => Math.round(d.depthMm * 1000) / 1000)).toEqual([6.35, 9.525, 12.7, 15.875]);
  });

  it("thickens the shell with rigidity and weight and never goes below the floor", () => {
    expect(shellThickness("semi", 150)).toEqual({ thicknessMm: 3, weightShareMm: 0, weightLbs: 150 });
    expect(shellThickness("rigid", 300).thicknessMm).toBe(5.5);
    expect(shellThickness("flexible", 40)).toEqual({ thicknessMm: 1.5, weightShareMm: -0.5, weightLbs: 40 });
    expect(shellThickness("semi", 0)).toEqual({ thicknessMm: 3, weightShareMm: 0, weightLbs: null });
    expect(shellThickness("semi", null).weightLbs).toBeNull();
    fc.assert(
      fc.property(fc.constantFrom("rigid", "semi", "flexible"), fc.double({ min: -10, max: 1000 }), (r, lbs) => {
        const { thicknessMm } = shellThickness(r as "semi", lbs);
        return thicknessMm >= SHELL_FLOOR_MM && thicknessMm <= 5.5;
      }),
    );
  });

  it("draws Lab Selects at 4 degrees, the standard undercut at 45, balance to rearfoot from the scan", () => {
    const g = right({
      postingOptions: {
        right: { rearfootPost: { kind: "lab-selects" }, forefootPost: { kind: "balance-to-rearfoot" } },
      },
    });
    expect(g.rearfootPost).toEqual({ applied: true, degrees: 4, labSelects: true, undercutDeg: 45 });
    expect(g.forefootPost).toEqual({
      applied: true,
      method: "intrinsic",
      type: "varus",
      degrees: null,
      balanceToRearfoot: true,
    });
  });

  it("cuts a full length to the shoe's inside length when the size is known (US men's 12: 11 2/3 in)", () => {
    const rx = Prescription.parse({ shellModifications: { shellLength: "full" } });
    const g = rxGeometry(rx, { weightLbs: 150, shoe: { right: { size: 12, unit: "US MEN'S" } } });
    expect(g.right.shell.end.maxLengthMm).toBeCloseTo((36 / 3) * 25.4, 1);
    expect(g.left.shell.end.maxLengthMm).toBeNull();
    expect(g.right.topCover.end).toEqual(g.right.shell.end);
  });

  it("keeps a foot's pads and cut-outs to that foot and ignores balance positions off the heads", () => {
    const g = geometry({
      accommodations: { balancePad: { left: [1, 9], right: [] }, dispersionPads: { left: [2], right: [] } },
    });
    expect(g.left.pads.map((p) => [p.kind, p.position, p.thicknessMm])).toEqual([
      ["balance-pad", 1, 3],
      ["dispersion-pad", 2, 1.5],
    ]);
    expect(g.right.pads).toEqual([]);
  });

  it("lists what it cannot draw: special Rx, an unknown mid layer, posts of 0 degrees", () => {
    const g = right({
      accommodations: { specialRx: ["deep heel cup please"] },
      topCovers: { midLayerMaterial: "cork" },
      postingOptions: { right: { rearfootPost: { kind: "specify", degrees: 0 } } },
    });
    expect(g.notDrawn).toEqual(['special Rx "deep heel cup please"', "rearfoot post of 0 degrees", 'mid layer "cork"']);
  });

  it("answers numbers the report's schema accepts, for any prescription the schema accepts", () => {
    const side = fc.constantFrom(...rxTopic.RX_SIDES);
    const arb = fc.record({
      shellModifications: fc.record({
        shellRigidity: fc.constantFrom(...rxTopic.SHELL_RIGIDITIES),
        heelSeat: fc.constantFrom(...rxTopic.HEEL_SEATS),
        medialFlange: side,
        navicularWell: side,
        cutouts: fc.record({ firstRay: side, heel: side }),
      }),
      postingOptions: fc.record({
        left: fc.record({
          medialHeelSkive: fc.constantFrom(0, 2, 4, 6, 8),
          rearfootPost: fc.record({
            kind: fc.constantFrom(...rxTopic.REARFOOT_POST_KINDS),
            degrees: fc.integer({ min: 0, max: 6 }),
          }),
        }),
      }),
      accommodations: fc.record({ heelSpurPad: side, neuromaPads: fc.record({ left: fc.subarray([1, 2, 3, 4]) }) }),
    });
    fc.assert(
      fc.property(arb, fc.option(fc.integer({ min: 0, max: 400 })), (input, lbs) => {
        const g = geometry(input as PrescriptionInput, lbs);
        RxGeometrySideSchema.parse(g.left);
        RxGeometrySideSchema.parse(g.right);
      }),
    );
  });
});
