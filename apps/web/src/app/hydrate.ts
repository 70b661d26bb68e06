// The parts of the app state that survive a reload within the tab.
import { readItem, SESSION_KEYS } from "../lib/storage";
import { setAppState } from "../stores/app-state";

export function hydrateAppState(): void {
  setAppState({
    mobileView: readItem("session", SESSION_KEYS.mobileView) === "1",
    agentUri: readItem("session", SESSION_KEYS.agentUri),
  });
}
