// The saved Rx name rule as a form reads it: the contract's own schema (the server refuses exactly the same
// names), its message for forbidden characters, and no message for a name not typed yet. A name is taken when a
// saved Rx has a look-alike of it (savedRxNameKey), as the server compares them.

import { savedRxNameKey } from "@solerx/domain/common";
import { SavedRxName } from "@solerx/domain/saved-rx";
import { SAVED_RX_TEXTS } from "../texts";

export type NameCheck = { ok: true; name: string } | { ok: false; message: string | null };

export function checkSavedRxName(typed: string, taken: readonly string[] = []): NameCheck {
  if (typed.trim() === "") return { ok: false, message: null };
  const parsed = SavedRxName.safeParse(typed);
  if (!parsed.success) return { ok: false, message: SAVED_RX_TEXTS.nameInvalid };
  if (isTaken(parsed.data, taken)) return { ok: false, message: SAVED_RX_TEXTS.nameTaken };
  return { ok: true, name: parsed.data };
}

/** Whether one of the names is a look-alike of this one (the same saved Rx to the server). */
export function isTaken(name: string, taken: readonly string[]): boolean {
  const key = savedRxNameKey(name);
  return taken.some((other) => savedRxNameKey(other) === key);
}
