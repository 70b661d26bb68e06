// Birth date rule of the patient form (spec 000 §5) and its timestamp form in the medical profile (§3).

import { LIMITS, VALIDATION_MESSAGES, type ValidationMessage } from "../common";

export type BirthDateParts = { day: number; month: number; year: number };
type PartInput = string | number | null | undefined;
export type BirthDateInput = { day?: PartInput; month?: PartInput; year?: PartInput };

export type BirthDateResult = { ok: true; value: BirthDateParts | null } | { ok: false; message: ValidationMessage };

function isEmpty(part: PartInput): boolean {
  return part === undefined || part === null || (typeof part === "string" && part.trim() === "");
}

/** A whole, non-negative number written with digits only; undefined otherwise. */
function wholeNumber(part: PartInput): number | undefined {
  if (typeof part === "number") return Number.isSafeInteger(part) && part >= 0 ? part : undefined;
  const text = String(part).trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Checks a birth date typed as day, month and year, against today's date in the local calendar of `today`.
 * The spec lists the messages but not which case shows which; ours, checked in this order:
 *  1. all three empty: valid, no birth date (it is optional);
 *  2. some but not all filled: "Enter a valid date of birth" (once one is filled all are needed);
 *  3. a part that is not a whole number written with digits (letters, signs, decimals): "Date of birth can
 *     contain only numbers";
 *  4. month outside 1-12: "Please enter month as a number (1-12 allowed)";
 *  5. year not written with exactly 4 digits, or before 1900: "Please enter year with 4 digits (example 1970)";
 *  6. day outside 1-31: "Please enter a day as a number (example: 6)";
 *  7. day 29-31 that the month does not have (30 February, 29 February of a non-leap year, 31 April):
 *     "Enter a valid date of birth";
 *  8. after today: "Date of birth cannot be a future date" (today itself is accepted).
 */
export function parseBirthDate(input: BirthDateInput, today: Date): BirthDateResult {
  const parts = [input.day, input.month, input.year];
  if (parts.every(isEmpty)) return { ok: true, value: null };
  if (parts.some(isEmpty)) return { ok: false, message: VALIDATION_MESSAGES.validBirthDate };

  const day = wholeNumber(input.day);
  const month = wholeNumber(input.month);
  const year = wholeNumber(input.year);
  if (day === undefined || month === undefined || year === undefined) {
    return { ok: false, message: VALIDATION_MESSAGES.onlyNumbers };
  }
  if (month < 1 || month > 12) return { ok: false, message: VALIDATION_MESSAGES.incorrectMonth };
  const yearDigits = String(input.year).trim();
  if (yearDigits.length !== 4 || year < LIMITS.birthYearMin) {
    return { ok: false, message: VALIDATION_MESSAGES.invalidYear };
  }
  if (day < 1 || day > 31) return { ok: false, message: VALIDATION_MESSAGES.incorrectDay };
  if (day > daysInMonth(year, month)) return { ok: false, message: VALIDATION_MESSAGES.validBirthDate };

  const todayKey = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  if (year * 10_000 + month * 100 + day > todayKey) return { ok: false, message: VALIDATION_MESSAGES.futureDate };
  return { ok: true, value: { day, month, year } };
}

/** null when the birth date is valid (or left empty), otherwise the message to show. */
export function validateBirthDate(input: BirthDateInput, today: Date): ValidationMessage | null {
  const result = parseBirthDate(input, today);
  return result.ok ? null : result.message;
}

/*
 * The medical profile carries the birth date as birthDateTimestamp. The spec stores a missing date as a sentinel
 * and reads any timestamp below a threshold back as empty, without giving the values; ours: the sentinel is
 * 1 January 1800 and the threshold 1 January 1900 (the earliest valid birth date), both UTC midnight, in ms.
 */
export const MISSING_BIRTH_DATE_TIMESTAMP = Date.UTC(1800, 0, 1);
export const BIRTH_DATE_TIMESTAMP_THRESHOLD = Date.UTC(LIMITS.birthYearMin, 0, 1);

/** A birth date as UTC midnight of that day, in ms; the sentinel when there is none. */
export function birthDateToTimestamp(date: BirthDateParts | null): number {
  if (date === null) return MISSING_BIRTH_DATE_TIMESTAMP;
  return Date.UTC(date.year, date.month - 1, date.day);
}

/** The birth date of a profile timestamp; null for the sentinel and anything below the threshold. */
export function timestampToBirthDate(timestamp: number | null | undefined): BirthDateParts | null {
  if (typeof timestamp !== "number" || !Number.isFinite(timestamp) || timestamp < BIRTH_DATE_TIMESTAMP_THRESHOLD) {
    return null;
  }
  const date = new Date(timestamp);
  return { day: date.getUTCDate(), month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
