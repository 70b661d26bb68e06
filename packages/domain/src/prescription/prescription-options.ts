// Option lists of the prescription sections (spec 001 §3 "Prescription object"): stored values as const arrays
// for the schema, and their labels for the screens and the PDF.

export type OptionList<V extends string | number> = readonly { value: V; label: string }[];

function options<V extends string | number>(values: readonly V[], labels: Record<V, string>): OptionList<V> {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Side choices: N/A, L, R, B/L. "none" is what a side is reset to where no scan exists. */
export const RX_SIDES = ["none", "left", "right", "both"] as const;
export type RxSide = (typeof RX_SIDES)[number];
export const RX_SIDE_OPTIONS = options(RX_SIDES, { none: "N/A", left: "L", right: "R", both: "B/L" });

export const SHELL_RIGIDITIES = ["rigid", "semi", "flexible"] as const;
export const SHELL_RIGIDITY_OPTIONS = options(SHELL_RIGIDITIES, {
  rigid: "Rigid",
  semi: "Semi-Rigid",
  flexible: "Flexible",
});

export const SHELL_SHAPES = ["standard", "hourglass", "medial-deformity", "lateral-deformity"] as const;
export const SHELL_SHAPE_OPTIONS = options(SHELL_SHAPES, {
  standard: "Standard",
  hourglass: "Hourglass",
  "medial-deformity": "Medial Deformity",
  "lateral-deformity": "Lateral Deformity",
});

/** Shell and top cover lengths. */
export const LENGTHS = ["met", "sulcus", "full"] as const;
export const LENGTH_OPTIONS = options(LENGTHS, { met: "Met", sulcus: "Sulcus", full: "Full" });

/**
 * Heel seat depths. The spec's two sources disagree (option "Std 3/8"" is the default; the template stores 12);
 * both hold if the stored number is the depth in 32nds of an inch: 3/8" = 12/32". The other options follow the
 * same unit: 1/4" = 8, 1/2" = 16, 5/8" = 20.
 */
export const HEEL_SEATS = [8, 12, 16, 20] as const;
export type HeelSeat = (typeof HEEL_SEATS)[number];
export const DEFAULT_HEEL_SEAT: HeelSeat = 12;
export const HEEL_SEAT_OPTIONS: OptionList<HeelSeat> = [
  { value: 8, label: 'Dress 1/4"' },
  { value: 12, label: 'Std 3/8"' },
  { value: 16, label: 'Sport 1/2"' },
  { value: 20, label: 'Deep 5/8"' },
];

export const ARCH_MODIFICATIONS = ["none", "increase", "decrease"] as const;
export const ARCH_MODIFICATION_OPTIONS = options(ARCH_MODIFICATIONS, {
  none: "N/A",
  increase: 'Increase 1/8"',
  decrease: 'Decrease 1/8"',
});

/**
 * Morton's extension kinds. The spec lists flexible, semi-rigid and reverse Morton's extensions each with a side,
 * and also says "when the Morton's extension type is none, its side is none": one extension per prescription,
 * a type plus a side.
 */
export const MORTONS_EXTENSION_TYPES = ["none", "flexible", "semi-rigid", "reverse"] as const;
export const MORTONS_EXTENSION_TYPE_OPTIONS = options(MORTONS_EXTENSION_TYPES, {
  none: "N/A",
  flexible: "Flexible Morton's extension",
  "semi-rigid": "Semi-rigid Morton's extension",
  reverse: "Reverse Morton's extension",
});

/** Posting ranges (spec 001 §5). */
export const POSTING_RANGES = {
  heelLiftMm: { min: 0, max: 8, step: 1 },
  heelSkiveMm: { min: 0, max: 8, step: 2 },
  /** The spec gives no step for post angles; we take whole degrees. */
  postDegrees: { min: 0, max: 6, step: 1 },
} as const;

export const REARFOOT_POST_KINDS = ["none", "lab-selects", "specify"] as const;
export const REARFOOT_POST_KIND_OPTIONS = options(REARFOOT_POST_KINDS, {
  none: "N/A",
  "lab-selects": "Lab Selects",
  specify: "Specify Values",
});

export const FOREFOOT_POST_KINDS = ["none", "balance-to-rearfoot", "extrinsic", "intrinsic"] as const;
export const FOREFOOT_POST_KIND_OPTIONS = options(FOREFOOT_POST_KINDS, {
  none: "N/A",
  "balance-to-rearfoot": "Balance to rearfoot",
  extrinsic: "Extrinsic",
  intrinsic: "Intrinsic Specify Values",
});
export const FOREFOOT_POST_TYPES = ["varus", "valgus"] as const;
export const FOREFOOT_POST_TYPE_OPTIONS = options(FOREFOOT_POST_TYPES, { varus: "Varus", valgus: "Valgus" });

/** Top cover materials; the spec's "1/16" or 1/8"" entries are one option per thickness. */
export const TOP_COVER_MATERIALS = [
  "eva-black-35-1-16",
  "eva-black-35-1-8",
  "neolon-black-1-16",
  "neolon-black-1-8",
  "plastazote-black-1-8",
  "poly-u-vinyl-1-16",
  "poly-u-vinyl-1-8",
] as const;
export const TOP_COVER_MATERIAL_OPTIONS = options(TOP_COVER_MATERIALS, {
  "eva-black-35-1-16": 'EVA Black 35 Durometer 1/16"',
  "eva-black-35-1-8": 'EVA Black 35 Durometer 1/8"',
  "neolon-black-1-16": 'Neolon Black 1/16" with Bottom Cover',
  "neolon-black-1-8": 'Neolon Black 1/8" with Bottom Cover',
  "plastazote-black-1-8": 'Plastazote Black 1/8"',
  "poly-u-vinyl-1-16": 'Poly-U with black vinyl 1/16"',
  "poly-u-vinyl-1-8": 'Poly-U with black vinyl 1/8"',
});
/** The spec mentions a "default top cover material" without naming it; ours is the first of the list. */
export const DEFAULT_TOP_COVER_MATERIAL = TOP_COVER_MATERIALS[0];

/** Neuroma pad positions 1-4 and met head cut-out positions 1-5, chosen per foot. */
export const NEUROMA_PAD_POSITIONS = [1, 2, 3, 4] as const;
export const MET_HEAD_CUTOUT_POSITIONS = [1, 2, 3, 4, 5] as const;

/** Diagnosis choices; "Please select" is the empty choice. */
export const DIAGNOSIS_OPTIONS = [
  "Please select",
  "Post-Tib Tendonitis",
  "Metatarsalgia",
  "Plantar Fasciitis",
] as const;

/** Prescription categories, the jump buttons of the Prescription screen. */
export const PRESCRIPTION_CATEGORIES = ["Shell", "Posting", "Coverings", "Accommodations"] as const;
