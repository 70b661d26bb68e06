// True while an end of session or a sign-out waits for unsaved patient data: the Saving data popup shows.
import { useSyncExternalStore } from "react";
import { isWaitingForSaves, subscribeWaitingForSaves } from "./wait-for-saves";

export function useWaitingForSaves(): boolean {
  return useSyncExternalStore(subscribeWaitingForSaves, isWaitingForSaves, isWaitingForSaves);
}
