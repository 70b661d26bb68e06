// Character rules of inputs, text areas, names and saved Rx names (spec 000 §5, spec 001 §5).
import { LIMITS } from "./constants";

/*
 * How we read the spec's garbled "Allowed characters" sentence: it is a regular-expression character class
 * written out in words, [ !#-&()+\-.0-9@-\[\]-{}~\x80-\xFE]:
 *   space, !, # through & (# $ % &), ( and ), +, -, ., the digits, @ through [ (@, A-Z, [),
 *   ] through { (] ^ _ ` a-z {), }, ~, and the codes 0x80 to 0xFE.
 * "printable ASCII except double quote and the hash-free set" is that class's summary. Its complement within
 * printable ASCII and 0x80-0xFF is exactly the forbidden list of the next sentence, " ' * , : ; < > = ? / \ | ÿ
 * (ÿ is 0xFF), so the two sentences describe one rule and we implement it once. Everything else is refused:
 * control characters (tab included) and characters above 0xFE (typographic quotes, emoji, most non-Latin-1
 * letters). Text areas also allow line breaks (\n and \r).
 */
const ALLOWED_INPUT = /^[ !#-&()+\-.0-9@-[\]-{}~\x80-\xFE]$/u;
const ALLOWED_LINE_BREAK = /^[\n\r]$/u;

/** The characters the spec forbids in notes, text areas and inputs, for messages and tests. */
export const FORBIDDEN_TEXT_CHARACTERS = ['"', "'", "*", ",", ":", ";", "<", ">", "=", "?", "/", "\\", "|", "ÿ"];

export function isAllowedCharacter(char: string, options: { multiline?: boolean } = {}): boolean {
  return ALLOWED_INPUT.test(char) || (options.multiline === true && ALLOWED_LINE_BREAK.test(char));
}

/** Removes characters typed into an input (or, with multiline, a text area) that the rule refuses. */
export function stripInvalidCharacters(
  value: string,
  options: { multiline?: boolean } = {},
): { value: string; removed: boolean } {
  const kept = Array.from(value)
    .filter((char) => isAllowedCharacter(char, options))
    .join("");
  return { value: kept, removed: kept !== value };
}

/** True when every character of the value is allowed (Save stays disabled otherwise). */
export function isValidText(value: string, options: { multiline?: boolean } = {}): boolean {
  return !stripInvalidCharacters(value, options).removed;
}

/**
 * The save check of names and reference ID/PO: ,<>:“/|?*. The message prints a typographic opening quote where
 * the check is about quotes, so we refuse the straight double quote and both typographic double quotes.
 */
const SPECIAL_CHARACTERS = /[,<>:"“”/|?*]/u;
export function hasSpecialCharacters(value: string): boolean {
  return SPECIAL_CHARACTERS.test(value);
}

/** Characters a saved prescription's name cannot contain: <>:`/|?*&%~#^[],$+@! */
export const SAVED_RX_NAME_FORBIDDEN = "<>:`/|?*&%~#^[],$+@!";

/** Characters that show nothing: spaces of every kind, format characters (zero-width, BOM), controls. */
const INVISIBLE = /[\s\p{Cf}\p{Cc}\p{Zs}]/gu;

/**
 * A saved Rx name as it is kept: composed (NFC, so a decomposed accent is the same name), trimmed, every run of
 * spaces (a no-break space, a tab) one space. What the clinician typed otherwise stays as typed.
 */
export function normaliseSavedRxName(name: string): string {
  return name
    .normalize("NFC")
    .replace(/[\s\p{Zs}]+/gu, " ")
    .trim();
}

/** The name two templates may not share: the kept name, case-insensitively ("Flatfoot" is "FLATFOOT"). */
export function savedRxNameKey(name: string): string {
  return normaliseSavedRxName(name).toLowerCase();
}

/**
 * A saved Rx name is valid when it shows something other than dots (a name of dots is a path step in the URL that
 * opens it) and has none of the forbidden characters.
 */
export function savedRxNameIsValid(name: string): boolean {
  const visible = name.replace(INVISIBLE, "");
  if (visible === "" || /^\.+$/u.test(visible)) return false;
  return !Array.from(name).some((char) => SAVED_RX_NAME_FORBIDDEN.includes(char));
}

/** Name and ID fields hold at most 25 characters (counted as characters, not UTF-16 units). */
export function exceedsNameLength(value: string, max: number = LIMITS.nameMaxLength): boolean {
  return Array.from(value).length > max;
}

/** The value cut to the field's length, for inputs that stop accepting characters at the limit. */
export function limitLength(value: string, max: number = LIMITS.nameMaxLength): string {
  const chars = Array.from(value);
  return chars.length > max ? chars.slice(0, max).join("") : value;
}
