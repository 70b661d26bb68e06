// One foot's insole, made in a pool worker (heavy-work-tasks.ts designInsole): the decoded scan oriented into the
// foot's frame, its plantar height field, the stored landmarks brought into that frame, the generator, and the
// files asked for (the scan's part is @solerx/geometry's insole-of-scan.ts, which the browser's worker shares). Pure: the job carries everything (the scan's bytes, the landmarks, the prescription's numbers),
// so the same job gives the same files, whoever asks and whenever.
import type { DesignFormat, DesignSide, DesignSideReport, RxGeometrySide } from "@solerx/domain/design";
import type { FootLandmarks } from "@solerx/domain/scan";
import {
  GENERATOR_FAILED,
  insoleFile,
  insoleOnScan,
  prepareScan,
  type ScanOrientation,
  type TriangleMesh,
} from "@solerx/geometry";
import type { InsoleDrawing } from "../pdf/insole-drawing";

export interface InsoleJob {
  side: DesignSide;
  /** The scan's stored landmarks, in the scan's own coordinates (ScanProperties.landmarks). */
  landmarks: FootLandmarks;
  /** How the scan's measuring oriented it (readAgainAs of its properties): the insole stands on the same frame. */
  orientation?: ScanOrientation | undefined;
  numbers: RxGeometrySide;
  /** On an order's insoles: the text debossed on the underside (design-files orderInsoleMark). */
  mark?: string | undefined;
  /** The files to make; none for the report alone. */
  formats: DesignFormat[];
}

export type InsoleJobResult =
  | {
      ok: true;
      report: DesignSideReport;
      files: Partial<Record<DesignFormat, Uint8Array>>;
      /** The insole seen from above with its zones, for the PDF's 1:1 pages (the generator's, as they are). */
      drawing: InsoleDrawing;
    }
  /** The scan cannot carry an insole: `reason` in words a clinician reads; `detail` for the server's log. */
  | { ok: false; reason: string; detail?: string };

export async function insoleOf(mesh: TriangleMesh, job: InsoleJob): Promise<InsoleJobResult> {
  const started = performance.now();
  const prepared = prepareScan(mesh, job.side, job.orientation);
  if (!prepared.ok) return prepared;
  const made = await insoleOnScan(prepared.scan, job.landmarks, job.numbers, { mark: job.mark });
  if (!made.ok) return made;
  const { result } = made;
  try {
    const files: Partial<Record<DesignFormat, Uint8Array>> = {};
    for (const format of job.formats) files[format] = insoleFile(result, format);
    const report: DesignSideReport = {
      side: job.side,
      numbers: result.numbers,
      checks: result.checks,
      warnings: result.warnings,
      timeMs: Math.round(performance.now() - started),
    };
    return { ok: true, report, files, drawing: { outline: result.outline, zones: result.zones } };
  } catch (error) {
    return { ok: false, reason: GENERATOR_FAILED, detail: error instanceof Error ? error.message : String(error) };
  }
}
