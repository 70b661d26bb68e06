import { SAVED_RX_NAME_INVALID_MESSAGE } from "@solerx/domain/contracts";
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
});
