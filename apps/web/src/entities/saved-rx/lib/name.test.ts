import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/common";
import { describe, expect, it } from "vitest";
import { checkSavedRxName } from "./name";

describe("checkSavedRxName", () => {
  it("refuses each forbidden character with the rule's message", () => {
    for (const char of "<>:`/|?*&%~#^[],$+@!") {
      expect(checkSavedRxName(`Rx ${char} 1`)).toEqual({ ok: false, message: SAVED_RX_NAME_INVALID_MESSAGE });
    }
  });

  it("says nothing about a name not typed yet, trims a good one, and refuses one that is taken", () => {
    expect(checkSavedRxName("   ")).toEqual({ ok: false, message: null });
    expect(checkSavedRxName("  Kids flatfoot (2) ")).toEqual({ ok: true, name: "Kids flatfoot (2)" });
    expect(checkSavedRxName("Kids", ["Kids"])).toEqual({
      ok: false,
      message: "A prescription by the given new file name already exists",
    });
  });

  it("refuses a look-alike of a taken name (case, spaces, accents), as the server would", () => {
    for (const alike of ["kids", "KIDS", " Kids  ", "Kids\u00a0"]) {
      expect(checkSavedRxName(alike, ["Kids"])).toMatchObject({ ok: false });
    }
    expect(checkSavedRxName("Cafe\u0301", ["Caf\u00e9"])).toMatchObject({ ok: false });
    expect(checkSavedRxName("Kids 2", ["Kids"])).toEqual({ ok: true, name: "Kids 2" });
  });

  it("refuses names that show nothing or are only dots", () => {
    for (const invisible of ["\u200b", "..", "."]) expect(checkSavedRxName(invisible).ok).toBe(false);
  });
});
