// Snackbar messages (spec 000 §5): a known text as it is, anything else the generic try-again text; cut to 250
// characters; shown 3.5 s plus 12.5 ms per character; a text already showing is not shown again.

import { isDuplicateSnackbar, snackbarDuration, snackbarText } from "@solerx/domain/common";

/** The snackbar close button's accessible name. */
const SNACKBAR_CLOSE_LABEL = "Close message";

const showing: string[] = [];

/**
 * Whether any message was shown yet: the snackbars' container (and Mantine's notifications code) loads with the
 * first one, so a visit without a message never downloads it. Mantine's store keeps the message until the
 * container mounts and shows it.
 */
let firstShown = false;
const firstListeners = new Set<() => void>();

export function subscribeToFirstSnackbar(listener: () => void): () => void {
  firstListeners.add(listener);
  return () => firstListeners.delete(listener);
}

export function anySnackbarShown(): boolean {
  return firstShown;
}

export function showSnackbar(message: string, tone: "error" | "info" = "error"): void {
  const text = snackbarText(message);
  if (isDuplicateSnackbar(text, showing)) return;
  showing.push(text);
  if (!firstShown) {
    firstShown = true;
    for (const listener of firstListeners) listener();
  }
  // The snackbar code loads with the first message: the first screen does not wait for it.
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({
      message: text,
      color: tone === "error" ? "red" : "brand",
      autoClose: snackbarDuration(text),
      // Mantine's close button has no name of its own.
      closeButtonProps: { "aria-label": SNACKBAR_CLOSE_LABEL },
      onClose: () => {
        const index = showing.indexOf(text);
        if (index >= 0) showing.splice(index, 1);
      },
    }),
  );
}

/** A thrown value as an error snackbar: an Error's message, anything else as text. */
export function showErrorSnackbar(error: unknown): void {
  showSnackbar(error instanceof Error ? error.message : String(error));
}
