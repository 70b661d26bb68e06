import { defaultPrescription } from "@solerx/domain/contracts";
import { describe, expect, it } from "vitest";
import { chosenStyleTitle, withStyle } from "./style";

describe("withStyle", () => {
  it("stores the title, its style key and the entry's shell length", () => {
    const rx = withStyle(defaultPrescription(), "Everyday Comfort - Sulcus Length Shell");
    expect(rx.uiContextData.orthoticStyle).toBe("comfort");
    expect(rx.uiContextData.orthoticStyleTitle).toBe("Everyday Comfort - Sulcus Length Shell");
    expect(rx.shellModifications.shellLength).toBe("sulcus");
  });

  it("puts the template's met length back for an entry without a length of its own", () => {
    const full = withStyle(defaultPrescription(), "Everyday Comfort - Full Length Shell");
    const ucbl = withStyle(full, "UCBL");
    expect(ucbl.uiContextData.orthoticStyle).toBe("stability");
    expect(ucbl.shellModifications.shellLength).toBe("met");
  });
});

describe("chosenStyleTitle", () => {
  it("reads the stored title, else the first entry of the style key", () => {
    expect(chosenStyleTitle(defaultPrescription())).toBe("Functional Orthotics");
    const rx = defaultPrescription();
    expect(chosenStyleTitle({ ...rx, uiContextData: { ...rx.uiContextData, orthoticStyle: "sports" } })).toBe("Sport");
    expect(chosenStyleTitle(withStyle(rx, "Sport (low profile)"))).toBe("Sport (low profile)");
  });
});
