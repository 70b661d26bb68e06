// Snackbar text and display time (spec 000 §5): cut to 250 characters, shown 3.5 s plus 12.5 ms per character.

import { SNACKBAR } from "./constants";
import { SNACKBAR_GENERIC_MESSAGE, SNACKBAR_KNOWN_MESSAGES } from "./messages";

/** The text cut to 250 characters (code points, so no character is split). */
export function cutSnackbarText(text: string): string {
  const chars = Array.from(text);
  return chars.length > SNACKBAR.maxCharacters ? chars.slice(0, SNACKBAR.maxCharacters).join("") : text;
}

/** Display time in ms: 3500 + 12.5 per character of the cut text. */
export function snackbarDuration(text: string): number {
  return SNACKBAR.baseDurationMs + SNACKBAR.perCharacterMs * Array.from(cutSnackbarText(text)).length;
}

/** The text a snackbar shows: a known message as it is, anything else the generic try-again text; cut. */
export function snackbarText(text: string, known: readonly string[] = SNACKBAR_KNOWN_MESSAGES): string {
  return cutSnackbarText(known.includes(text) ? text : SNACKBAR_GENERIC_MESSAGE);
}

/** Duplicates are not repeated: a text already showing or queued is not shown again. */
export function isDuplicateSnackbar(text: string, showing: readonly string[]): boolean {
  return showing.includes(text);
}
