// The insoles of a design basis (design-basis.ts): each foot's job sent to the worker pool with its scan's file,
// the report of both feet, and one foot's file for a download. The refusals are the design routes' (ours):
// 404 when the foot has no scan, 422 when its scan cannot carry an insole (orientScan's or the generator's reason).
// The PDFs and an order's background work take each foot's design or its failure instead (footDesigns).
import {
  DESIGN_MESSAGES,
  DESIGN_WARNING_TEXTS,
  type DesignFormat,
  type DesignReport,
  type DesignSide,
  type DesignSideReport,
  type DesignWarning,
  designWarnings,
  effectiveLandmarks,
  orderInsoleMark,
  type RxGeometry,
  rxGeometry,
} from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import { readAgainAs } from "@solerx/domain/scan";
import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "../blobs/blob-store";
import type { InsoleOutcomes } from "../pdf/document";
import type { InsoleDrawing } from "../pdf/insole-drawing";
import { designInsoleOffLoop } from "../workers/heavy-work";
import type { DesignBasis } from "./design-basis";
import type { InsoleJobResult } from "./insole-job";

const SIDES = ["left", "right"] as const;

export interface DesignContext {
  blobs: BlobStore;
  log: FastifyBaseLogger;
}

function geometryOf(basis: DesignBasis): RxGeometry {
  return rxGeometry(basis.prescription, { weightLbs: basis.weightLbs, shoe: basis.shoe });
}

/** One foot's insole job in the pool; undefined when the foot has no scan. */
async function footInsole(
  { blobs, log }: DesignContext,
  basis: DesignBasis,
  geometry: RxGeometry,
  side: DesignSide,
  formats: DesignFormat[],
): Promise<InsoleJobResult | undefined> {
  const scan = basis.scans[side];
  if (!scan) return undefined;
  // A scan its measuring refused (turned wrong, not a foot) carries no insole: its reason is the answer.
  const refused = scan.properties?.unmeasurable;
  if (refused) return { ok: false, reason: refused };
  const draco = scan.blobKey ? await blobs.get(scan.blobKey) : undefined;
  if (!draco) return { ok: false, reason: DESIGN_MESSAGES.scanUnreadable };
  const result = await designInsoleOffLoop({
    draco,
    side,
    // The scan's own landmarks, with those a clinician moved on this scan in their place.
    landmarks: effectiveLandmarks(scan.measurementID, side, scan.properties?.landmarks ?? {}, basis.meta),
    orientation: readAgainAs(scan.properties ?? undefined),
    numbers: geometry[side],
    mark: basis.orderID ? orderInsoleMark(basis.orderID, side) : undefined,
    formats,
  });
  if (!result.ok && result.detail) {
    log.warn({ measurementID: scan.measurementID, side, detail: result.detail }, "the insole generator failed");
  }
  return result;
}

/** One foot's file: 404 without a scan of that foot, 422 when its scan cannot carry an insole. */
export async function insoleFile(
  context: DesignContext,
  basis: DesignBasis,
  side: DesignSide,
  format: DesignFormat,
): Promise<Uint8Array> {
  const result = await footInsole(context, basis, geometryOf(basis), side, [format]);
  if (!result) throw new DomainError(404, DESIGN_MESSAGES.noScan(side));
  if (!result.ok) throw new DomainError(422, DESIGN_MESSAGES.notMeasurable(side, result.reason));
  const bytes = result.files[format];
  if (!bytes) throw new Error(`the insole job made no ${format} file`);
  return bytes;
}

/**
 * One scanned foot's insole: the files asked for and its drawing, or that it could not be made; `stopped` when its
 * job was stopped (the time limit, a full pool, the server closing) rather than refused by the scan's shape.
 */
export type FootDesign = { side: DesignSide; measurementID: string } & (
  | { files: Partial<Record<DesignFormat, Uint8Array>>; drawing: InsoleDrawing }
  | { failed: true; stopped: boolean }
);

/**
 * Each scanned foot's insole with the files `formats` asks for it (none for a drawing alone). A foot whose scan
 * cannot carry one, or whose job is stopped (the time limit, a full pool, the server closing), is `failed` and
 * logged: a PDF or an order's files never fail for one foot's design. `oneAtATime`: one foot after the other, as an
 * order's background work goes (beside the requests, never two pool workers at once); else both feet at once.
 */
export async function footDesigns(
  context: DesignContext,
  basis: DesignBasis,
  formats: (side: DesignSide) => DesignFormat[],
  oneAtATime = false,
): Promise<FootDesign[]> {
  const geometry = geometryOf(basis);
  const design = async (side: DesignSide): Promise<FootDesign | undefined> => {
    const scan = basis.scans[side];
    if (!scan) return undefined;
    const { measurementID } = scan;
    try {
      const result = await footInsole(context, basis, geometry, side, formats(side));
      if (result?.ok) return { side, measurementID, files: result.files, drawing: result.drawing };
      return { side, measurementID, failed: true, stopped: false };
    } catch (error) {
      context.log.warn({ err: error, measurementID, side }, "the insole could not be made");
      return { side, measurementID, failed: true, stopped: true };
    }
  };
  const made: (FootDesign | undefined)[] = [];
  if (oneAtATime) for (const side of SIDES) made.push(await design(side));
  else made.push(...(await Promise.all(SIDES.map(design))));
  return made.filter((foot): foot is FootDesign => foot !== undefined);
}

/** The PDF's view of the designs: each scanned foot's drawing, or that it could not be drawn. */
export function insoleOutcomes(designs: readonly FootDesign[]): InsoleOutcomes {
  const outcomes: InsoleOutcomes = {};
  for (const foot of designs) {
    const { measurementID } = foot;
    outcomes[foot.side] =
      "drawing" in foot ? { measurementID, drawing: foot.drawing } : { measurementID, failed: true };
  }
  return outcomes;
}

/** Each scanned foot's insole as the prescription PDF draws it (no files), both feet at once. */
export async function insoleDrawings(context: DesignContext, basis: DesignBasis): Promise<InsoleOutcomes> {
  return insoleOutcomes(await footDesigns(context, basis, () => []));
}

/**
 * The report of both feet: each foot with a scan, its numbers, checks, warnings and time; beside them the warnings
 * of no one foot and of a foot without a scan (what it loses) or whose scan cannot carry an insole (why).
 */
export async function designReport(
  context: DesignContext,
  basis: DesignBasis,
  sessionID: string,
): Promise<DesignReport> {
  const started = performance.now();
  const geometry = geometryOf(basis);
  const results = await Promise.all(SIDES.map((side) => footInsole(context, basis, geometry, side, [])));
  const sides: DesignSideReport[] = [];
  const beside: DesignWarning[] = [];
  const fromRx = designWarnings(geometry, {
    left: basis.scans.left !== undefined,
    right: basis.scans.right !== undefined,
  });
  SIDES.forEach((side, index) => {
    const result = results[index];
    const own = fromRx.filter((warning) => warning.side === side);
    if (result?.ok) {
      sides.push({ ...result.report, warnings: [...own, ...result.report.warnings] });
      return;
    }
    beside.push(...own);
    if (result) {
      const message = DESIGN_WARNING_TEXTS.scanNotMeasurable(side, result.reason);
      beside.push({ code: "scan-not-measurable", side, message });
    }
  });
  return {
    sessionID,
    sides,
    warnings: [...fromRx.filter((warning) => warning.side === null), ...beside],
    timeMs: Math.round(performance.now() - started),
  };
}
