// Texts of the error screens (spec 000 §2, §8).
import { APP_TEXTS } from "@solerx/domain/common";

/** Error boundary, error screen and chunk loading (spec 000 §2, §8). */
export const ERROR_TEXTS = {
  boundary: APP_TEXTS.errorBoundary,
  initializingView: APP_TEXTS.errorInitializingView,
  tryAgain: "Try again",
  endSession: "End Session",
  errorScreenTitle: APP_TEXTS.systemError,
  configFailed: "SoleRx could not load its settings. Please check your connection and try again.",
} as const;
