import { describe, expect, it } from "vitest";
import { defaultPrescription } from "../prescription";
import { withoutSizeCopies, withTemplateSizeCopies } from "./prescription-copies";

describe("the prescription's size and weight copies", () => {
  it("are left out of what is stored, everything else kept", () => {
    const rx = defaultPrescription();
    rx.uiContextData.zebraID = "PO-7";
    const stored = withoutSizeCopies(rx);
    expect(Object.keys(stored.uiContextData)).not.toContain("shoeSize");
    expect(stored.uiContextData).not.toHaveProperty("shoeStandard");
    expect(stored.uiContextData).not.toHaveProperty("shoeWidth");
    expect(stored.uiContextData).not.toHaveProperty("weight");
    expect(stored.uiContextData.zebraID).toBe("PO-7");
    expect(stored.shellModifications).toEqual(rx.shellModifications);
    expect(rx.uiContextData.shoeSize).toEqual({ left: 12, right: 12 });
  });
  it("read back as the template's, whatever was stored", () => {
    const rx = defaultPrescription();
    rx.uiContextData.shoeSize = { left: 9, right: 9.5 };
    rx.uiContextData.weight = { unit: "kg", value: 70 };
    expect(withTemplateSizeCopies(rx)).toEqual(defaultPrescription());
    expect(withTemplateSizeCopies(withoutSizeCopies(defaultPrescription()))).toEqual(defaultPrescription());
  });
  it("leave a value that is no prescription as it is", () => {
    for (const value of [null, "x", [], { uiContextData: null }]) {
      expect(withoutSizeCopies(value)).toEqual(value);
      expect(withTemplateSizeCopies(value)).toEqual(value);
    }
  });
});
