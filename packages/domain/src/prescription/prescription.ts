// The prescription object (prescriptionObj) and its default template (spec 001 §3). Known fields are typed and
// range-checked; unknown extra keys pass through, because the spec lists some fields only vaguely and saved
// prescriptions must read back whole. Missing fields take the template's defaults, so Prescription.parse({})
// is the default template.
import { z } from "zod";
import { DEFAULTS, INPUT_LIMITS, SHOE_WIDTHS } from "../common";
import { SCAN_MODE_VALUES } from "../scan";
import { ORTHOTIC_STYLE_KEYS } from "./styles";

/** A short text of the prescription (a choice's key, the style title, a line of special Rx): bounded (issue 17). */
const ShortText = z.string().max(INPUT_LIMITS.shortTextMaxLength);

import {
  ARCH_MODIFICATIONS,
  DEFAULT_HEEL_SEAT,
  DEFAULT_TOP_COVER_MATERIAL,
  DIAGNOSIS_OPTIONS,
  FOREFOOT_POST_KINDS,
  FOREFOOT_POST_TYPES,
  HEEL_SEATS,
  LENGTHS,
  MET_HEAD_CUTOUT_POSITIONS,
  MORTONS_EXTENSION_TYPES,
  NEUROMA_PAD_POSITIONS,
  POSTING_RANGES,
  REARFOOT_POST_KINDS,
  RX_SIDES,
  SHELL_RIGIDITIES,
  SHELL_SHAPES,
  TOP_COVER_MATERIALS,
} from "./prescription-options";

const side = () => z.enum(RX_SIDES).default("none");
const range = (r: { min: number; max: number; step: number }) =>
  z.number().min(r.min).max(r.max).multipleOf(r.step).default(r.min);
/** Per-foot position lists (pads, cut-outs), empty by default. */
const perFoot = <T extends z.ZodType>(item: T) =>
  z.looseObject({ left: z.array(item).default(() => []), right: z.array(item).default(() => []) });
const leftRight = <T extends z.ZodType>(value: T) => z.object({ left: value, right: value });

export const ShellModifications = z.looseObject({
  shellRigidity: z.enum(SHELL_RIGIDITIES).default("semi"),
  shellShape: z.enum(SHELL_SHAPES).default("standard"),
  shellLength: z.enum(LENGTHS).default("met"),
  /** Depth in 32nds of an inch; 12 is Std 3/8". */
  heelSeat: z.literal(HEEL_SEATS).default(DEFAULT_HEEL_SEAT),
  archModification: z.enum(ARCH_MODIFICATIONS).default("none"),
  /** The 1st ray and heel cut-outs; the 45 deg first ray angle is the template's (placement ours). */
  cutouts: z
    .looseObject({ firstRay: side(), firstRayAngle: z.number().min(0).max(90).default(45), heel: side() })
    .prefault({}),
  mortonsExtension: z.looseObject({ type: z.enum(MORTONS_EXTENSION_TYPES).default("none"), side: side() }).prefault({}),
  medialFlange: side(),
  lateralFlange: side(),
  navicularWell: side(),
  archReinforcement: side(),
  /** The template's "hollow pattern" (placement ours): the shell's plantar pattern. */
  pattern: ShortText.default("hollow"),
});
export type ShellModifications = z.infer<typeof ShellModifications>;

export const PostingSide = z.looseObject({
  heelLift: range(POSTING_RANGES.heelLiftMm),
  medialHeelSkive: range(POSTING_RANGES.heelSkiveMm),
  lateralHeelSkive: range(POSTING_RANGES.heelSkiveMm),
  /** Varus rearfoot post; degrees apply when kind is "specify". */
  rearfootPost: z
    .looseObject({ kind: z.enum(REARFOOT_POST_KINDS).default("none"), degrees: range(POSTING_RANGES.postDegrees) })
    .prefault({}),
  forefootPost: z
    .looseObject({
      kind: z.enum(FOREFOOT_POST_KINDS).default("none"),
      type: z.enum(FOREFOOT_POST_TYPES).default("varus"),
      degrees: range(POSTING_RANGES.postDegrees),
    })
    .prefault({}),
  rearfootPostUndercut: ShortText.default("standard"),
});
export type PostingSide = z.infer<typeof PostingSide>;

export const PostingOptions = z.looseObject({ left: PostingSide.prefault({}), right: PostingSide.prefault({}) });
export type PostingOptions = z.infer<typeof PostingOptions>;

export const TopCovers = z.looseObject({
  topCoverMaterial: z.enum(TOP_COVER_MATERIALS).default(DEFAULT_TOP_COVER_MATERIAL),
  topCoverLength: z.enum(LENGTHS).default("full"),
  bottomCover: ShortText.default("none"),
  midLayerMaterial: ShortText.default("none"),
  widenTopcover: z.boolean().default(false),
  navicularWing: z.boolean().default(false),
});
export type TopCovers = z.infer<typeof TopCovers>;

export const Accommodations = z.looseObject({
  heelCushion: side(),
  mortonsExtensionEva: side(),
  heelSpurPad: side(),
  metBar: side(),
  dancersPad: side(),
  /** Met pads 1/8". */
  metPads: side(),
  neuromaPads: perFoot(z.literal(NEUROMA_PAD_POSITIONS)).prefault({}),
  metHeadCutouts: perFoot(z.literal(MET_HEAD_CUTOUT_POSITIONS)).prefault({}),
  /** Balance pad positions per foot; the template's 3 mm pad value is its thickness (placement ours). */
  balancePad: perFoot(z.number())
    .extend({ thickness: z.number().min(0).default(3) })
    .prefault({}),
  /** Dispersion pad positions per foot; the template's 1.5 mm pad value is their thickness (placement ours). */
  dispersionPads: perFoot(z.number())
    .extend({ thickness: z.number().min(0).default(1.5) })
    .prefault({}),
  specialRx: z
    .array(ShortText)
    .max(50)
    .default(() => []),
  forefootExtension: side(),
  extrinsicForefootPost: side(),
});
export type Accommodations = z.infer<typeof Accommodations>;

export const UiContextData = z.looseObject({
  zebraID: ShortText.default(""),
  expertReview: z.boolean().default(false),
  orthoticStyle: z.enum(ORTHOTIC_STYLE_KEYS).default("standard"),
  orthoticStyleTitle: ShortText.optional(),
  /** "both" is the template's pair; the pack labels are accepted too (see prescription/pack normalisePack). */
  pack: z.enum(["both", "Pair", "Left Only", "Right Only"]).default("both"),
  quantity: z.number().int().min(1).default(DEFAULTS.quantity),
  scanMode: z.enum(SCAN_MODE_VALUES).default("weighted"),
  shoeSize: leftRight(z.number().positive()).default(() => ({
    left: DEFAULTS.templateShoeSize,
    right: DEFAULTS.templateShoeSize,
  })),
  shoeStandard: leftRight(ShortText).default(() => ({ left: "uk-mens", right: "uk-mens" })),
  shoeWidth: leftRight(z.enum(SHOE_WIDTHS)).default(() => ({ left: "standard" as const, right: "standard" as const })),
  weight: z
    .object({ unit: z.enum(["lbs", "kg"]), value: z.number().min(0) })
    .default(() => ({ unit: "lbs" as const, value: DEFAULTS.templateWeightLbs })),
});
export type UiContextData = z.infer<typeof UiContextData>;

export const Prescription = z.looseObject({
  shellModifications: ShellModifications.prefault({}),
  postingOptions: PostingOptions.prefault({}),
  topCovers: TopCovers.prefault({}),
  accommodations: Accommodations.prefault({}),
  uiContextData: UiContextData.prefault({}),
  diagnosis: z.enum(DIAGNOSIS_OPTIONS).optional(),
});
export type Prescription = z.infer<typeof Prescription>;
export type PrescriptionInput = z.input<typeof Prescription>;

const defaultPostingSide = (): PostingSide => ({
  heelLift: 0,
  medialHeelSkive: 0,
  lateralHeelSkive: 0,
  rearfootPost: { kind: "none", degrees: 0 },
  forefootPost: { kind: "none", type: "varus", degrees: 0 },
  rearfootPostUndercut: "standard",
});

/** The default prescription template of spec 001 §3, as a fresh object each call. */
export function defaultPrescription(): Prescription {
  return {
    shellModifications: {
      shellRigidity: "semi",
      shellShape: "standard",
      shellLength: "met",
      heelSeat: 12,
      archModification: "none",
      cutouts: { firstRay: "none", firstRayAngle: 45, heel: "none" },
      mortonsExtension: { type: "none", side: "none" },
      medialFlange: "none",
      lateralFlange: "none",
      navicularWell: "none",
      archReinforcement: "none",
      pattern: "hollow",
    },
    postingOptions: { left: defaultPostingSide(), right: defaultPostingSide() },
    topCovers: {
      topCoverMaterial: DEFAULT_TOP_COVER_MATERIAL,
      topCoverLength: "full",
      bottomCover: "none",
      midLayerMaterial: "none",
      widenTopcover: false,
      navicularWing: false,
    },
    accommodations: {
      heelCushion: "none",
      mortonsExtensionEva: "none",
      heelSpurPad: "none",
      metBar: "none",
      dancersPad: "none",
      metPads: "none",
      neuromaPads: { left: [], right: [] },
      metHeadCutouts: { left: [], right: [] },
      balancePad: { left: [], right: [], thickness: 3 },
      dispersionPads: { left: [], right: [], thickness: 1.5 },
      specialRx: [],
      forefootExtension: "none",
      extrinsicForefootPost: "none",
    },
    uiContextData: {
      zebraID: "",
      expertReview: false,
      orthoticStyle: "standard",
      pack: "both",
      quantity: 1,
      scanMode: "weighted",
      shoeSize: { left: 12, right: 12 },
      shoeStandard: { left: "uk-mens", right: "uk-mens" },
      shoeWidth: { left: "standard", right: "standard" },
      weight: { unit: "lbs", value: 132 },
    },
  };
}
