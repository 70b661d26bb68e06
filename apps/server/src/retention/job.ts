// The retention as a daily job (issue 17 point 9): started with the server, a first pass a few minutes after the
// start (not at once: a pass over 100,000 patients would hold the embedded database's one connection while the
// first requests come), then every day. The clock and the timer are injectable, so tests move time instead of
// waiting. Files go after their rows; a file whose delete fails is no row's any more, and the daily sweep of
// orphan files (blobs/orphans.ts) removes it.
import type { FastifyBaseLogger } from "fastify";
import type { BlobStore } from "../blobs/blob-store";
import type { Db } from "../db/database";
import { applyRetention, type RetentionOutcome } from "./apply";

export const RETENTION_FIRST_RUN_MS = 10 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface RetentionJobOptions {
  db: Db;
  blobs: BlobStore;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** A timer, replaceable by a test's; answers a function that cancels it. */
  startTimer?: (ms: number, fire: () => void) => () => void;
}

const realTimer = (ms: number, fire: () => void) => {
  const timer = setTimeout(fire, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** One pass: rows first, then their files. What it did, and the keys whose files could not be deleted. */
export async function runRetention(
  db: Db,
  blobs: BlobStore,
  now: Date,
): Promise<RetentionOutcome & { filesLeft: string[] }> {
  const outcome = await applyRetention(db, now);
  const results = await Promise.allSettled(outcome.blobKeys.map((key) => blobs.delete(key)));
  const filesLeft = outcome.blobKeys.filter((_key, index) => results[index]?.status === "rejected");
  return { ...outcome, filesLeft };
}

export interface RetentionJob {
  /** Schedules the first pass and every daily one after it. */
  start(): void;
  /** Cancels the next pass and waits for one under way. */
  stop(): Promise<void>;
}

export function retentionJob(options: RetentionJobOptions): RetentionJob {
  const now = options.now ?? (() => new Date());
  const startTimer = options.startTimer ?? realTimer;
  let cancel: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const pass = async () => {
    try {
      const outcome = await runRetention(options.db, options.blobs, now());
      const { blocked, purged, ordersRemoved, blobKeys, filesLeft } = outcome;
      if (blocked + purged + ordersRemoved > 0) {
        options.log.info(
          {
            blocked,
            purged,
            ordersRemoved,
            filesRemoved: blobKeys.length - filesLeft.length,
            filesLeft: filesLeft.length,
          },
          "retention: patients blocked and purged",
        );
      }
    } catch (error) {
      options.log.warn({ err: error }, "retention pass failed; the next one tries again");
    }
  };
  const schedule = (ms: number) => {
    cancel = startTimer(ms, () => {
      if (stopped) return;
      running = pass().finally(() => {
        running = undefined;
        if (!stopped) schedule(RETENTION_INTERVAL_MS);
      });
    });
  };
  return {
    start: () => schedule(RETENTION_FIRST_RUN_MS),
    async stop() {
      stopped = true;
      cancel?.();
      await running;
    },
  };
}
