// How a prescription reads, grouped as the Prescription screen groups it (spec 001 §3; categories Shell, Posting,
// Coverings, Accommodations): one place for the labels and the wording, used by Order Review, the lab's order view
// and the prescription PDF, so the three never disagree about what was prescribed.
import type { Accommodations, PostingSide, Prescription } from "./prescription";
import {
  ARCH_MODIFICATION_OPTIONS,
  DIAGNOSIS_OPTIONS,
  FOREFOOT_POST_KIND_OPTIONS,
  FOREFOOT_POST_TYPE_OPTIONS,
  HEEL_SEAT_OPTIONS,
  LENGTH_OPTIONS,
  MORTONS_EXTENSION_TYPE_OPTIONS,
  type OptionList,
  type PRESCRIPTION_CATEGORIES,
  REARFOOT_POST_KIND_OPTIONS,
  RX_SIDE_OPTIONS,
  type RxSide,
  SHELL_RIGIDITY_OPTIONS,
  SHELL_SHAPE_OPTIONS,
  TOP_COVER_MATERIAL_OPTIONS,
} from "./prescription-options";

export type PrescriptionCategory = (typeof PRESCRIPTION_CATEGORIES)[number];

/** A row of the summary: one value, or a value per foot (posting, pad positions). */
export type RxRow =
  | { kind: "single"; label: string; value: string }
  | { kind: "perFoot"; label: string; left: string; right: string };

export interface RxSection {
  category: PrescriptionCategory;
  rows: RxRow[];
}

/** Field labels, as the Prescription screen shows them. */
export const RX_FIELD_LABELS = {
  shellRigidity: "Shell rigidity",
  shellShape: "Shell shape",
  shellLength: "Shell length",
  heelSeat: "Heel seat",
  archModification: "Arch modification",
  firstRayCutout: "1st ray cutout",
  heelCutout: "Heel cutout",
  mortonsExtension: "Morton's extension",
  medialFlange: "Medial flange",
  lateralFlange: "Lateral flange",
  navicularWell: "Navicular well",
  archReinforcement: "Arch reinforcement",
  heelLift: "Heel lift",
  medialHeelSkive: "Medial heel skive",
  lateralHeelSkive: "Lateral heel skive",
  rearfootPost: "Varus rearfoot post",
  forefootPost: "Forefoot post",
  topCoverMaterial: "Top cover material",
  topCoverLength: "Top cover length",
  bottomCover: "Bottom cover",
  midLayerMaterial: "Mid layer",
  heelCushion: "Heel cushion",
  mortonsExtensionEva: "Morton's extension EVA",
  heelSpurPad: "Heel spur pad",
  metBar: "Met bar",
  dancersPad: "Dancer's pad",
  metPads: 'Met pads 1/8"',
  neuromaPads: "Neuroma pads",
  metHeadCutouts: "Met head cut outs",
  balancePad: "Balance pad",
  dispersionPads: "Dispersion pads",
  forefootExtension: "Forefoot extension",
  extrinsicForefootPost: "Extrinsic forefoot post",
  specialRx: "Special Rx",
} as const;

/** The label of a stored value; a value the list does not know shows as it is (saved Rx keep unknown values). */
export function optionLabel<V extends string | number>(options: OptionList<V>, value: V | string | number): string {
  return options.find((option) => option.value === value)?.label ?? String(value);
}

const side = (value: RxSide | string) => optionLabel(RX_SIDE_OPTIONS, value);
const mm = (value: number) => `${value} mm`;
const degrees = (value: number) => `${value}°`;
const single = (label: string, value: string): RxRow => ({ kind: "single", label, value });
const NONE = "N/A";

function rearfootPost(posting: PostingSide): string {
  const { kind, degrees: value } = posting.rearfootPost;
  if (kind === "specify") return `${optionLabel(REARFOOT_POST_KIND_OPTIONS, kind)} ${degrees(value)}`;
  return optionLabel(REARFOOT_POST_KIND_OPTIONS, kind);
}

function forefootPost(posting: PostingSide): string {
  const { kind, type, degrees: value } = posting.forefootPost;
  if (kind === "none" || kind === "balance-to-rearfoot") return optionLabel(FOREFOOT_POST_KIND_OPTIONS, kind);
  return `${optionLabel(FOREFOOT_POST_KIND_OPTIONS, kind)}, ${optionLabel(FOREFOOT_POST_TYPE_OPTIONS, type)} ${degrees(value)}`;
}

/** Positions of a per-foot list ("1, 3"), N/A when empty. */
const positions = (list: readonly unknown[]) => (list.length === 0 ? NONE : list.join(", "));

function perFootList(label: string, lists: { left: readonly unknown[]; right: readonly unknown[] }): RxRow {
  return { kind: "perFoot", label, left: positions(lists.left), right: positions(lists.right) };
}

/** Rows of fields the screen offers only in the template: listed when they differ from it, so nothing is lost. */
function whenSet(label: string, value: string, unset: string): RxRow[] {
  return value === unset ? [] : [single(label, value)];
}

function accommodationRows(acc: Accommodations): RxRow[] {
  const L = RX_FIELD_LABELS;
  return [
    single(L.heelCushion, side(acc.heelCushion)),
    single(L.mortonsExtensionEva, side(acc.mortonsExtensionEva)),
    single(L.heelSpurPad, side(acc.heelSpurPad)),
    single(L.metBar, side(acc.metBar)),
    single(L.dancersPad, side(acc.dancersPad)),
    single(L.metPads, side(acc.metPads)),
    perFootList(L.neuromaPads, acc.neuromaPads),
    perFootList(L.metHeadCutouts, acc.metHeadCutouts),
    perFootList(L.balancePad, acc.balancePad),
    ...(acc.dispersionPads.left.length + acc.dispersionPads.right.length > 0
      ? [perFootList(L.dispersionPads, acc.dispersionPads)]
      : []),
    ...whenSet(L.forefootExtension, side(acc.forefootExtension), NONE),
    ...whenSet(L.extrinsicForefootPost, side(acc.extrinsicForefootPost), NONE),
    ...(acc.specialRx.length > 0 ? [single(L.specialRx, acc.specialRx.join("; "))] : []),
  ];
}

/**
 * The diagnosis chosen on Prescription; null when none was ("Please select" is none). Order Review, the Order
 * screen, the lab and the PDF all read it here.
 */
export function prescriptionDiagnosis(rx: Pick<Prescription, "diagnosis">): string | null {
  return rx.diagnosis === undefined || rx.diagnosis === DIAGNOSIS_OPTIONS[0] ? null : rx.diagnosis;
}

/** Every choice of the prescription, grouped by the screen's categories, in the screen's order. */
export function prescriptionSections(rx: Prescription): RxSection[] {
  const L = RX_FIELD_LABELS;
  const shell = rx.shellModifications;
  const { left, right } = rx.postingOptions;
  const covers = rx.topCovers;
  const mortons =
    shell.mortonsExtension.type === "none"
      ? NONE
      : `${optionLabel(MORTONS_EXTENSION_TYPE_OPTIONS, shell.mortonsExtension.type)}, ${side(shell.mortonsExtension.side)}`;
  const perFoot = (label: string, value: (posting: PostingSide) => string): RxRow => ({
    kind: "perFoot",
    label,
    left: value(left),
    right: value(right),
  });
  return [
    {
      category: "Shell",
      rows: [
        single(L.shellRigidity, optionLabel(SHELL_RIGIDITY_OPTIONS, shell.shellRigidity)),
        single(L.shellShape, optionLabel(SHELL_SHAPE_OPTIONS, shell.shellShape)),
        single(L.shellLength, optionLabel(LENGTH_OPTIONS, shell.shellLength)),
        single(L.heelSeat, optionLabel(HEEL_SEAT_OPTIONS, shell.heelSeat)),
        single(L.archModification, optionLabel(ARCH_MODIFICATION_OPTIONS, shell.archModification)),
        single(L.firstRayCutout, side(shell.cutouts.firstRay)),
        single(L.heelCutout, side(shell.cutouts.heel)),
        single(L.mortonsExtension, mortons),
        single(L.medialFlange, side(shell.medialFlange)),
        single(L.lateralFlange, side(shell.lateralFlange)),
        ...whenSet(L.navicularWell, side(shell.navicularWell), NONE),
        ...whenSet(L.archReinforcement, side(shell.archReinforcement), NONE),
      ],
    },
    {
      category: "Posting",
      rows: [
        perFoot(L.heelLift, (p) => mm(p.heelLift)),
        perFoot(L.medialHeelSkive, (p) => mm(p.medialHeelSkive)),
        perFoot(L.lateralHeelSkive, (p) => mm(p.lateralHeelSkive)),
        perFoot(L.rearfootPost, rearfootPost),
        perFoot(L.forefootPost, forefootPost),
      ],
    },
    {
      category: "Coverings",
      rows: [
        single(L.topCoverMaterial, optionLabel(TOP_COVER_MATERIAL_OPTIONS, covers.topCoverMaterial)),
        single(L.topCoverLength, optionLabel(LENGTH_OPTIONS, covers.topCoverLength)),
        ...whenSet(L.bottomCover, covers.bottomCover, "none"),
        ...whenSet(L.midLayerMaterial, covers.midLayerMaterial, "none"),
      ],
    },
    { category: "Accommodations", rows: accommodationRows(rx.accommodations) },
  ];
}
