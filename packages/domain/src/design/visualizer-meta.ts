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

/**
 * leroyMeta with one foot's clinician landmarks replaced (`landmarks` null or with no point: removed), every other
 * key kept as it is, including keys this shape does not know (another screen's, a newer version's). When the text
 * is not an object, or keeping its keys would leave it unreadable (a broken key of its own), only what this shape
 * reads of it is kept, so the save is never refused for someone else's key.
 */
export function withClinicianLandmarks(text: string, side: DesignSide, landmarks: ClinicianLandmarks | null): string {
  const keep = landmarks && Object.values(landmarks.points).some((point) => point !== undefined) ? landmarks : null;
  const replaced = (base: Record<string, unknown>) => {
    const feet = isObject(base.landmarks) ? { ...base.landmarks } : {};
    if (keep) feet[side] = keep;
    else delete feet[side];
    const next = { ...base, landmarks: feet };
    if (Object.keys(feet).length === 0) delete (next as Record<string, unknown>).landmarks;
    return JSON.stringify(next);
  };
  const raw = parseObject(text);
  if (raw) {
    const whole = replaced(raw);
    if (readVisualizerMeta(whole) !== null) return whole;
  }
  return replaced((readVisualizerMeta(text) ?? {}) as Record<string, unknown>);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(text);
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}
