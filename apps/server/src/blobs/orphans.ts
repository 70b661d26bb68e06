// The sweep of files no row owns (issue 17 point 4): a part file a killed upload left, the file of a scan whose
// patient was deleted while its deletion of files failed, a file put just before a write that then failed. Run
// when the server starts (no upload is in flight then, so every part file goes) and daily after that.

import { ownedBlobKeys } from "../db/blob-owners";
import type { Db } from "../db/database";
import { type BlobStore, isPartialUpload, isValidKey, type ListedBlob } from "./blob-store";
import { UPLOAD_URL_SECONDS } from "./index";

/**
 * A file younger than this is kept even when no row owns it yet: the server writes a checked scan's file, or an
 * order's attachment, just before the row that owns it, and an upload may still be going to a part file. Longer
 * than an upload address lives.
 */
export const ORPHAN_GRACE_MS = 2 * UPLOAD_URL_SECONDS * 1000;
/** The daily sweep. */
export const BLOB_SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

const BATCH = 500;

/** Removes the files no row owns; the keys removed. `atStart`: every part file is a killed upload's. */
export async function sweepOrphanBlobs(
  db: Db,
  store: BlobStore,
  options: { now: Date; atStart?: boolean },
): Promise<string[]> {
  const removed: string[] = [];
  const old = (blob: ListedBlob) => options.now.getTime() - blob.modifiedAt.getTime() > ORPHAN_GRACE_MS;
  const sweep = async (batch: ListedBlob[]) => {
    const owned = await ownedBlobKeys(
      db,
      batch.map((blob) => blob.key),
    );
    for (const blob of batch) {
      // A file the server could not have made (put there by hand) is not the sweep's to judge.
      if (!isValidKey(blob.key)) continue;
      const orphan = isPartialUpload(blob.key) ? options.atStart || old(blob) : !owned.has(blob.key) && old(blob);
      if (!orphan) continue;
      await store.delete(blob.key);
      removed.push(blob.key);
    }
  };
  let batch: ListedBlob[] = [];
  for await (const blob of store.list()) {
    batch.push(blob);
    if (batch.length === BATCH) {
      await sweep(batch);
      batch = [];
    }
  }
  await sweep(batch);
  return removed;
}
