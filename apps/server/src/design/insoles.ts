// The insoles of a design basis (design-basis.ts): each foot's job sent to the worker pool with its scan's file,
// the report of both feet, and one foot's file for a download. The refusals are the design routes' (ours):
// 404 when the foot has no scan, 422 when its scan cannot carry an insole (orientScan's or the generator's reason).
import {
  DESIGN_MESSAGES,
  DESIGN_WARNING_TEXTS,
  type DesignFormat,
  type DesignReport,
  type DesignSide,
  type DesignSideReport,
  type DesignWarning,
  designWarnings,
  orderInsoleMark,
  type RxGeometry,
  rxGeometry,
} from "@solerx/domain/design";
import { DomainError } from "@solerx/domain/errors";
import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "../blobs/blob-store";
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
  const draco = scan.blobKey ? await blobs.get(scan.blobKey) : undefined;
  if (!draco) return { ok: false, reason: DESIGN_MESSAGES.scanUnreadable };
  const result = await designInsoleOffLoop({
    draco,
    side,
    landmarks: scan.properties?.landmarks ?? {},
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

/** Both files of each foot with a scan (an order's attachments); a foot whose scan cannot carry one is left out. */
export async function insoleFiles(
  context: DesignContext,
  basis: DesignBasis,
): Promise<{ side: DesignSide; files: Partial<Record<DesignFormat, Uint8Array>> }[]> {
  const geometry = geometryOf(basis);
  const made: { side: DesignSide; files: Partial<Record<DesignFormat, Uint8Array>> }[] = [];
  // One foot after the other: an order's insoles are made beside the requests, never two pool workers at once.
  for (const side of SIDES) {
    const result = await footInsole(context, basis, geometry, side, ["3mf", "stl"]);
    if (result?.ok) made.push({ side, files: result.files });
  }
  return made;
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
