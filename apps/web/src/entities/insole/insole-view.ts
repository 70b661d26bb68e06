// What the browser's insole worker answers and the 3D screens draw (issue 20): each foot's insole as the
// generator made it, in the insole's frame (mm, standing on z = 0, heel at y = 0, toes along +y), with the oriented
// scan in the same frame so the foot can be drawn over it, the thickness for the heat map, two sections, and the
// report's checks and warnings. Typed arrays, so the worker transfers them rather than copying.
import type { DesignChecks, DesignSide, DesignWarning, RxGeometry, RxGeometrySide } from "@solerx/domain/design";
import type { FootLandmarks } from "@solerx/domain/scan";
import type { ScanOrientation } from "@solerx/geometry";

export interface MeshBuffers {
  /** x, y, z per vertex. */
  positions: Float32Array;
  /** Three vertex indices per triangle, counter-clockwise seen from outside. */
  indices: Uint32Array;
}

/** One point along a section: the distance along the cut (mm) and the heights there (mm above the ground). */
export interface SectionPoint {
  s: number;
  shellBottom: number;
  shellTop: number;
  coverTop: number;
  /** The foot's plantar surface there; null where the foot does not reach. */
  foot: number | null;
}

export interface InsoleSection {
  /** "axis": along the foot's axis, heel to toe; "heel": across the heel cup at the heel centre. */
  kind: "axis" | "heel";
  points: SectionPoint[];
}

export interface InsoleZoneView {
  label: string;
  kind: "post" | "pad" | "cutout" | "modification";
  outline: { x: number; y: number }[];
}

export interface InsoleView {
  side: DesignSide;
  /** The shell with its posts and pads; `thickness` is the shell's thickness at each vertex (mm), for the heat map. */
  shell: MeshBuffers & { thickness: Float32Array };
  cover: MeshBuffers;
  /** The oriented scan in the insole's frame, for the translucent foot; null when it is not sent again. */
  foot: MeshBuffers | null;
  outline: { x: number; y: number }[];
  zones: InsoleZoneView[];
  sections: InsoleSection[];
  numbers: RxGeometrySide;
  checks: DesignChecks;
  warnings: DesignWarning[];
  /** The generator's time in the worker, ms. */
  timeMs: number;
}

/** One foot's answer: its insole, or why none could be made on its scan (words a clinician reads). */
export type FootInsole = { ok: true; insole: InsoleView } | { ok: false; reason: string };

/** What the live hook is asked for: each scanned foot's scan and landmarks, and the prescription's numbers. */
export interface LiveInsoleInput {
  scans: Partial<Record<DesignSide, LiveInsoleScan>>;
  numbers: RxGeometry;
}

export interface LiveInsoleScan {
  scanID: string;
  url: string;
  landmarks: FootLandmarks;
  /** How the scan's measuring oriented it (readAgainAs of its properties): the insole stands on that frame. */
  orientation?: ScanOrientation | undefined;
}

export interface LiveInsoleState {
  /** idle: nothing asked; working: a generation is under way (the last answer, if any, still shown). */
  status: "idle" | "working" | "ready" | "failed";
  /** Increases with each answer shown; an older answer arriving after a newer one is dropped. */
  generation: number;
  feet: Partial<Record<DesignSide, FootInsole>>;
  /** Set when the worker itself failed (it could not load, it timed out). */
  error: string | null;
}
