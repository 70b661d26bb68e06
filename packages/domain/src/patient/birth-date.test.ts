import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES as M } from "../common";
import {
  BIRTH_DATE_TIMESTAMP_THRESHOLD,
  birthDateToTimestamp,
  daysInMonth,
  MISSING_BIRTH_DATE_TIMESTAMP,
  parseBirthDate,
  timestampToBirthDate,
  validateBirthDate,
} from "./birth-date";

// 15 June 2024, local time, as the browser's clock would give it
const today = new Date(2024, 5, 15, 13, 45);
const check = (day: string | number, month: string | number, year: string | number) =>
  validateBirthDate({ day, month, year }, today);

describe("validateBirthDate", () => {
  it("is optional: all empty is valid", () => {
    expect(validateBirthDate({}, today)).toBeNull();
    expect(validateBirthDate({ day: "", month: " ", year: null }, today)).toBeNull();
    expect(parseBirthDate({ day: "", month: "", year: "" }, today)).toEqual({ ok: true, value: null });
  });
  it("needs all three once one is filled", () => {
    expect(validateBirthDate({ day: "6" }, today)).toBe(M.validBirthDate);
    expect(validateBirthDate({ day: "6", month: "3", year: "" }, today)).toBe(M.validBirthDate);
    expect(validateBirthDate({ year: 1970 }, today)).toBe(M.validBirthDate);
  });
  it("accepts whole numbers only", () => {
    expect(check("6a", 3, 1970)).toBe(M.onlyNumbers);
    expect(check(6, "3.5", 1970)).toBe(M.onlyNumbers);
    expect(check(6, 3, "-1970")).toBe(M.onlyNumbers);
    expect(check(6.5, 3, 1970)).toBe(M.onlyNumbers);
    expect(check(6, 3, "19 70")).toBe(M.onlyNumbers);
  });
  it("wants a month from 1 to 12", () => {
    expect(check(6, 0, 1970)).toBe(M.incorrectMonth);
    expect(check(6, 13, 1970)).toBe(M.incorrectMonth);
    expect(check(6, 12, 1970)).toBeNull();
    expect(check(6, "01", 1970)).toBeNull();
  });
  it("wants a 4-digit year from 1900", () => {
    expect(check(1, 1, 1900)).toBeNull();
    expect(check(31, 12, 1899)).toBe(M.invalidYear);
    expect(check(6, 3, 70)).toBe(M.invalidYear);
    expect(check(6, 3, "01970")).toBe(M.invalidYear);
  });
  it("wants a day from 1 to 31", () => {
    expect(check(0, 3, 1970)).toBe(M.incorrectDay);
    expect(check(32, 3, 1970)).toBe(M.incorrectDay);
  });
  it("refuses days the month does not have", () => {
    expect(check(31, 4, 1970)).toBe(M.validBirthDate);
    expect(check(30, 2, 2000)).toBe(M.validBirthDate);
    expect(check(31, 3, 1970)).toBeNull();
    expect(check(30, 4, 1970)).toBeNull();
  });
  it("handles leap years: 2000 and 2004 are leap, 1900 and 2001 are not", () => {
    expect(check(29, 2, 2000)).toBeNull();
    expect(check(29, 2, 2004)).toBeNull();
    expect(check(29, 2, 1900)).toBe(M.validBirthDate);
    expect(check(29, 2, 2001)).toBe(M.validBirthDate);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });
  it("accepts today and refuses tomorrow", () => {
    expect(check(15, 6, 2024)).toBeNull();
    expect(check(16, 6, 2024)).toBe(M.futureDate);
    expect(check(1, 7, 2024)).toBe(M.futureDate);
    expect(check(1, 1, 2025)).toBe(M.futureDate);
    expect(check(14, 6, 2024)).toBeNull();
  });
  it("uses the local calendar day of today, whatever the hour", () => {
    const lateEvening = new Date(2024, 5, 15, 23, 59);
    const earlyMorning = new Date(2024, 5, 15, 0, 1);
    expect(validateBirthDate({ day: 15, month: 6, year: 2024 }, lateEvening)).toBeNull();
    expect(validateBirthDate({ day: 15, month: 6, year: 2024 }, earlyMorning)).toBeNull();
    expect(validateBirthDate({ day: 16, month: 6, year: 2024 }, lateEvening)).toBe(M.futureDate);
  });
  it("returns the parsed date", () => {
    expect(parseBirthDate({ day: " 06", month: "03", year: "1970" }, today)).toEqual({
      ok: true,
      value: { day: 6, month: 3, year: 1970 },
    });
  });
});

describe("birth date timestamps", () => {
  it("round-trips a date through UTC midnight", () => {
    const ts = birthDateToTimestamp({ day: 29, month: 2, year: 2000 });
    expect(new Date(ts).toISOString()).toBe("2000-02-29T00:00:00.000Z");
    expect(timestampToBirthDate(ts)).toEqual({ day: 29, month: 2, year: 2000 });
    expect(timestampToBirthDate(birthDateToTimestamp({ day: 1, month: 1, year: 1900 }))).toEqual({
      day: 1,
      month: 1,
      year: 1900,
    });
  });
  it("stores a missing date as the sentinel and reads low values back as empty", () => {
    expect(birthDateToTimestamp(null)).toBe(MISSING_BIRTH_DATE_TIMESTAMP);
    expect(MISSING_BIRTH_DATE_TIMESTAMP).toBeLessThan(BIRTH_DATE_TIMESTAMP_THRESHOLD);
    expect(timestampToBirthDate(MISSING_BIRTH_DATE_TIMESTAMP)).toBeNull();
    expect(timestampToBirthDate(BIRTH_DATE_TIMESTAMP_THRESHOLD - 1)).toBeNull();
    expect(timestampToBirthDate(null)).toBeNull();
  });
});
