// The design's warning codes and their words (issue 19). The spec has none: the texts are ours, written for a
// clinician (what was asked, why it does not hold, what to change), with the numbers that caused them.
import type { LandmarkName } from "../scan";
import type { Cutout, Pad } from "./design-contracts";

/** The pads and cut-outs as a clinician names them. */
export const PAD_NAMES: Record<Pad["kind"], string> = {
  "heel-cushion": "heel cushion",
  "heel-spur-pad": "heel spur pad",
  "met-bar": "met bar",
  "dancers-pad": "dancer's pad",
  "met-pad": "met pad",
  "neuroma-pad": "neuroma pad",
  "mortons-extension-eva": "Morton's extension (EVA)",
  "balance-pad": "balance pad",
  "dispersion-pad": "dispersion pad",
  "forefoot-extension": "forefoot extension",
};
export const CUTOUT_NAMES: Record<Cutout["kind"], string> = {
  "first-ray": "1st ray cut-out",
  heel: "heel cut-out",
  "met-head": "met head cut-out",
};
/** The landmarks as a clinician names them (the landmark screen's words). */
export const LANDMARK_WORDS: Record<LandmarkName, string> = {
  heelCentre: "heel centre",
  heelBack: "back of the heel",
  heelSpur: "heel-spur point",
  footAxis: "foot axis",
  firstMetatarsalHead: "first metatarsal head",
  secondMetatarsalHead: "second metatarsal head",
  thirdMetatarsalHead: "third metatarsal head",
  fourthMetatarsalHead: "fourth metatarsal head",
  fifthMetatarsalHead: "fifth metatarsal head",
  fifthMetatarsalBase: "base of the fifth metatarsal",
  navicular: "navicular",
  archApex: "arch apex",
  sulcus: "sulcus (toe crease)",
  halluxTip: "tip of the big toe",
  fifthToeTip: "tip of the fifth toe",
  toeTip: "tip of the longest toe",
};

const mm = (value: number) => `${Math.round(value * 10) / 10} mm`;
const foot = (side: "left" | "right") => `${side} foot`;

export const DESIGN_WARNING_TEXTS = {
  skiveDeeperThanHeelSeat: (side: "left" | "right", which: string, skiveMm: number, seatMm: number, minMm: number) =>
    `The ${which} heel skive of ${mm(skiveMm)} on the ${foot(side)} leaves ${mm(seatMm - skiveMm)} of the ` +
    `${mm(seatMm)} heel seat above it; at least ${mm(minMm)} is needed. Choose a deeper heel seat or a smaller skive.`,
  medialAndLateralSkive: (side: "left" | "right", medialMm: number, lateralMm: number) =>
    `Both a medial (${mm(medialMm)}) and a lateral (${mm(lateralMm)}) heel skive are prescribed for the ` +
    `${foot(side)}: they tilt the heel cup opposite ways. Keep one.`,
  postWithoutScan: (side: "left" | "right", what: string[]) =>
    `The ${foot(side)} has no scan, so its ${what.join(", ")} cannot be made. Scan the foot or remove them.`,
  modificationWithoutScan: (side: "left" | "right", what: string[]) =>
    `The ${foot(side)} has no scan, so its ${what.join(", ")} cannot be made.`,
  padOverCutout: (side: "left" | "right", pad: string, cutout: string) =>
    `On the ${foot(side)}, the ${pad} lies over the ${cutout}: the pad would fill the relief. Move or remove one.`,
  topCoverShorterThanShell: (side: "left" | "right", cover: string, shell: string) =>
    `The top cover of the ${foot(side)} is ${cover} length but the shell is ${shell} length: the shell's end ` +
    "would be left bare under the foot.",
  labSelectsRearfootPost: (side: "left" | "right", degrees: number) =>
    `The rearfoot post of the ${foot(side)} is Lab Selects: the insole is drawn with ${degrees} degrees varus ` +
    "until the lab chooses.",
  weightUnknown: () => "The patient's weight is not recorded: the shell thickness is chosen from its rigidity alone.",
  landmarkMissing: (side: "left" | "right", part: string, landmarks: string[]) =>
    `The ${part} is not drawn on the ${foot(side)}'s insole: the scan has no ${landmarks.join(" or ")} ` +
    "landmark. Place it on the landmark screen.",
  partOffShell: (side: "left" | "right", part: string, percent: number) =>
    `The ${part} on the ${foot(side)} runs past the insole's edge (a narrow foot or a short shell): about ` +
    `${Math.round(percent)}% of it is left out. Check its size and place.`,
  partBeyondShell: (side: "left" | "right", part: string, percent: number) =>
    `About ${Math.round(percent)}% of the ${part} on the ${foot(side)} lies beyond the shell's end with nothing ` +
    "under it, and is left out. Choose a longer shell or add a forefoot extension.",
  cutoutAtEdge: (side: "left" | "right", cutout: string, rimMm: number) =>
    rimMm <= 0
      ? `The ${cutout} on the ${foot(side)} runs past the shell's edge: it leaves a notch, not a hole.`
      : `The ${cutout} on the ${foot(side)} leaves only ${mm(rimMm)} of shell beside it. Check its size and place.`,
  cutoutLoosePiece: (side: "left" | "right", cells: number) =>
    `The cut-outs on the ${foot(side)} cut off a piece of the shell (about ${cells} mm²), which is left out.`,
  modificationLimited: (side: "left" | "right", part: string, askedMm: number, madeMm: number) =>
    `The ${part} on the ${foot(side)} could be made only ${mm(madeMm)} of the ${mm(askedMm)} asked: ` +
    "the shell there is already at its thinnest or at the foot's edge.",
  nothingToExtend: (side: "left" | "right", part: string) =>
    `The ${part} on the ${foot(side)} is not drawn: the shell already runs as far as the top cover.`,
  partOutsideShell: (side: "left" | "right", part: string) =>
    `The ${part} on the ${foot(side)} lies outside the shell and is not drawn. Check its landmark.`,
  shellThinnerThanFloor: (side: "left" | "right", thinnestMm: number, floorMm: number) =>
    `The ${foot(side)}'s shell comes out ${mm(thinnestMm)} thin at its thinnest, under the ${mm(floorMm)} we ` +
    "trust to bear weight. Choose a more rigid shell or ask the lab to check it.",
  /** The design API's (issue 19 point 4): a foot whose scan the generator cannot build on; `reason` says why. */
  scanNotMeasurable: (side: "left" | "right", reason: string) =>
    `The ${foot(side)}'s insole cannot be made from its scan: ${reason}`,
  notDrawn: (side: "left" | "right", what: string[]) =>
    `Not drawn on the ${foot(side)}'s insole, for the lab to read: ${what.join("; ")}.`,
} as const;
