// The design's warning codes and their words (issue 19). The spec has none: the texts are ours, written for a
// clinician (what was asked, why it does not hold, what to change), with the numbers that caused them.

export const DESIGN_WARNING_CODES = [
  "skive-deeper-than-heel-seat",
  "medial-and-lateral-skive",
  "post-without-scan",
  "modification-without-scan",
  "pad-over-cutout",
  "top-cover-shorter-than-shell",
  "lab-selects-rearfoot-post",
  "weight-unknown",
  "not-drawn",
  "shell-thinner-than-floor",
  "scan-not-measurable",
] as const;
export type DesignWarningCode = (typeof DESIGN_WARNING_CODES)[number];

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
  shellThinnerThanFloor: (side: "left" | "right", thinnestMm: number, floorMm: number) =>
    `The ${foot(side)}'s shell comes out ${mm(thinnestMm)} thin at its thinnest, under the ${mm(floorMm)} we ` +
    "trust to bear weight. Choose a more rigid shell or ask the lab to check it.",
  /** The design API's (issue 19 point 4): a foot whose scan the generator cannot build on; `reason` says why. */
  scanNotMeasurable: (side: "left" | "right", reason: string) =>
    `The ${foot(side)}'s insole cannot be made from its scan: ${reason}`,
  notDrawn: (side: "left" | "right", what: string[]) =>
    `Not drawn on the ${foot(side)}'s insole, for the lab to read: ${what.join("; ")}.`,
} as const;
