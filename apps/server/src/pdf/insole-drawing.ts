// The shape of an insole as the PDF's 1:1 pages draw it: a type of its own so the design job (which makes it in
// a worker) and the PDF's document (which carries it) both use it without importing each other.
import type { Point2 } from "@solerx/geometry";

/** What a zone of an insole is, as the generator names it (@solerx/geometry's InsoleZone). */
export type InsoleZoneKind = "post" | "pad" | "cutout" | "modification";

/** A post, pad, cut-out or modification seen from above: a closed polygon in the insole's frame (mm). */
export interface InsoleDrawingZone {
  label: string;
  kind: InsoleZoneKind;
  outline: Point2[];
}

/**
 * The insole made for a foot, seen from above, for the 1:1 pages (insole-pages.ts): the generator's
 * InsoleResult `outline` and `zones` as they are (insole frame, mm: y from the heel towards the toes, x across).
 */
export interface InsoleDrawing {
  outline: Point2[];
  zones: InsoleDrawingZone[];
}
