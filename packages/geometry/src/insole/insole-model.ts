// The insole generator's shared model (issue 19 point 3): what it takes, the height fields it designs in, and
// what it gives back. The shell, its posts and pads, and the top cover are designed as height fields over one
// grid in the insole's own frame, then meshed directly into closed solids (design brief: build the clipped
// surface directly, never intersect a slab, never put the scan into a boolean). manifold-3d then checks each
// solid, subtracts what a height field cannot draw (the debossed text) and writes the 3MF.
//
// The insole's frame, as the files and the report use it: millimetres, standing on the plane z = 0 with its top
// surface up, the foot axis along +y from the heel (y = 0) to the toes, x across (a right foot's medial side at
// -x, a left foot's at +x, as the synthetic feet and the oriented scans have it).
import type { DesignChecks, DesignSide, DesignWarning, RxGeometrySide } from "@solerx/domain/design";
import type { LandmarkName } from "@solerx/domain/scan";
import type { HeightGrid } from "../height-field/height-grid";
import type { TriangleMesh } from "../mesh";

/** A landmark in the insole's frame, mm. */
export interface FramePoint {
  x: number;
  y: number;
  z: number;
}

export type InsoleLandmarks = Partial<Record<LandmarkName, FramePoint>>;

export interface InsoleInput {
  side: DesignSide;
  /** The oriented scan's plantar height field (plantarHeightField of orientScan's mesh), in the foot's frame. */
  plantar: HeightGrid;
  /** The landmarks in the same frame (a clinician's, else the scanner's, else the estimator's). */
  landmarks: InsoleLandmarks;
  /** The prescription's numbers for this foot (rxGeometry of @solerx/domain/design). */
  numbers: RxGeometrySide;
  /** On an order's insoles: the text debossed on the underside (the order id's first 8 characters plus L or R). */
  mark?: string;
  /**
   * The browser's live preview: the solids checked in JavaScript rather than built in manifold-3d (generate-insole.ts
   * checkedInJs); with a mark it takes manifold-3d's way all the same. The same design, fields and checks; the
   * files never take this way.
   */
  preview?: boolean;
}

/**
 * The insole while it is designed: height fields over one grid in the insole's frame. A cell belongs to a part
 * where its mask is 1; there the part's solid runs from `bottom` to `top`. The shell includes its posts (its
 * bottom goes down to the ground under a post) and its pads (its top rises over a pad); the top cover sits on
 * the shell's top.
 */
export interface InsoleFields {
  grid: Omit<HeightGrid, "z">;
  shellMask: Uint8Array;
  shellTop: Float32Array;
  shellBottom: Float32Array;
  coverMask: Uint8Array;
  coverTop: Float32Array;
  /** The cover's underside: the shell's top where the shell is, else the cover's own bottom layer. */
  coverBottom: Float32Array;
}

/** A zone drawn on the PDF's 1:1 view and the inspection screen: a post, pad or cut-out seen from above. */
export interface InsoleZone {
  label: string;
  kind: "post" | "pad" | "cutout" | "modification";
  /** Closed polygon, counter-clockwise seen from above, insole frame (mm). */
  outline: { x: number; y: number }[];
}

export interface InsoleResult {
  side: DesignSide;
  /** The shell with its posts and pads, one closed solid, insole frame. */
  shell: TriangleMesh;
  /** The top cover, its own closed solid. */
  cover: TriangleMesh;
  /** The shell's outline seen from above (counter-clockwise), and its zones, for the PDF and the screens. */
  outline: { x: number; y: number }[];
  zones: InsoleZone[];
  numbers: RxGeometrySide;
  checks: DesignChecks;
  /** What only the mesh shows (a pad that runs off a narrow foot, a cup thinner than the floor). */
  warnings: DesignWarning[];
  timeMs: number;
  /**
   * The height fields the solids were meshed from, in the insole's frame (standing on z = 0): the inspection
   * screen's thickness map and sections read them rather than the meshes.
   */
  fields: InsoleFields;
  /**
   * How far the design was lowered to stand on z = 0 (mm): a point of the oriented scan at height z is at
   * z - ground in the insole's frame (the foot drawn over the insole takes the same shift).
   */
  ground: number;
}
