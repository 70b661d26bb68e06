// The server's heavy work, off the event loop: one worker pool (pool.ts) for the process, the tasks of
// heavy-work-tasks.ts behind typed calls, and each kind of job's time limit. A route awaiting one of these never
// holds up another request; a job over its limit, or one more than the queue takes, fails with a PoolError that the
// error handler answers as 503 with its message.
import { availableParallelism } from "node:os";
import type { SCAN_UPLOAD_MESSAGES, ScanSubtype, SurfaceEncoding } from "@solerx/domain/common";
import type { OrientationCorrection, ScanFileFormat, ScanMeasurements, ScanProperties } from "@solerx/domain/scan";
import type { Point2 } from "@solerx/geometry";
import type { InsoleJob, InsoleJobResult } from "../design/insole-job";
import type { AnswerEncoding } from "../plugins/compression";
import type { OrientationInput, ShoeOfFoot } from "../scans/measurements";
import { type PoolOptions, WorkerPool } from "./pool";

const TASKS = new URL("./heavy-work-tasks.ts", import.meta.url);

/** Time limits of each kind of job, ms (docs/security.md "Limits"). */
export const HEAVY_WORK_LIMITS = {
  /** A prescription PDF: about 0.1 s for the longest notes the API takes. */
  pdfMs: 15_000,
  /** Decoding a scan at the foot-scan limits and measuring it or exporting it: about 1 s. */
  scanMs: 20_000,
  /** One foot's insole from its stored scan: decoding, orienting, the height field, the generator, two files. */
  insoleMs: 30_000,
};

const DEFAULT_POOL: Omit<PoolOptions, "tasks"> = {
  // Leave a core to the event loop; at least one worker, at most four.
  size: Math.min(4, Math.max(1, availableParallelism() - 1)),
  maxQueue: 32,
};

let pool: WorkerPool | undefined;

function workers(): WorkerPool {
  pool ??= new WorkerPool({ tasks: TASKS, ...DEFAULT_POOL });
  return pool;
}

/** Replaces the pool (tests and benchmarks: a tiny queue or time limit); the old one's jobs are failed. */
export async function configureHeavyWork(
  options: Partial<Omit<PoolOptions, "tasks">> & { limits?: Partial<typeof HEAVY_WORK_LIMITS> },
) {
  await pool?.close();
  const { limits, ...poolOptions } = options;
  Object.assign(HEAVY_WORK_LIMITS, limits);
  pool = new WorkerPool({ tasks: TASKS, ...DEFAULT_POOL, ...poolOptions });
}

/**
 * Starts every worker of the pool and has each load its tasks and the Draco decoder's WASM, without waiting for
 * them: called as the server starts (main.ts), so the first PDF or scan after a start does not wait for a worker to
 * load. A job arriving meanwhile queues behind the warm-up, as it would behind the loading.
 */
export function prewarmHeavyWork(): void {
  const pool = workers();
  for (let i = 0; i < pool.size; i++) {
    pool.run("warm", undefined, { timeLimitMs: WARM_MS }).catch(() => {
      // A worker that failed to warm is replaced; the first job loads what it needs itself.
    });
  }
}

/** Loading the tasks' modules and WASM in a worker: about a second, a few on a loaded machine. */
const WARM_MS = 60_000;

/** Closes the pool (a job still in it fails with "The server is shutting down"); a later job starts a new one. */
export async function closeHeavyWork(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}

export function heavyWorkStats() {
  return workers().stats();
}

/** A copy of the bytes in a buffer of their own, which can be moved to the worker without touching the caller's. */
function movable(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

export interface CheckScanInput {
  bytes: Uint8Array;
  /** The file's format as its upload named it (issue 33); drc (Draco) when absent. */
  format?: ScanFileFormat | undefined;
  /** The scan file cap (blobs SCAN_FILE_MAX_BYTES): a text file over it is refused before it is read. */
  maxBytes?: number | undefined;
  measurementID: string;
  subtype: ScanSubtype;
  scanner: ScanMeasurements | undefined;
  /** A clinician's correction of the scan's orientation (measurements.ts OrientationInput); none at upload. */
  orientation?: OrientationInput | undefined;
  /** The patient's recorded shoe size for this foot: it decides units the anatomy cannot. */
  shoe?: ShoeOfFoot | undefined;
}

/** The PDF of a PrescriptionDocument (pdf/document.ts, which calls this module: not named here, no cycle). */
export function renderPdfOffLoop(document: object): Promise<Uint8Array> {
  return workers().run("renderPdf", document, {
    timeLimitMs: HEAVY_WORK_LIMITS.pdfMs,
    timeoutMessage: "The prescription PDF took too long to make and was stopped; try again",
  });
}

/**
 * An uploaded scan checked: its properties, and the Draco file to store when the upload was in another format
 * (encoded from the file's mesh in the worker; copied back inside this object, as the pool answers objects); null
 * when the upload was Draco and is stored as it came.
 */
export interface CheckedScan {
  properties: ScanProperties;
  draco: Uint8Array | null;
}

/** Why the worker refuses an uploaded scan: SCAN_UPLOAD_MESSAGES keys, sent as the ScanRefused error's message. */
export const SCAN_REFUSALS = [
  "notDraco",
  "notStl",
  "notObj",
  "notPly",
  "stlTruncated",
  "objTruncated",
  "plyTruncated",
  "tooManyTriangles",
  "tooLarge",
] as const satisfies readonly (keyof typeof SCAN_UPLOAD_MESSAGES)[];
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

export function checkScanOffLoop(input: CheckScanInput) {
  const bytes = movable(input.bytes);
  return workers().run<CheckedScan>(
    "checkScan",
    { ...input, bytes },
    { timeLimitMs: HEAVY_WORK_LIMITS.scanMs, transfer: [bytes.buffer as ArrayBuffer], timeoutMessage: SCAN_TIMEOUT },
  );
}

/** Where a stored scan's foot lies as its measuring reads it (the frame a clinician's flip turns); none when refused. */
export function scanFrameOffLoop(input: ScanFrameInput): Promise<Required<OrientationCorrection> | undefined> {
  const draco = movable(input.draco);
  return workers().run(
    "scanFrame",
    { ...input, draco },
    { timeLimitMs: HEAVY_WORK_LIMITS.scanMs, transfer: [draco.buffer as ArrayBuffer], timeoutMessage: SCAN_TIMEOUT },
  );
}

export interface ScanFrameInput {
  draco: Uint8Array;
  side: "left" | "right";
  correction?: OrientationCorrection | undefined;
  scale?: number | undefined;
}

const SCAN_TIMEOUT = "Reading the scan took too long and was stopped; try again";

export function surfaceModelOffLoop(draco: Uint8Array, encoding: string): Promise<Uint8Array> {
  const bytes = movable(draco);
  return workers().run(
    "surfaceModel",
    { draco: bytes, encoding },
    {
      timeLimitMs: HEAVY_WORK_LIMITS.scanMs,
      transfer: [bytes.buffer as ArrayBuffer],
      timeoutMessage: SCAN_TIMEOUT,
    },
  );
}

export interface SurfaceAnswerInput {
  draco: Uint8Array;
  encoding: Exclude<SurfaceEncoding, "DRACO">;
  compression: AnswerEncoding | undefined;
}

/** A converted surface model's whole answer, made and compressed in the worker (scans/surface.ts). */
export function surfaceAnswerOffLoop(input: SurfaceAnswerInput): Promise<Uint8Array> {
  const draco = movable(input.draco);
  return workers().run(
    "surfaceAnswer",
    { ...input, draco },
    { timeLimitMs: HEAVY_WORK_LIMITS.scanMs, transfer: [draco.buffer as ArrayBuffer], timeoutMessage: SCAN_TIMEOUT },
  );
}

export function plantarOutlineOffLoop(draco: Uint8Array) {
  const bytes = movable(draco);
  return workers().run<Point2[]>("plantarOutline", bytes, {
    timeLimitMs: HEAVY_WORK_LIMITS.scanMs,
    transfer: [bytes.buffer as ArrayBuffer],
    timeoutMessage: SCAN_TIMEOUT,
  });
}

/** One foot's insole job: its scan's stored Draco file and what insole-job.ts needs besides. */
export type InsoleJobInput = InsoleJob & { draco: Uint8Array };

/** One foot's insole (design/insole-job.ts), its files made in the worker and moved back with its report. */
export function designInsoleOffLoop(input: InsoleJobInput): Promise<InsoleJobResult> {
  const draco = movable(input.draco);
  return workers().run<InsoleJobResult>(
    "designInsole",
    { ...input, draco },
    {
      timeLimitMs: HEAVY_WORK_LIMITS.insoleMs,
      transfer: [draco.buffer as ArrayBuffer],
      timeoutMessage: "Making the insole took too long and was stopped; try again",
    },
  );
}
