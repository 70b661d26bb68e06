// The open record's save status for the top bar: saving, saved, failed (with Retry).
import { useSyncExternalStore } from "react";
import type { SaveStatus } from "./save-queue";
import { saveQueue } from "./save-queue-instance";

const subscribe = (listener: () => void) => saveQueue.subscribe(listener);

export function useSaveStatus(userId: string | null | undefined): SaveStatus {
  const read = () => (userId ? saveQueue.statusOf(userId) : "idle");
  return useSyncExternalStore(subscribe, read, read);
}
