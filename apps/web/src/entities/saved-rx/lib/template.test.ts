import { defaultPrescription } from "@solerx/domain/prescription";
import { describe, expect, it } from "vitest";
import { applySavedRx, savedRxTemplate } from "./template";

describe("savedRxTemplate", () => {
  it("keeps the groups, diagnosis, style and pack, and none of the patient's details", () => {
    const rx = defaultPrescription();
    rx.diagnosis = "Metatarsalgia";
    rx.accommodations.metBar = "both";
    Object.assign(rx.uiContextData, {
      zebraID: "PO-1",
      weight: { unit: "kg", value: 80 },
      shoeSize: { left: 9, right: 9 },
      quantity: 3,
      expertReview: true,
      orthoticStyle: "sports",
      orthoticStyleTitle: "Sport",
      pack: "Right Only",
    });
    const template = savedRxTemplate(rx);
    expect(template.diagnosis).toBe("Metatarsalgia");
    expect(template.accommodations.metBar).toBe("both");
    expect(template.uiContextData).toEqual({
      ...defaultPrescription().uiContextData,
      orthoticStyle: "sports",
      orthoticStyleTitle: "Sport",
      pack: "Right Only",
    });
  });
});

describe("applySavedRx", () => {
  it("replaces the prescription with the saved one's, its style and pack, and keeps the patient's details", () => {
    const patient = defaultPrescription();
    Object.assign(patient.uiContextData, { zebraID: "PO-1", quantity: 2, orthoticStyleTitle: "Dress" });
    patient.diagnosis = "Plantar Fasciitis";
    patient.shellModifications.shellRigidity = "flexible";
    const saved = defaultPrescription();
    saved.shellModifications.shellRigidity = "rigid";
    saved.uiContextData.pack = "Left Only";
    saved.uiContextData.orthoticStyle = "stability";
    const applied = applySavedRx(patient, saved);
    expect(applied.shellModifications.shellRigidity).toBe("rigid");
    expect(applied.diagnosis).toBeUndefined();
    expect(applied.uiContextData).toMatchObject({
      zebraID: "PO-1",
      quantity: 2,
      pack: "Left Only",
      orthoticStyle: "stability",
    });
    // The patient's title was for another style: it goes with it.
    expect(applied.uiContextData.orthoticStyleTitle).toBeUndefined();
  });
});
