// The prescription turned into the insole generator's numbers, per foot (issue 19 point 3). Pure: no scan is
// read here; what depends on the foot (where the metatarsal heads are, how wide the heel is) the generator takes
// from the landmarks. Every option value maps (rx-geometry.test.ts walks them); N/A, the other foot's side and
// values we do not know map to "not applied".

import type { Prescription, RxSide } from "../prescription";
import type { FootSize } from "../shoe-size";
import type { Cutout, DesignSide, DesignZone, LengthEnd, Pad, RxGeometry, RxGeometrySide } from "./design-contracts";
import {
  ARCH_MODIFICATION_MM,
  ARCH_REINFORCEMENT_MM,
  BOTTOM_COVER_MM,
  FLANGE_HEIGHT_MM,
  HEEL_CUTOUT_DIAMETER_MM,
  heelSeatMm,
  inchesToMm,
  LAB_SELECTS_REARFOOT_DEGREES,
  LENGTH_ENDS,
  MET_HEAD_CUTOUT_DIAMETER_MM,
  MORTONS_EXTENSION_MM,
  NAVICULAR_WELL,
  NAVICULAR_WING_MM,
  PAD_THICKNESS_MM,
  REARFOOT_UNDERCUT_DEGREES,
  SHELL_BASE_MM,
  SHELL_FLOOR_MM,
  SHELL_WEIGHT,
  shoeLengthMm,
  TOP_COVER_WIDEN_MM,
} from "./rx-numbers";

export interface RxGeometryInput {
  /** The patient's weight in pounds; null or 0 when not recorded (the shell then takes no weight share). */
  weightLbs: number | null;
  /** Each foot's shoe size, when known: a full-length shell or cover is cut to the shoe's inside length. */
  shoe?: Partial<Record<DesignSide, FootSize>>;
}

const NOT_APPLIED = { applied: false } as const;
const round2 = (value: number) => Math.round(value * 100) / 100;
const onSide = (choice: RxSide, side: DesignSide) => choice === "both" || choice === side;
const when = <T extends object>(on: boolean, numbers: T) => (on ? { applied: true as const, ...numbers } : NOT_APPLIED);

/** Top cover thickness from the material's label: every material names 1/16" or 1/8". */
const COVER_THICKNESS_INCH = {
  "eva-black-35-1-16": 1 / 16,
  "eva-black-35-1-8": 1 / 8,
  "neolon-black-1-16": 1 / 16,
  "neolon-black-1-8": 1 / 8,
  "plastazote-black-1-8": 1 / 8,
  "poly-u-vinyl-1-16": 1 / 16,
  "poly-u-vinyl-1-8": 1 / 8,
} as const satisfies Record<Prescription["topCovers"]["topCoverMaterial"], number>;

/** The Neolon covers come "with Bottom Cover" (their label). */
const COVER_HAS_BOTTOM = (material: Prescription["topCovers"]["topCoverMaterial"]) => material.startsWith("neolon");

const MORTONS_ZONES = {
  flexible: ["mh1", "hallux"],
  "semi-rigid": ["mh1", "hallux"],
  reverse: ["mh2", "mh3", "mh4", "mh5", "lesser-toes"],
} as const satisfies Record<string, readonly DesignZone[]>;

const headZone = (position: number): DesignZone[] =>
  position >= 1 && position <= 5 ? [`mh${position}` as DesignZone] : [];

/** Shell thickness: rigidity's base plus the weight's share, never under the floor. */
export function shellThickness(
  rigidity: Prescription["shellModifications"]["shellRigidity"],
  weightLbs: number | null,
): { thicknessMm: number; weightShareMm: number; weightLbs: number | null } {
  const known = weightLbs !== null && Number.isFinite(weightLbs) && weightLbs > 0 ? weightLbs : null;
  const raw = known === null ? 0 : (known - SHELL_WEIGHT.referenceLbs) * SHELL_WEIGHT.mmPerLb;
  const weightShareMm = round2(Math.min(SHELL_WEIGHT.maxMm, Math.max(SHELL_WEIGHT.minMm, raw)));
  const thicknessMm = round2(Math.max(SHELL_FLOOR_MM, SHELL_BASE_MM[rigidity] + weightShareMm));
  return { thicknessMm, weightShareMm, weightLbs: known };
}

function lengthEnd(length: keyof typeof LENGTH_ENDS, shoe: FootSize | undefined): LengthEnd {
  const end = LENGTH_ENDS[length];
  const maxLengthMm = length === "full" && shoe && shoe.size > 0 ? round2(shoeLengthMm(shoe.size, shoe.unit)) : null;
  return { length, landmark: end.landmark, offsetMm: end.offsetMm, maxLengthMm };
}

function posting(rx: Prescription, side: DesignSide) {
  const post = rx.postingOptions[side];
  const rear = post.rearfootPost;
  const rearDegrees = rear.kind === "lab-selects" ? LAB_SELECTS_REARFOOT_DEGREES : rear.degrees;
  const undercut = post.rearfootPostUndercut === "standard" ? REARFOOT_UNDERCUT_DEGREES : null;
  const fore = post.forefootPost;
  const balance = fore.kind === "balance-to-rearfoot";
  const extrinsicAsked = onSide(rx.accommodations.extrinsicForefootPost, side);
  const method: "extrinsic" | "intrinsic" = fore.kind === "extrinsic" || extrinsicAsked ? "extrinsic" : "intrinsic";
  return {
    medialHeelSkive: when(post.medialHeelSkive > 0, { depthMm: post.medialHeelSkive }),
    lateralHeelSkive: when(post.lateralHeelSkive > 0, { depthMm: post.lateralHeelSkive }),
    heelLift: when(post.heelLift > 0, { heightMm: post.heelLift }),
    rearfootPost: when(rear.kind !== "none" && rearDegrees > 0, {
      degrees: rearDegrees,
      labSelects: rear.kind === "lab-selects",
      undercutDeg: undercut,
    }),
    forefootPost: when(fore.kind !== "none" && (balance || fore.degrees > 0), {
      method,
      type: fore.type,
      degrees: balance ? null : fore.degrees,
      balanceToRearfoot: balance,
    }),
  } as const;
}

function cutouts(rx: Prescription, side: DesignSide): Cutout[] {
  const shell = rx.shellModifications;
  const list: Cutout[] = [];
  if (onSide(shell.cutouts.firstRay, side)) {
    const angleDeg = shell.cutouts.firstRayAngle;
    list.push({ kind: "first-ray", position: 1, angleDeg, diameterMm: null, zones: ["mh1", "hallux"] });
  }
  if (onSide(shell.cutouts.heel, side)) {
    list.push({ kind: "heel", position: null, angleDeg: null, diameterMm: HEEL_CUTOUT_DIAMETER_MM, zones: ["heel"] });
  }
  for (const position of new Set(rx.accommodations.metHeadCutouts[side])) {
    const diameterMm = MET_HEAD_CUTOUT_DIAMETER_MM;
    list.push({ kind: "met-head", position, angleDeg: null, diameterMm, zones: headZone(position) });
  }
  return list;
}

/** A side-chosen pad with a fixed place (kind → its zones). */
const PLACED_PADS = {
  heelCushion: ["heel-cushion", ["heel"]],
  heelSpurPad: ["heel-spur-pad", ["heel"]],
  metBar: ["met-bar", ["met-shafts"]],
  dancersPad: ["dancers-pad", ["mh2", "mh3", "mh4", "mh5"]],
  metPads: ["met-pad", ["met-shafts"]],
  mortonsExtensionEva: ["mortons-extension-eva", ["mh1", "hallux"]],
  forefootExtension: ["forefoot-extension", []],
} as const satisfies Record<string, readonly [keyof typeof PAD_THICKNESS_MM, readonly DesignZone[]]>;

function pads(rx: Prescription, side: DesignSide): Pad[] {
  const acc = rx.accommodations;
  const list: Pad[] = [];
  for (const [field, [kind, zones]] of Object.entries(PLACED_PADS)) {
    if (!onSide(acc[field as keyof typeof PLACED_PADS], side)) continue;
    list.push({ kind, position: null, thicknessMm: PAD_THICKNESS_MM[kind], zones: [...zones] });
  }
  // A neuroma pad sits in the space after head n, against heads n and n + 1.
  for (const position of new Set(acc.neuromaPads[side])) {
    const zones = [...headZone(position), ...headZone(position + 1)];
    list.push({ kind: "neuroma-pad", position, thicknessMm: PAD_THICKNESS_MM["neuroma-pad"], zones });
  }
  const listed = [
    ["balance-pad", acc.balancePad],
    ["dispersion-pad", acc.dispersionPads],
  ] as const;
  for (const [kind, lists] of listed) {
    if (!(lists.thickness > 0)) continue;
    for (const position of new Set(lists[side])) {
      if (!Number.isInteger(position) || position < 1 || position > 5) continue;
      list.push({ kind, position, thicknessMm: lists.thickness, zones: headZone(position) });
    }
  }
  return list;
}

function topCover(rx: Prescription, shoe: FootSize | undefined): RxGeometrySide["topCover"] {
  const cover = rx.topCovers;
  const bottom = COVER_HAS_BOTTOM(cover.topCoverMaterial) || (cover.bottomCover !== "none" && cover.bottomCover !== "");
  return {
    material: cover.topCoverMaterial,
    thicknessMm: inchesToMm(COVER_THICKNESS_INCH[cover.topCoverMaterial]),
    end: lengthEnd(cover.topCoverLength, shoe),
    bottomCoverMm: bottom ? BOTTOM_COVER_MM : 0,
    widenMm: cover.widenTopcover ? TOP_COVER_WIDEN_MM : 0,
    navicularWingMm: cover.navicularWing ? NAVICULAR_WING_MM : 0,
  };
}

/** Entries no number stands for, and choices that draw nothing: the lab and the clinician read them. */
function notDrawn(rx: Prescription, side: DesignSide): string[] {
  const notes = rx.accommodations.specialRx.map((line) => `special Rx "${line}"`);
  const post = rx.postingOptions[side];
  if (post.rearfootPost.kind === "specify" && post.rearfootPost.degrees === 0) notes.push("rearfoot post of 0 degrees");
  const fore = post.forefootPost;
  if ((fore.kind === "extrinsic" || fore.kind === "intrinsic") && fore.degrees === 0) {
    notes.push("forefoot post of 0 degrees");
  }
  if (onSide(rx.accommodations.extrinsicForefootPost, side) && fore.kind === "none") {
    notes.push("extrinsic forefoot post without a forefoot post's kind and angle");
  }
  const mid = rx.topCovers.midLayerMaterial;
  if (mid !== "none" && mid !== "") notes.push(`mid layer "${mid}"`);
  const undercut = rx.postingOptions[side].rearfootPostUndercut;
  if (undercut !== "standard" && undercut !== "none" && undercut !== "")
    notes.push(`rearfoot post undercut "${undercut}"`);
  return notes;
}

function sideGeometry(rx: Prescription, side: DesignSide, input: RxGeometryInput): RxGeometrySide {
  const shell = rx.shellModifications;
  const shoe = input.shoe?.[side];
  const arch = shell.archModification;
  const mortons = shell.mortonsExtension;
  return {
    side,
    shell: {
      rigidity: shell.shellRigidity,
      shape: shell.shellShape,
      ...shellThickness(shell.shellRigidity, input.weightLbs),
      floorMm: SHELL_FLOOR_MM,
      end: lengthEnd(shell.shellLength, shoe),
    },
    heelSeat: { depthMm: heelSeatMm(shell.heelSeat), thirtySecondsInch: shell.heelSeat },
    archModification: when(arch !== "none", {
      heightMm: arch === "increase" ? ARCH_MODIFICATION_MM : -ARCH_MODIFICATION_MM,
    }),
    navicularWell: when(onSide(shell.navicularWell, side), { ...NAVICULAR_WELL }),
    archReinforcement: when(onSide(shell.archReinforcement, side), { extraThicknessMm: ARCH_REINFORCEMENT_MM }),
    medialFlange: when(onSide(shell.medialFlange, side), { heightMm: FLANGE_HEIGHT_MM.medial }),
    lateralFlange: when(onSide(shell.lateralFlange, side), { heightMm: FLANGE_HEIGHT_MM.lateral }),
    ...posting(rx, side),
    mortonsExtension:
      mortons.type === "none" || !onSide(mortons.side, side)
        ? NOT_APPLIED
        : {
            applied: true,
            kind: mortons.type,
            thicknessMm: MORTONS_EXTENSION_MM[mortons.type],
            zones: [...MORTONS_ZONES[mortons.type]],
          },
    cutouts: cutouts(rx, side),
    pads: pads(rx, side),
    topCover: topCover(rx, shoe),
    plantarPattern: shell.pattern,
    notDrawn: notDrawn(rx, side),
  };
}

/** Both feet's numbers; the generator draws the feet that have scans (designWarnings says what a missing one loses). */
export function rxGeometry(rx: Prescription, input: RxGeometryInput): RxGeometry {
  return { left: sideGeometry(rx, "left", input), right: sideGeometry(rx, "right", input) };
}
