// What the route guard learnt from this tab's addresses: the mobile-app view, the scanning agent's address, an
// error to show, the previous path. The view and the agent address survive a reload of the tab.
import { createSharedState } from "../../lib/shared-state";
import { readItem, SESSION_KEYS, writeItem } from "../../lib/storage";

/** error, error_description and error_details of the query (spec 000 §2 "Route guard behaviour"). */
export interface RouteError {
  error: string;
  description: string;
  details: string;
}

export interface TabState {
  mobileView: boolean;
  agentUri: string | null;
  routeError: RouteError | null;
  previousPath: string | null;
}

export const tabState = createSharedState<TabState>({
  mobileView: false,
  agentUri: null,
  routeError: null,
  previousPath: null,
});

/** Reads back what this tab kept across a reload. */
export function hydrateTabState(): void {
  tabState.set({
    mobileView: readItem("session", SESSION_KEYS.mobileView) === "1",
    agentUri: readItem("session", SESSION_KEYS.agentUri),
  });
}

export function setMobileView(): void {
  writeItem("session", SESSION_KEYS.mobileView, "1");
  tabState.set({ mobileView: true });
}

export function setAgentUri(agentUri: string): void {
  writeItem("session", SESSION_KEYS.agentUri, agentUri);
  tabState.set({ agentUri });
}

export function useMobileView(): boolean {
  return tabState.use((state) => state.mobileView);
}
