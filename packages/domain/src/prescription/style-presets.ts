// What each orthotic style stands for (issue 16 point 4): a lab's usual template per style, as prescription values,
// and how choosing a style applies them without taking away what the clinician chose. The presets and their
// sources are in docs/orthotic-style-presets.md; keep the two in step.

import type { ScanPresence } from "./pack";
import { defaultPrescription, type Prescription } from "./prescription";
import {
  HEEL_SEAT_OPTIONS,
  type HeelSeat,
  LENGTH_OPTIONS,
  type LENGTHS,
  type OptionList,
  REARFOOT_POST_KIND_OPTIONS,
  type REARFOOT_POST_KINDS,
  RX_SIDE_OPTIONS,
  type RxSide,
  type SHELL_RIGIDITIES,
  SHELL_RIGIDITY_OPTIONS,
  TOP_COVER_MATERIAL_OPTIONS,
  type TOP_COVER_MATERIALS,
} from "./prescription-options";
import { fitPrescriptionToScans, fitSide } from "./prescription-sides";
import { optionLabel, RX_FIELD_LABELS } from "./prescription-summary";
import { ORTHOTIC_STYLE_TITLES, ORTHOTIC_STYLES, type OrthoticStyleTitle } from "./styles";

/** The values a style sets; a field it leaves out takes the default template's value. */
export interface StylePreset {
  shellRigidity?: (typeof SHELL_RIGIDITIES)[number];
  shellLength?: (typeof LENGTHS)[number];
  heelSeat?: HeelSeat;
  /** Sides are limited to the feet with scans when applied. */
  medialFlange?: RxSide;
  lateralFlange?: RxSide;
  topCoverMaterial?: (typeof TOP_COVER_MATERIALS)[number];
  topCoverLength?: (typeof LENGTHS)[number];
  /** The varus rearfoot post of each foot that has a scan. */
  rearfootPost?: (typeof REARFOOT_POST_KINDS)[number];
}

/**
 * The presets, consistent with each style's description (features/order-styles/texts.ts). The template is the
 * Functional Orthotic (the template's style key "standard" names it), so it sets nothing of its own.
 */
export const STYLE_PRESETS: Record<OrthoticStyleTitle, StylePreset> = {
  "Functional Orthotics": {},
  Dress: { heelSeat: 8, topCoverLength: "sulcus" },
  Sport: { heelSeat: 16, topCoverMaterial: "eva-black-35-1-8", rearfootPost: "lab-selects" },
  "Sport (low profile)": { rearfootPost: "lab-selects" },
  "Everyday Comfort - Met Length Shell": { shellLength: "met", topCoverMaterial: "eva-black-35-1-8" },
  "Everyday Comfort - Sulcus Length Shell": {
    shellRigidity: "flexible",
    shellLength: "sulcus",
    topCoverMaterial: "eva-black-35-1-8",
  },
  "Everyday Comfort - Full Length Shell": {
    shellRigidity: "flexible",
    shellLength: "full",
    topCoverMaterial: "eva-black-35-1-8",
  },
  Accommodative: { shellRigidity: "flexible", shellLength: "full", topCoverMaterial: "plastazote-black-1-8" },
  Flatfoot: { shellRigidity: "rigid", heelSeat: 20, medialFlange: "both" },
  UCBL: { shellRigidity: "rigid", heelSeat: 20, medialFlange: "both", lateralFlange: "both" },
};

type Value = string | number;

/** One prescription value a preset can set: where it lives, its label and how its values read. */
interface PresetField {
  key: string;
  label: string;
  get(rx: Prescription): Value;
  set(rx: Prescription, value: Value): Prescription;
  options: OptionList<Value>;
  /** The preset's value with these scans; undefined where the field does not apply (posting of a foot without scan). */
  wanted(preset: StylePreset, template: Prescription, scans: ScanPresence): Value | undefined;
}

type ShellKey = "shellRigidity" | "shellLength" | "heelSeat";
type SideKey = "medialFlange" | "lateralFlange";
type CoverKey = "topCoverMaterial" | "topCoverLength";

function shellField(key: ShellKey, options: OptionList<Value>): PresetField {
  return {
    key,
    label: RX_FIELD_LABELS[key],
    options,
    get: (rx) => rx.shellModifications[key],
    set: (rx, value) => ({ ...rx, shellModifications: { ...rx.shellModifications, [key]: value } }),
    wanted: (preset, template) => preset[key] ?? template.shellModifications[key],
  };
}

function sideField(key: SideKey): PresetField {
  return {
    key,
    label: RX_FIELD_LABELS[key],
    options: RX_SIDE_OPTIONS,
    get: (rx) => rx.shellModifications[key],
    set: (rx, value) => ({ ...rx, shellModifications: { ...rx.shellModifications, [key]: value } }),
    wanted: (preset, template, scans) => fitSide(preset[key] ?? template.shellModifications[key], scans),
  };
}

function coverField(key: CoverKey, options: OptionList<Value>): PresetField {
  return {
    key,
    label: RX_FIELD_LABELS[key],
    options,
    get: (rx) => rx.topCovers[key],
    set: (rx, value) => ({ ...rx, topCovers: { ...rx.topCovers, [key]: value } }),
    wanted: (preset, template) => preset[key] ?? template.topCovers[key],
  };
}

function rearfootPostField(foot: "left" | "right"): PresetField {
  return {
    key: `rearfootPost.${foot}`,
    label: `${RX_FIELD_LABELS.rearfootPost}, ${foot} foot`,
    options: REARFOOT_POST_KIND_OPTIONS,
    get: (rx) => rx.postingOptions[foot].rearfootPost.kind,
    set: (rx, value) => {
      const posting = rx.postingOptions[foot];
      const kind = value as StylePreset["rearfootPost"];
      return {
        ...rx,
        postingOptions: {
          ...rx.postingOptions,
          [foot]: { ...posting, rearfootPost: { ...posting.rearfootPost, kind } },
        },
      };
    },
    wanted: (preset, template, scans) =>
      scans[foot] ? (preset.rearfootPost ?? template.postingOptions[foot].rearfootPost.kind) : undefined,
  };
}

/** Every value a preset can set, in the Prescription screen's order. */
const FIELDS: readonly PresetField[] = [
  shellField("shellRigidity", SHELL_RIGIDITY_OPTIONS),
  shellField("shellLength", LENGTH_OPTIONS),
  shellField("heelSeat", HEEL_SEAT_OPTIONS),
  sideField("medialFlange"),
  sideField("lateralFlange"),
  rearfootPostField("left"),
  rearfootPostField("right"),
  coverField("topCoverMaterial", TOP_COVER_MATERIAL_OPTIONS),
  coverField("topCoverLength", LENGTH_OPTIONS),
];

/** A value as the screens show it: the field's label and its value's. */
export interface PresetRow {
  key: string;
  label: string;
  value: string;
}

/** A value choosing a style changes: from what, to what. */
export interface PresetChange {
  key: string;
  label: string;
  from: string;
  to: string;
}

/** What choosing a style would do to a prescription. */
export interface StylePresetPlan {
  /** Values still at the template's or the current style's preset: they follow the new style. */
  changes: PresetChange[];
  /** Values the clinician or a saved Rx set that the preset would replace: replaced only if they agree. */
  conflicts: PresetChange[];
}

function isStyleTitle(value: unknown): value is OrthoticStyleTitle {
  return (ORTHOTIC_STYLE_TITLES as readonly unknown[]).includes(value);
}

/**
 * The list entry a prescription stands for: its stored title, else the first entry of its style key (the default
 * template's "standard" is Functional Orthotics).
 */
export function styleTitleOf(rx: Prescription): OrthoticStyleTitle | undefined {
  const { orthoticStyleTitle, orthoticStyle } = rx.uiContextData;
  if (isStyleTitle(orthoticStyleTitle)) return orthoticStyleTitle;
  return ORTHOTIC_STYLES.find((entry) => entry.style === orthoticStyle)?.title;
}

const label = (field: PresetField, value: Value) => optionLabel(field.options, value);

/**
 * What a style sets beyond the default template, with these scans (sides limited to the scanned feet, posting of
 * scanned feet only): what the style card lists before the style is chosen.
 */
export function stylePresetRows(title: OrthoticStyleTitle, scans: ScanPresence): PresetRow[] {
  const template = fitPrescriptionToScans(defaultPrescription(), scans);
  const rows: PresetRow[] = [];
  for (const field of FIELDS) {
    const wanted = field.wanted(STYLE_PRESETS[title], template, scans);
    if (wanted === undefined || wanted === field.get(template)) continue;
    rows.push({ key: field.key, label: field.label, value: label(field, wanted) });
  }
  return mergeFeet(rows);
}

/** One row for a posting value both feet get alike ("Varus rearfoot post: Lab Selects"), as a side reads B/L. */
function mergeFeet(rows: PresetRow[]): PresetRow[] {
  const left = rows.find((row) => row.key === "rearfootPost.left");
  const right = rows.find((row) => row.key === "rearfootPost.right");
  if (!left || !right || left.value !== right.value) return rows;
  const merged = { key: "rearfootPost", label: RX_FIELD_LABELS.rearfootPost, value: left.value };
  return rows.flatMap((row) => (row === left ? [merged] : row === right ? [] : [row]));
}

/**
 * What choosing the style does to the prescription. A value follows the new style when it is still the template's
 * or the current style's preset (set by a preset, not by someone); any other value the preset would change was
 * set by the clinician or a saved Rx, and is a conflict.
 */
export function planStylePreset(rx: Prescription, title: OrthoticStyleTitle, scans: ScanPresence): StylePresetPlan {
  const current = fitPrescriptionToScans(rx, scans);
  const template = fitPrescriptionToScans(defaultPrescription(), scans);
  const previous = STYLE_PRESETS[styleTitleOf(current) ?? "Functional Orthotics"];
  const plan: StylePresetPlan = { changes: [], conflicts: [] };
  for (const field of FIELDS) {
    const wanted = field.wanted(STYLE_PRESETS[title], template, scans);
    const value = field.get(current);
    if (wanted === undefined || wanted === value) continue;
    const change = { key: field.key, label: field.label, from: label(field, value), to: label(field, wanted) };
    const presetValue = value === field.get(template) || value === field.wanted(previous, template, scans);
    (presetValue ? plan.changes : plan.conflicts).push(change);
  }
  return plan;
}

/**
 * The prescription with the style chosen: its key and title, the preset's changes, and its conflicts only when the
 * clinician agreed (overwrite). The result is fitted to the scans.
 */
export function applyStylePreset(
  rx: Prescription,
  title: OrthoticStyleTitle,
  scans: ScanPresence,
  { overwrite }: { overwrite: boolean },
): Prescription {
  const entry = ORTHOTIC_STYLES.find((style) => style.title === title);
  if (!entry) return rx;
  const plan = planStylePreset(rx, title, scans);
  const template = fitPrescriptionToScans(defaultPrescription(), scans);
  const applied = new Set([...plan.changes, ...(overwrite ? plan.conflicts : [])].map((change) => change.key));
  let next = fitPrescriptionToScans(rx, scans);
  for (const field of FIELDS) {
    const wanted = field.wanted(STYLE_PRESETS[title], template, scans);
    if (wanted !== undefined && applied.has(field.key)) next = field.set(next, wanted);
  }
  return {
    ...next,
    uiContextData: { ...next.uiContextData, orthoticStyle: entry.style, orthoticStyleTitle: entry.title },
  };
}
