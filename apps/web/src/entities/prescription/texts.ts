// Texts of the prescription editor, shared by Prescription and Saved Rx. The field labels and option labels are
// the domain's (RX_FIELD_LABELS, prescription-options), the wording Order Review, the lab and the PDF use too;
// what is here is the editor's own.
import { RX_FIELD_LABELS } from "@solerx/domain/prescription";

export const EDITOR_TEXTS = {
  labels: RX_FIELD_LABELS,
  diagnosis: "Diagnosis",
  foot: { left: "Left foot", right: "Right foot" },
  /** Why a foot's controls are off: the reason beside its title. */
  noScan: { left: "No left foot scan", right: "No right foot scan" },
  noScanHint: "Scan this foot to prescribe for it.",
  mortonsSide: "Morton's extension side",
  degrees: "Degrees",
  postType: "Post type",
  mm: (value: number) => `${value} mm`,
  deg: (value: number) => `${value}°`,
  /** A per-foot list of positions (neuroma pads, met head cut outs, balance pad): its group's name. */
  positionsOf: (label: string, foot: string) => `${label}, ${foot.toLowerCase()}`,
  positionsHint: "Choose every position that applies.",
  sections: {
    Shell: "Shell shape, rigidity, depth and modifications.",
    Posting: "Rearfoot and forefoot posting for each foot.",
    Coverings: "Top cover material and length.",
    Accommodations: "Pads, cushions and cut outs.",
  },
} as const;

/** The anchors of the categories (spec 001 §2: the jump buttons use hash anchors). */
export const CATEGORY_ANCHORS = {
  Shell: "shell",
  Posting: "posting",
  Coverings: "coverings",
  Accommodations: "accommodations",
} as const;

/** What Orthotic Styles and Prescription say until the open patient's prescription is there. */
export const PRESCRIPTION_LOAD_TEXTS = {
  loading: "Loading the prescription…",
  loadFailed: "The prescription could not be loaded.",
  tryAgain: "Try again",
  noSession: "This patient has no scan session yet, so a prescription cannot be saved.",
} as const;

/**
 * Orthotic style presets (issue 16 point 4), shared by Orthotic Styles and Saved Rx: what a style sets, the
 * question before a preset replaces a chosen value, and what choosing it did. Ours; the values' labels are the
 * domain's.
 */
export const STYLE_PRESET_TEXTS = {
  sets: "Sets",
  /** What the Functional Orthotic (the default template) lists: it sets nothing of its own. */
  templateValues: "The default template's values",
  row: (row: { label: string; value: string }) => `${row.label}: ${row.value}`,
  change: (change: { label: string; from: string; to: string }) => `${change.label}: ${change.from} → ${change.to}`,
  confirmTitle: (title: string) => `Apply the ${title} preset?`,
  confirmIntro: (title: string) => `${title} sets these values in place of the ones chosen for this prescription:`,
  confirmNote: "Keep my values leaves them as they are. The style and its other values are set either way.",
  keepValues: "Keep my values",
  applyPreset: "Apply preset",
  panelTitle: "Style preset",
  chosenSets: (title: string) => `${title} sets:`,
  changed: (title: string) => `Changed by choosing ${title}:`,
  kept: "Kept as chosen:",
  unchanged: (title: string) => `${title} chosen. The prescription already had its values.`,
} as const;

/** The scan-fit dialog: what fitting the prescription to the scans would drop, asked before it goes. */
export const SCAN_FIT_TEXTS = {
  title: "Some prescription values need a scan",
  lead: (scans: { left: boolean; right: boolean }) =>
    scans.left
      ? "Only the left foot is scanned. Without a scan of the right foot, these values will be dropped:"
      : "Only the right foot is scanned. Without a scan of the left foot, these values will be dropped:",
  advice: "Scan the other foot to keep them, or drop them and go on for the scanned foot only.",
  scan: "Go back and scan",
  drop: "Drop these values",
} as const;
