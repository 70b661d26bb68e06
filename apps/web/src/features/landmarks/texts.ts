// Texts of Landmark selection (spec 000 §2 "/landmarks"; issue 20). Ours: the spec names the screen, not its words.
// No three.js here: the screen's first paint and the overlay's tab read these without the 3D chunk.
import { LANDMARK_WORDS } from "@solerx/domain/design";
import type { LandmarkName } from "@solerx/domain/scan";

export type Side = "left" | "right";

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const LANDMARK_TEXTS = {
  intro:
    "Check the anatomical landmarks the insole is built on. Drag a marker on the foot, or select a landmark in the " +
    "list and move it with the arrow keys.",
  footName: { left: "Left foot", right: "Right foot" } satisfies Record<Side, string>,
  footChoice: "Foot",
  viewerLabel: (feet: string) => `3D view of the ${feet} with their landmarks`,
  bothFeet: "left and right foot scans",
  noScans: "no foot scans yet",
  viewerLoading: "Loading 3D view…",
  loadingScans: "Loading the scans…",
  noScan: (side: Side) => `The ${side} foot has no scan: scan it to place its landmarks.`,
  noLandmarks: (side: Side) => `The ${side} foot's scan has no landmarks: it could not be measured.`,
  scanLoadFailed: "The scans could not be loaded.",
  tryAgain: "Try again",
  listLabel: (side: Side) => `Landmarks of the ${side} foot`,
  keyboardHelp:
    "Select a landmark, then move it with the arrow keys: up and down along the foot, left and right across it, " +
    "1 mm a press, 5 mm with Shift. It stays on the foot's surface.",
  name: (name: LandmarkName) => capital(LANDMARK_WORDS[name]),
  /**
   * The line a screen reader reads for a landmark: where it is against the scan's suggestion (`movedMm` null: not
   * moved). It starts with the row's visible words ("Heel centre Suggested", "Heel centre 4 mm"), as WCAG 2.5.3 asks
   * of a name (axe's label-content-name-mismatch), so a user who says what they see reaches it.
   */
  status: (name: LandmarkName, side: Side, movedMm: number | null) =>
    `${capital(LANDMARK_WORDS[name])} ${movedMm === null ? "suggested by the scan" : `${Math.round(movedMm)} mm from the suggestion`}, ${side} foot`,
  suggested: "Suggested",
  legend: { suggested: "Suggested by the scan", moved: "Moved", selected: "Selected" },
  resetOne: (name: LandmarkName, side: Side) => `Reset ${LANDMARK_WORDS[name]}, ${side}, to the suggestion`,
  resetFoot: (side: Side) => `Reset ${side} foot`,
  resetFootHelp: "Puts every landmark of this foot back where the scan suggested it.",
  movedCount: (count: number) => (count === 0 ? "All at the suggestion" : `${count} moved`),
  measurementsNote: "Foot length, ball width and the arch and navicular heights follow the landmarks as they move.",
  backToResults: "Back to results",
  toOrthoticStyles: "Orthotic styles",
} as const;
