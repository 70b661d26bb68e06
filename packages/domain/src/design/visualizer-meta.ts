// The visualizer's metadata (spec 001 §3 "Medical profile" leroyMeta, "Visualizer settings"; issue 20): a JSON
// string kept with the medical profile and copied onto each order as placed. It holds the visualizer's settings
// and the landmarks a clinician moved on the landmark screen, each foot's in the coordinates of the scan they were
// placed on (so a newer scan of that foot does not inherit them: they name their scan). An order keeps its own
// copy, so a later move on the record never changes an order's insoles.
//
// Checked with zod where it is stored (the profile update refuses a leroyMeta that is not this shape) and read
// leniently everywhere else: an empty string, an older shape or a broken one reads as no metadata, never an error
// that would keep a patient from opening.
import { z } from "zod";
import { FootLandmarks, type LandmarkName } from "../scan";
import type { DesignSide } from "./design-contracts";

/** The spec's visualizer mode numbers: semi-weighted 0, weighted 1, non-weighted 2, foambox 3, else 4. */
export const VisualizerSettings = z.object({
  scanMode: z.number().int().min(0).max(4),
  units: z.literal("mm"),
  format: z.enum(["obj", "drc"]),
});
export type VisualizerSettings = z.infer<typeof VisualizerSettings>;

/** One foot's landmarks as the clinician left them: only those moved, in the scan's own coordinates (mm). */
export const ClinicianLandmarks = z.object({
  scanID: z.string().min(1).max(64),
  points: FootLandmarks,
});
export type ClinicianLandmarks = z.infer<typeof ClinicianLandmarks>;

export const VisualizerMeta = z.object({
  settings: VisualizerSettings.optional(),
  landmarks: z.object({ left: ClinicianLandmarks.optional(), right: ClinicianLandmarks.optional() }).optional(),
});
export type VisualizerMeta = z.infer<typeof VisualizerMeta>;

/** Said when a save's leroyMeta is neither empty nor the visualizer's metadata (the profile update's 400). */
export const LEROY_META_MESSAGE =
  "leroyMeta must be empty or the visualizer's metadata as JSON (its settings and the landmarks moved on each scan)";

/** leroyMeta as a save may send it: empty, or the JSON of VisualizerMeta. */
export const LeroyMetaText = z.string().refine((text) => text === "" || readVisualizerMeta(text) !== null, {
  message: LEROY_META_MESSAGE,
});

/** The metadata a leroyMeta string holds; null when it holds none that this shape reads (empty, old or broken). */
export function readVisualizerMeta(text: string): VisualizerMeta | null {
  if (text === "") return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = VisualizerMeta.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The metadata as the profile keeps it. */
export function writeVisualizerMeta(meta: VisualizerMeta): string {
  return JSON.stringify(meta);
}

/**
 * The landmarks an insole of `side` is made with on the scan `scanID`: the scan's own (the scanner's or the
 * server's estimate), each replaced by the clinician's where the clinician moved it on this very scan.
 */
export function effectiveLandmarks(
  scanID: string,
  side: DesignSide,
  scanLandmarks: FootLandmarks,
  meta: VisualizerMeta | null,
): FootLandmarks {
  const moved = meta?.landmarks?.[side];
  if (!moved || moved.scanID !== scanID) return scanLandmarks;
  return { ...scanLandmarks, ...moved.points };
}

/** The names a clinician moved on the scan `scanID`. */
export function movedLandmarks(scanID: string, side: DesignSide, meta: VisualizerMeta | null): LandmarkName[] {
  const moved = meta?.landmarks?.[side];
  if (!moved || moved.scanID !== scanID) return [];
  return (Object.keys(moved.points) as LandmarkName[]).filter((name) => moved.points[name] !== undefined);
}
