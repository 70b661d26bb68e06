// The server's heavy work, off the event loop: one worker pool (pool.ts) for the process, the tasks of
// heavy-work-tasks.ts behind typed calls, and each kind of job's time limit. A route awaiting one of these never
// holds up another request; a job over its limit, or one more than the queue takes, fails with a PoolError that the
// error handler answers as 503 with its message. The insole generator adds its jobs here the same way.
import { availableParallelism } from "node:os";
import type { ScanMeasurements, ScanProperties, ScanSubtype } from "@solerx/domain";
import type { Point2 } from "@solerx/geometry";
import { type PoolOptions, WorkerPool } from "./pool";

const TASKS = new URL("./heavy-work-tasks.ts", import.meta.url);

/** Time limits of each kind of job, ms (docs/security.md "Limits"). */
export const HEAVY_WORK_LIMITS = {
  /** A prescription PDF: about 0.1 s for the longest notes the API takes. */
  pdfMs: 15_000,
  /** Decoding a scan at the foot-scan limits and measuring it or exporting it: about 1 s. */
  scanMs: 20_000,
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

export function heavyWorkStats() {
  return workers().stats();
}

/** A copy of the bytes in a buffer of their own, which can be moved to the worker without touching the caller's. */
function movable(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

export interface CheckScanInput {
  bytes: Uint8Array;
  measurementID: string;
  subtype: ScanSubtype;
  scanner: ScanMeasurements | undefined;
}

/** The PDF of a PrescriptionDocument (pdf/document.ts, which calls this module: not named here, no cycle). */
export function renderPdfOffLoop(document: object): Promise<Uint8Array> {
  return workers().run("renderPdf", document, {
    timeLimitMs: HEAVY_WORK_LIMITS.pdfMs,
    timeoutMessage: "The prescription PDF took too long to make and was stopped; try again",
  });
}

export function checkScanOffLoop(input: CheckScanInput) {
  const bytes = movable(input.bytes);
  return workers().run<ScanProperties>(
    "checkScan",
    { ...input, bytes },
    { timeLimitMs: HEAVY_WORK_LIMITS.scanMs, transfer: [bytes.buffer as ArrayBuffer], timeoutMessage: SCAN_TIMEOUT },
  );
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

export function plantarOutlineOffLoop(draco: Uint8Array) {
  const bytes = movable(draco);
  return workers().run<Point2[]>("plantarOutline", bytes, {
    timeLimitMs: HEAVY_WORK_LIMITS.scanMs,
    transfer: [bytes.buffer as ArrayBuffer],
    timeoutMessage: SCAN_TIMEOUT,
  });
}
