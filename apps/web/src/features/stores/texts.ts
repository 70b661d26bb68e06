// Texts of the store choice (spec 000 §2, §4 "Site selection").
import { APP_TEXTS } from "@solerx/domain/common";

/** Store choice (spec 000 §2, §4 "Site selection"). */
export const STORE_TEXTS = {
  selectionTitle: APP_TEXTS.storeSelectionTitle,
  next: APP_TEXTS.storeSelectionNext,
  noSites: APP_TEXTS.noSites,
  noSitesTitle: "No locations available",
  noSitesHelp: "Ask your clinic administrator to add your account to a location, then sign in again.",
  loading: "Loading your locations…",
  storeLabel: "Store",
  signOut: "SIGN OUT",
  loadFailed: "Your locations could not be loaded. SoleRx tries again in a few seconds.",
} as const;
