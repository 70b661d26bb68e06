// The design API's wire (issue 19): which insole, in which file format, and the report of what the generator
// used and measured. The numbers of one foot (RxGeometrySide) are what rx-geometry.ts computes from the
// prescription and what the report sends back, so the generator, the server and the screens read one shape.
import { z } from "zod";
import { FOREFOOT_POST_TYPES, LENGTHS, SHELL_RIGIDITIES, SHELL_SHAPES, TOP_COVER_MATERIALS } from "../prescription";
import { FOOT_SIDES } from "../shoe-size";

/** The foot an insole is for: shoe-size's FOOT_SIDES, the one list of feet. */
export const DesignSide = z.enum(FOOT_SIDES);
export type DesignSide = z.infer<typeof DesignSide>;

/** 3MF (shell and top cover as two objects, with the print orientation) or binary STL (one solid). */
export const DesignFormat = z.enum(["3mf", "stl"]);
export type DesignFormat = z.infer<typeof DesignFormat>;

/** `GET /api/v1/design/{sessionID}/insole?side&format`. */
export const DesignInsoleQuery = z.object({ side: DesignSide, format: DesignFormat });
export type DesignInsoleQuery = z.infer<typeof DesignInsoleQuery>;
export const DesignSessionParams = z.object({ sessionID: z.string().min(1).max(100) });

const mm = z.number().finite();
const NotApplied = z.object({ applied: z.literal(false) });
/** An option that is drawn with its numbers, or `{ applied: false }` (N/A, the other foot, an unknown value). */
const applied = <S extends z.ZodRawShape>(shape: S) =>
  z.union([NotApplied, z.object({ applied: z.literal(true), ...shape })]);

/** Where a shell or cover ends: a landmark of the scan and a distance from it along the foot axis (+ distal). */
export const LengthEnd = z.object({
  length: z.enum(LENGTHS),
  landmark: z.enum(["metatarsal-heads", "sulcus", "toe-tips"]),
  offsetMm: mm,
  /** The inside length of the patient's shoe, when the size is known: a full-length part is cut to it. */
  maxLengthMm: mm.positive().nullable(),
});
export type LengthEnd = z.infer<typeof LengthEnd>;

/** Plantar zones a pad lies on or a cut-out removes: mh1..mh5 are the metatarsal heads. */
export const DESIGN_ZONES = ["heel", "met-shafts", "mh1", "mh2", "mh3", "mh4", "mh5", "hallux", "lesser-toes"] as const;
export const DesignZone = z.enum(DESIGN_ZONES);
export type DesignZone = z.infer<typeof DesignZone>;

export const PAD_KINDS = [
  "heel-cushion",
  "heel-spur-pad",
  "met-bar",
  "dancers-pad",
  "met-pad",
  "neuroma-pad",
  "mortons-extension-eva",
  "balance-pad",
  "dispersion-pad",
  "forefoot-extension",
] as const;
export const PadKind = z.enum(PAD_KINDS);
/** One pad on the top of the shell; `position` is the metatarsal head (1-5) or the space after it (neuroma 1-4). */
export const Pad = z.object({
  kind: PadKind,
  position: z.number().int().min(1).max(5).nullable(),
  thicknessMm: mm.positive(),
  zones: z.array(DesignZone),
});
export type Pad = z.infer<typeof Pad>;

export const CUTOUT_KINDS = ["first-ray", "heel", "met-head"] as const;
export const Cutout = z.object({
  kind: z.enum(CUTOUT_KINDS),
  position: z.number().int().min(1).max(5).nullable(),
  /** First ray: the cut line's angle to the foot axis; other cut-outs: null. */
  angleDeg: z.number().nullable(),
  /** Heel and met head cut-outs: their diameter; first ray: null (it runs to the shell's edge). */
  diameterMm: mm.positive().nullable(),
  zones: z.array(DesignZone),
});
export type Cutout = z.infer<typeof Cutout>;

/** The numbers of one foot's insole, in millimetres and degrees (docs/insole-rx-mapping.md gives each source). */
export const RxGeometrySide = z.object({
  side: DesignSide,
  shell: z.object({
    rigidity: z.enum(SHELL_RIGIDITIES),
    shape: z.enum(SHELL_SHAPES),
    /** Rigidity's thickness plus the weight's share, never below floorMm. */
    thicknessMm: mm.positive(),
    floorMm: mm.positive(),
    weightShareMm: mm,
    /** The weight the share was taken from; null when not recorded. */
    weightLbs: z.number().positive().nullable(),
    end: LengthEnd,
  }),
  /** Depth of the heel cup above the lowest heel point; `thirtySecondsInch` as the prescription stores it. */
  heelSeat: z.object({ depthMm: mm.positive(), thirtySecondsInch: z.number() }),
  /** + raises, - lowers the arch at its apex. */
  archModification: applied({ heightMm: mm }),
  navicularWell: applied({ depthMm: mm.positive(), diameterMm: mm.positive() }),
  archReinforcement: applied({ extraThicknessMm: mm.positive() }),
  medialFlange: applied({ heightMm: mm.positive() }),
  lateralFlange: applied({ heightMm: mm.positive() }),
  medialHeelSkive: applied({ depthMm: mm.positive() }),
  lateralHeelSkive: applied({ depthMm: mm.positive() }),
  heelLift: applied({ heightMm: mm.positive() }),
  /** Varus rearfoot post, extrinsic: a wedge to the ground across the heel's full width. */
  rearfootPost: applied({
    degrees: z.number().min(0).max(90),
    labSelects: z.boolean(),
    undercutDeg: z.number().nullable(),
  }),
  /**
   * Forefoot post. Intrinsic: the forefoot rotated about the foot axis; extrinsic: a wedge under the forefoot
   * edge. `degrees` null with balanceToRearfoot: the angle is the scan's forefoot-to-rearfoot angle.
   */
  forefootPost: applied({
    method: z.enum(["intrinsic", "extrinsic"]),
    type: z.enum(FOREFOOT_POST_TYPES),
    degrees: z.number().min(0).max(90).nullable(),
    balanceToRearfoot: z.boolean(),
  }),
  mortonsExtension: applied({
    kind: z.enum(["flexible", "semi-rigid", "reverse"]),
    thicknessMm: mm.positive(),
    zones: z.array(DesignZone),
  }),
  cutouts: z.array(Cutout),
  pads: z.array(Pad),
  topCover: z.object({
    material: z.enum(TOP_COVER_MATERIALS),
    thicknessMm: mm.positive(),
    end: LengthEnd,
    bottomCoverMm: mm.min(0),
    widenMm: mm.min(0),
    navicularWingMm: mm.min(0),
  }),
  /** The shell's plantar pattern, drawn on export. */
  plantarPattern: z.string(),
  /** Prescription entries the generator cannot draw (special Rx lines, an unknown material): the lab reads them. */
  notDrawn: z.array(z.string()),
});
export type RxGeometrySide = z.infer<typeof RxGeometrySide>;
export type RxGeometry = Record<DesignSide, RxGeometrySide>;

/** Each warning's kind; its words are in design-warning-texts.ts. */
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
  // What only the foot shows, found while the generator draws (packages/geometry/src/insole/modifications).
  "landmark-missing",
  "part-off-shell",
  "cutout-at-edge",
  "modification-limited",
  "shell-thinner-than-floor",
  "scan-not-measurable",
] as const;
export type DesignWarningCode = (typeof DESIGN_WARNING_CODES)[number];
export const DesignWarningCode = z.enum(DESIGN_WARNING_CODES);
export const DesignWarning = z.object({
  code: DesignWarningCode,
  side: DesignSide.nullable(),
  /** Words a clinician reads, with the numbers that caused it. */
  message: z.string(),
});
export type DesignWarning = z.infer<typeof DesignWarning>;

/** What the generator measured on the finished mesh, to compare with what the prescription asked. */
export const DesignChecks = z.object({
  closed: z.boolean(),
  components: z.number().int().min(0),
  minThicknessMm: mm,
  heelCupDepthMm: mm,
  rearfootPostDeg: z.number(),
  forefootPostDeg: z.number(),
  lengthMm: mm,
});
export type DesignChecks = z.infer<typeof DesignChecks>;

export const DesignSideReport = z.object({
  side: DesignSide,
  numbers: RxGeometrySide,
  checks: DesignChecks,
  warnings: z.array(DesignWarning),
  timeMs: z.number().min(0),
});
export type DesignSideReport = z.infer<typeof DesignSideReport>;

/** `GET /api/v1/design/{sessionID}/report`: one entry per foot with a scan; warnings of no one foot beside. */
export const DesignReport = z.object({
  sessionID: z.string(),
  sides: z.array(DesignSideReport),
  warnings: z.array(DesignWarning),
  timeMs: z.number().min(0),
});
export type DesignReport = z.infer<typeof DesignReport>;
