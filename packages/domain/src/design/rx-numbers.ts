// The numbers the prescription options stand for. Each constant's source is in docs/insole-rx-mapping.md: the
// spec's own option labels (inches, converted exactly), a named convention, or "our assumption" with its reason.
// Change a number here and in that table together.

/** The inch is exactly 25.4 mm (international yard and pound, 1959). */
export const MM_PER_INCH = 25.4;
export const inchesToMm = (inches: number): number => inches * MM_PER_INCH;

/** Heel seat depth: the stored value is 32nds of an inch (8, 12, 16, 20 = 1/4", 3/8", 1/2", 5/8"). */
export const heelSeatMm = (thirtySeconds: number): number => inchesToMm(thirtySeconds / 32);

/** The shallowest heel cup the form offers (Dress 1/4"): the least cup wall a skive may leave (assumption). */
export const MIN_CUP_ABOVE_SKIVE_MM = heelSeatMm(8);

/** Shell thickness by rigidity before the weight's share (assumption: the design brief's 4 / 3 / 2 mm). */
export const SHELL_BASE_MM = { rigid: 4, semi: 3, flexible: 2 } as const;
/** Weight's share: 0.01 mm per pound away from 150 lbs, kept within -0.5..+1.5 mm (assumption). */
export const SHELL_WEIGHT = { referenceLbs: 150, mmPerLb: 0.01, minMm: -0.5, maxMm: 1.5 } as const;
/** No shell is thinner than this anywhere, whatever the rigidity and weight (assumption). */
export const SHELL_FLOOR_MM = 1.5;

/** Arch modification: the option's own 1/8", up or down at the arch apex. */
export const ARCH_MODIFICATION_MM = inchesToMm(1 / 8);
/** Navicular well under the navicular landmark (assumption). */
export const NAVICULAR_WELL = { depthMm: 3, diameterMm: 25 } as const;
/** Arch reinforcement: extra shell under the arch, from the navicular to the base of the fifth (assumption). */
export const ARCH_REINFORCEMENT_MM = 1;
/** Flange heights above the lowest heel point, along the midfoot (assumption). */
export const FLANGE_HEIGHT_MM = { medial: inchesToMm(3 / 4), lateral: inchesToMm(5 / 8) } as const;

/** "Lab Selects" rearfoot post: the angle we draw until the lab says otherwise (assumption). */
export const LAB_SELECTS_REARFOOT_DEGREES = 4;
/** The rearfoot post's standard undercut: the anterior face bevelled at this angle from the ground (assumption). */
export const REARFOOT_UNDERCUT_DEGREES = 45;

/** Shell and top cover ends relative to their landmark, + toward the toes (assumption, see the doc). */
export const LENGTH_ENDS = {
  met: { landmark: "metatarsal-heads", offsetMm: -5 },
  sulcus: { landmark: "sulcus", offsetMm: 0 },
  full: { landmark: "toe-tips", offsetMm: 10 },
} as const;

/** Cut-out sizes (assumption). */
export const HEEL_CUTOUT_DIAMETER_MM = 25;
export const MET_HEAD_CUTOUT_DIAMETER_MM = 20;

/** Pad thicknesses (mm): met pads from the option's 1/8"; the rest our assumption unless the doc says. */
export const PAD_THICKNESS_MM = {
  "heel-cushion": inchesToMm(1 / 8),
  "heel-spur-pad": inchesToMm(1 / 8),
  "met-bar": inchesToMm(1 / 8),
  "dancers-pad": inchesToMm(1 / 8),
  "met-pad": inchesToMm(1 / 8),
  "neuroma-pad": inchesToMm(1 / 8),
  "mortons-extension-eva": inchesToMm(1 / 8),
  "forefoot-extension": inchesToMm(1 / 16),
} as const;

/** The shell's Morton's extensions: flexible thin, semi-rigid and reverse at 1/8" (assumption). */
export const MORTONS_EXTENSION_MM = {
  flexible: inchesToMm(1 / 16),
  "semi-rigid": inchesToMm(1 / 8),
  reverse: inchesToMm(1 / 8),
};

/** Top cover: its thickness is its label's; a bottom cover 1/32" (assumption); a widened cover 3 mm a side. */
export const BOTTOM_COVER_MM = inchesToMm(1 / 32);
export const TOP_COVER_WIDEN_MM = 3;
export const NAVICULAR_WING_MM = 10;

/**
 * A shoe's inside length from its US size, on the barleycorn (1/3 inch per size) scales: men's last length
 * (size + 24) / 3 inches, women's (size + 22.5) / 3, youth on the children's scale (size + 11.67) / 3. The 1/3"
 * step is the US convention; the zero points are our assumption (the doc says why). Caps a full-length insole.
 */
export const SHOE_LAST_ZERO = { "US MEN'S": 24, "US WOMEN'S": 22.5, "US YOUTH'S": 11.67 } as const;
export const shoeLengthMm = (size: number, unit: keyof typeof SHOE_LAST_ZERO): number =>
  inchesToMm((size + SHOE_LAST_ZERO[unit]) / 3);
