import { describe, expect, it } from "vitest";
import {
  PATIENT_HAS_ORDERS_MESSAGE,
  SNACKBAR_GENERIC_MESSAGE,
  STALE_RECORD_MESSAGE,
  VALIDATION_MESSAGES,
} from "./messages";
import { cutSnackbarText, isDuplicateSnackbar, snackbarDuration, snackbarText } from "./snackbar";

describe("cutSnackbarText", () => {
  it("cuts to 250 characters", () => {
    expect(cutSnackbarText("x".repeat(300))).toHaveLength(250);
    expect(cutSnackbarText("x".repeat(250))).toHaveLength(250);
    expect(cutSnackbarText("short")).toBe("short");
  });
});

describe("snackbarDuration", () => {
  it("is 3500 ms plus 12.5 ms per character", () => {
    expect(snackbarDuration("")).toBe(3500);
    expect(snackbarDuration("abcd")).toBe(3550);
    expect(snackbarDuration("a")).toBe(3512.5);
  });
  it("counts only the cut text", () => {
    expect(snackbarDuration("x".repeat(1000))).toBe(3500 + 12.5 * 250);
  });
});

describe("snackbarText", () => {
  it("shows known messages and replaces the rest with the generic text", () => {
    expect(snackbarText(VALIDATION_MESSAGES.futureDate)).toBe(VALIDATION_MESSAGES.futureDate);
    expect(snackbarText("TypeError: x is undefined")).toBe(SNACKBAR_GENERIC_MESSAGE);
  });
  it("shows the patient record's stale-write and cannot-delete texts as they are", () => {
    expect(snackbarText(STALE_RECORD_MESSAGE)).toBe(STALE_RECORD_MESSAGE);
    expect(snackbarText(PATIENT_HAS_ORDERS_MESSAGE)).toBe(PATIENT_HAS_ORDERS_MESSAGE);
  });
  it("does not repeat duplicates", () => {
    expect(isDuplicateSnackbar("a", ["a", "b"])).toBe(true);
    expect(isDuplicateSnackbar("c", ["a", "b"])).toBe(false);
  });
});
