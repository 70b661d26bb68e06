// A write of the save queue as data: what it sends, where, and its idempotency key. The queue's items are built
// from it, so the same write can be kept in IndexedDB (pending-saves.ts) and sent again after a reload, with the
// same key: the server answers a retry of a write it already made with that write's version instead of making it
// twice (RECORD_IDEMPOTENCY_HEADER).
import { RECORD_IDEMPOTENCY_HEADER, RecordVersion } from "@solerx/domain/patient";
import { apiRequest } from "../../lib/api-client";
import { randomUuid } from "../../lib/random-uuid";
import type { QueueItem, StoredWrite } from "./save-queue";

export type { StoredWrite } from "./save-queue";

export function newStoredWrite(write: Omit<StoredWrite, "idempotencyKey">): StoredWrite {
  return { ...write, idempotencyKey: randomUuid() };
}

/** Whether a value read back from IndexedDB is a StoredWrite (an older page may have kept another shape). */
export function isStoredWrite(value: unknown): value is StoredWrite {
  if (!value || typeof value !== "object") return false;
  const write = value as Partial<StoredWrite>;
  return (
    typeof write.key === "string" &&
    typeof write.path === "string" &&
    typeof write.idempotencyKey === "string" &&
    (write.query === undefined || (typeof write.query === "object" && write.query !== null)) &&
    (write.pauseAfterMs === undefined || typeof write.pauseAfterMs === "number")
  );
}

/** The queue's item of a write: sends it with `If-Match` (when the version is known) and its idempotency key. */
export function queueItemOf(stored: StoredWrite): QueueItem {
  const item: QueueItem = {
    key: stored.key,
    stored,
    pauseAfterMs: stored.pauseAfterMs,
    send: async (version) => {
      const answer = await apiRequest({
        method: "POST",
        path: stored.path,
        query: stored.query,
        json: stored.body,
        schema: RecordVersion,
        headers: {
          [RECORD_IDEMPOTENCY_HEADER]: stored.idempotencyKey,
          ...(version === null ? {} : { "If-Match": `"${version}"` }),
        },
      });
      return answer.version;
    },
    // A plain profile edit replacing a prescription update still records the prescription's session status.
    absorb: (previous) => {
      const earlier = previous.stored?.query?.action;
      if (stored.query?.action || !earlier) return item;
      return queueItemOf({ ...stored, query: { ...stored.query, action: earlier } });
    },
  };
  return item;
}
