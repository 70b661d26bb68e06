// Texts of Design Inspection (spec 001 §2 "Design Inspection"; the words beyond the title are ours). No three.js,
// no zod: the top bar's button imports these.
import type { DesignSide } from "@solerx/domain/design";

const FOOT: Record<DesignSide, string> = { left: "Left foot", right: "Right foot" };

export const DESIGN_INSPECTION_TEXTS = {
  button: "Design Inspection",
  title: "Design Inspection",
  close: "Close Design Inspection",
  tabs: { insole: "Insoles", landmarks: "Landmarks" },
  layout: { label: "Feet shown", both: "Both", left: "Left", right: "Right" },
  heatMap: "Thickness heat map",
  heatLegend: "Shell thickness (mm)",
  working: "Updating the insoles…",
  waiting: "Making the insoles from the scans…",
  noScan: "There is no scan yet: scan a foot to see its insole.",
  failed: (error: string) => `The insoles could not be made here: ${error}`,
  scansFailed: (error: string) => `The scans could not be loaded: ${error}`,
  foot: (side: DesignSide) => FOOT[side],
  noInsole: (side: DesignSide, reason: string) => `${FOOT[side]}: no insole. ${reason}`,
  viewLabel: (sides: DesignSide[]) =>
    `3D view of the ${sides.map((side) => side).join(" and ")} insole${sides.length > 1 ? "s" : ""} over the ` +
    "translucent foot. The report below lists what the insole is made with.",
  report: {
    heading: "Report",
    caption: (side: DesignSide) => `${FOOT[side]}: prescribed and made`,
    check: "Check",
    prescribed: "Prescribed",
    made: "Made",
    heelCup: "Heel cup depth",
    rearfootPost: "Rearfoot post",
    forefootPost: "Forefoot post",
    length: "Length",
    thinnest: "Thinnest shell",
    closed: "Watertight",
    none: "None",
    balanced: "Balanced to rearfoot",
    yes: "Yes",
    no: "No",
  },
  warnings: { heading: "Warnings", none: "No warnings: the insoles are made as prescribed." },
  sections: {
    heading: "Sections",
    axis: (side: DesignSide) => `${FOOT[side]}: along the foot's axis, heel to toe`,
    heel: (side: DesignSide) => `${FOOT[side]}: across the heel cup`,
    shell: "Shell",
    cover: "Top cover",
    foot: "Foot",
    scale: (mm: number) => `${mm} mm`,
  },
  downloads: {
    heading: "Downloads",
    file: (side: DesignSide, format: string) => `${FOOT[side]} ${format.toUpperCase()}`,
    label: (side: DesignSide, format: string) => `Download the ${side} insole as ${format.toUpperCase()}`,
  },
  landmarksMissing: "The landmark view is not available yet.",
} as const;

export const INSOLE_PREVIEW_TEXTS = {
  toggle: "Insole preview",
  title: "Insole preview",
  /** The corner's landmark, so its switch and panel sit in one (axe "region"). */
  corner: "On-screen insole preview",
  close: "Close the insole preview",
  noPatient: "Open a patient to preview their insoles.",
  noScan: "There is no scan yet: scan a foot to preview its insole.",
  loading: "Loading the insole preview…",
} as const;
