// The save queue of patient records (save-queue.ts), wired to the query cache, the browser's online flag and the
// snackbar. Kept apart from the write calls (record-writer.ts), which carry the request schemas: both load
// with the first record opened; the shell reaches the queue only through unsaved-work.ts.
import { SAVE_REFUSED_MESSAGE, STALE_RECORD_MESSAGE } from "@solerx/domain/common";
import { isApiError } from "../../lib/api-client";
import { systemClock } from "../../lib/clock";
import { showSnackbar } from "../../lib/snackbar";
import { signInState } from "../session/session-state";
import { setLatestEditSource } from "./pending-edits";
import { keepQueueInStore, openPendingSaves } from "./pending-saves";
import { patientKeys } from "./query-keys";
import { recordQueryClient } from "./record-cache";
import { type ErrorKind, SaveQueue } from "./save-queue";
import { markDirty, markSaved, setSaveFlusher } from "./unsaved-work";

/** Refusals that say nothing of the write itself: a sign-in that ended, a timeout, too many requests. */
const TRANSIENT_REFUSALS = new Set([401, 408, 429]);

/**
 * 412: the write named an older version. 5xx, no answer and the transient refusals: worth another try (kept).
 * Any other 4xx is a refusal of the write itself, which will not change: not kept for a later page.
 */
export function classifySaveError(error: unknown): ErrorKind {
  if (!isApiError(error)) return "client";
  if (error.kind === "network") return "network";
  if (error.status === 412) return "stale";
  if (error.status >= 500 || TRANSIENT_REFUSALS.has(error.status)) return "server";
  return "client";
}

function cachedVersion(userId: string): number | null {
  const record = recordQueryClient()?.getQueryData<{ version?: number }>(patientKeys.record(userId));
  const profile = recordQueryClient()?.getQueryData<{ version?: number }>(patientKeys.medicalProfile(userId));
  const versions = [record?.version, profile?.version].filter((v): v is number => typeof v === "number");
  return versions.length > 0 ? Math.max(...versions) : null;
}

function refreshRecord(userId: string): void {
  void recordQueryClient()?.invalidateQueries({ queryKey: patientKeys.record(userId) });
  void recordQueryClient()?.invalidateQueries({ queryKey: patientKeys.medicalProfile(userId) });
}

export const saveQueue = new SaveQueue({
  clock: systemClock,
  knownVersion: cachedVersion,
  classify: classifySaveError,
  isOnline: () => globalThis.navigator?.onLine ?? true,
  onOnline: (listener) => {
    if (typeof window === "undefined") return () => {};
    window.addEventListener("online", listener);
    return () => window.removeEventListener("online", listener);
  },
  onStale: (userId) => {
    refreshRecord(userId);
    showSnackbar(STALE_RECORD_MESSAGE, "info");
  },
  onSaved: refreshRecord,
  // The top bar shows "Not saved" with Retry for the open record; a restored write refused after a reload may be
  // of a patient not on screen, and it will not be sent again: said once, wherever the clinician is.
  onRefused: () => showSnackbar(SAVE_REFUSED_MESSAGE, "error"),
});

// The screens show the record with its unwritten edits (pending-edits.ts).
setLatestEditSource((userId, part) => saveQueue.latestItem(userId, part)?.stored?.body);

// The queue survives a reload (pending-saves.ts): kept in IndexedDB, the signed-in operator's writes are sent again
// when the page loads. Browsers without IndexedDB (and the unit tests' jsdom) keep the queue in memory only.
if (globalThis.indexedDB) {
  keepQueueInStore(saveQueue, openPendingSaves(globalThis.indexedDB), {
    operator: () => {
      const { authStatus, operator } = signInState.get();
      return authStatus === "signed-in" ? (operator?.userId ?? null) : null;
    },
    onOperatorChange: (listener) => signInState.subscribe(listener),
  });
}

// Pending writes are unsaved work: End session and SIGN OUT wait for them (wait-for-saves.ts).
const SAVE_QUEUE_WORK = "save-queue";
saveQueue.subscribe(() => {
  if (saveQueue.hasPending()) markDirty(SAVE_QUEUE_WORK);
  else markSaved(SAVE_QUEUE_WORK);
});

// End session and SIGN OUT send what waits for its delay at once (wait-for-saves.ts), through unsaved-work, so the
// first screen does not load the queue to be able to ask it.
setSaveFlusher(() => saveQueue.flush());

/** Sends every pending write now (of one patient, or of all); settles when none is pending. */
export function flushSaves(userId?: string): Promise<void> {
  return saveQueue.flush(userId);
}

export function retryFailedSaves(userId: string): void {
  saveQueue.retryFailed(userId);
}

/** The patient is gone (deleted): its pending writes are dropped, not sent. */
export function discardSaves(userId: string): void {
  saveQueue.discard(userId, new Error("The patient was deleted"));
}
