// What fitting a prescription to the scans (fitToScans: spec 001 §5 resets the sides, posting values and pad lists
// of a foot without a scan; spec 000 §4 step 4 sets the pack) would drop: each value the clinician chose, or a
// reorder or a saved Rx brought, that the fit would change, in the clinician's words. The one place for the rule:
// the screens show this list and ask before any of it goes (docs/decisions.md "Issue 16 point 1").

import { normalisePack, type ScanPresence } from "./pack";
import type { PostingSide, Prescription } from "./prescription";
import { FOREFOOT_POST_TYPE_OPTIONS, type RxSide } from "./prescription-options";
import { fitToScans } from "./prescription-sides";
import { RX_FIELD_LABELS as L, optionLabel } from "./prescription-summary";

export interface DroppedValue {
  /** Where the value is in the prescription, as a dot path ("postingOptions.right.heelLift"). */
  path: string;
  /** The value and what becomes of it: "Right foot: varus rearfoot post 4°", "Medial flange: both feet → left only". */
  text: string;
}

/**
 * The template's pack ("both", spec 001 §3) is nobody's choice: scan loading sets the pack over it (spec 000 §4
 * step 4), so the fit changes it without asking. A pack stored as a label (Pair, Left Only, Right Only) was chosen
 * on Orthotic Styles, or placed with an order, or given by a saved Rx.
 */
const TEMPLATE_PACK = "both";

const SIDE_FROM: Record<RxSide, string> = { both: "both feet", left: "left foot", right: "right foot", none: "none" };
const SIDE_TO: Record<RxSide, string> = { both: "both feet", left: "left only", right: "right only", none: "none" };
const FOOT = { left: "Left foot", right: "Right foot" } as const;

interface SideField {
  path: string;
  label: string;
  side(rx: Prescription): RxSide;
}

const ACCOMMODATION_SIDES = [
  "heelCushion",
  "mortonsExtensionEva",
  "heelSpurPad",
  "metBar",
  "dancersPad",
  "metPads",
  "forefootExtension",
  "extrinsicForefootPost",
] as const;

const SHELL_SIDES = ["medialFlange", "lateralFlange", "navicularWell", "archReinforcement"] as const;

const SIDE_FIELDS: SideField[] = [
  {
    path: "shellModifications.cutouts.firstRay",
    label: L.firstRayCutout,
    side: (rx) => rx.shellModifications.cutouts.firstRay,
  },
  { path: "shellModifications.cutouts.heel", label: L.heelCutout, side: (rx) => rx.shellModifications.cutouts.heel },
  {
    // Without a type the side means nothing (spec 001 §5 sets it to none): nothing of the clinician's goes.
    path: "shellModifications.mortonsExtension.side",
    label: L.mortonsExtension,
    side: (rx) =>
      rx.shellModifications.mortonsExtension.type === "none" ? "none" : rx.shellModifications.mortonsExtension.side,
  },
  ...SHELL_SIDES.map((key) => ({
    path: `shellModifications.${key}`,
    label: L[key],
    side: (rx: Prescription) => rx.shellModifications[key],
  })),
  ...ACCOMMODATION_SIDES.map((key) => ({
    path: `accommodations.${key}`,
    label: L[key],
    side: (rx: Prescription) => rx.accommodations[key],
  })),
];

interface PostingValue {
  path: string;
  value(posting: PostingSide): number;
  text(posting: PostingSide): string;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const POSTING_VALUES: PostingValue[] = [
  { path: "heelLift", value: (p) => p.heelLift, text: (p) => `${lower(L.heelLift)} ${p.heelLift} mm` },
  {
    path: "medialHeelSkive",
    value: (p) => p.medialHeelSkive,
    text: (p) => `${lower(L.medialHeelSkive)} ${p.medialHeelSkive} mm`,
  },
  {
    path: "lateralHeelSkive",
    value: (p) => p.lateralHeelSkive,
    text: (p) => `${lower(L.lateralHeelSkive)} ${p.lateralHeelSkive} mm`,
  },
  {
    path: "rearfootPost.degrees",
    value: (p) => p.rearfootPost.degrees,
    text: (p) => `${lower(L.rearfootPost)} ${p.rearfootPost.degrees}°`,
  },
  {
    path: "forefootPost.degrees",
    value: (p) => p.forefootPost.degrees,
    text: (p) =>
      `${lower(optionLabel(FOREFOOT_POST_TYPE_OPTIONS, p.forefootPost.type))} ${lower(L.forefootPost)} ${p.forefootPost.degrees}°`,
  },
];

const PAD_LISTS = ["neuromaPads", "metHeadCutouts", "balancePad", "dispersionPads"] as const;

function droppedPack(rx: Prescription, fitted: Prescription): DroppedValue[] {
  const stored = rx.uiContextData.pack;
  const before = normalisePack(stored);
  const after = normalisePack(fitted.uiContextData.pack);
  if (stored === TEMPLATE_PACK || !before || before === after) return [];
  return [{ path: "uiContextData.pack", text: `Pack: ${before} → ${after ?? SIDE_TO.none}` }];
}

function droppedFootValues(rx: Prescription, fitted: Prescription, foot: "left" | "right"): DroppedValue[] {
  const before = rx.postingOptions[foot];
  const after = fitted.postingOptions[foot];
  const posting = POSTING_VALUES.filter((field) => field.value(before) !== field.value(after)).map((field) => ({
    path: `postingOptions.${foot}.${field.path}`,
    text: `${FOOT[foot]}: ${field.text(before)}`,
  }));
  const pads = PAD_LISTS.filter(
    (key) => rx.accommodations[key][foot].length > 0 && fitted.accommodations[key][foot].length === 0,
  ).map((key) => ({
    path: `accommodations.${key}.${foot}`,
    text: `${FOOT[foot]}: ${lower(L[key])} ${rx.accommodations[key][foot].join(", ")}`,
  }));
  return [...posting, ...pads];
}

/**
 * The values fitToScans(rx, scans) would drop or change, in the clinician's words; empty when the prescription
 * fits the scans (what the fit then changes is nobody's choice: the template's pack, a Morton's extension side
 * without a type).
 */
export function droppedByScans(rx: Prescription, scans: ScanPresence): DroppedValue[] {
  const fitted = fitToScans(rx, scans);
  const sides = SIDE_FIELDS.filter((field) => field.side(rx) !== field.side(fitted)).map((field) => ({
    path: field.path,
    text: `${field.label}: ${SIDE_FROM[field.side(rx)]} → ${SIDE_TO[field.side(fitted)]}`,
  }));
  return [
    ...droppedPack(rx, fitted),
    ...droppedFootValues(rx, fitted, "left"),
    ...droppedFootValues(rx, fitted, "right"),
    ...sides,
  ];
}
