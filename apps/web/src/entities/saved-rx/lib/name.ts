// The saved Rx name rule as a form reads it: the contract's own schema (the server refuses exactly the same
// names), its message for forbidden characters, and no message for a name not typed yet.
import { SavedRxName } from "@solerx/domain/contracts";
import { SAVED_RX_TEXTS } from "../texts";

export type NameCheck = { ok: true; name: string } | { ok: false; message: string | null };

export function checkSavedRxName(typed: string, taken: readonly string[] = []): NameCheck {
  if (typed.trim() === "") return { ok: false, message: null };
  const parsed = SavedRxName.safeParse(typed);
  if (!parsed.success) return { ok: false, message: SAVED_RX_TEXTS.nameInvalid };
  if (taken.includes(parsed.data)) return { ok: false, message: SAVED_RX_TEXTS.nameTaken };
  return { ok: true, name: parsed.data };
}
