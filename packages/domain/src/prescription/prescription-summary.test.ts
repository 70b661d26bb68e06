import { describe, expect, it } from "vitest";
import { defaultPrescription, Prescription } from "./prescription";
import { PRESCRIPTION_CATEGORIES } from "./prescription-options";
import { prescriptionDiagnosis, prescriptionSections, type RxRow } from "./prescription-summary";

function row(rx: Prescription, label: string): RxRow | undefined {
  return prescriptionSections(rx)
    .flatMap((section) => section.rows)
    .find((r) => r.label === label);
}

describe("prescriptionSections", () => {
  it("groups the template by the screen's four categories, with its defaults in the spec's words", () => {
    const sections = prescriptionSections(defaultPrescription());
    expect(sections.map((s) => s.category)).toEqual([...PRESCRIPTION_CATEGORIES]);
    const rx = defaultPrescription();
    expect(row(rx, "Shell rigidity")).toEqual({ kind: "single", label: "Shell rigidity", value: "Semi-Rigid" });
    // The template stores 12; the list shows Std 3/8".
    expect(row(rx, "Heel seat")).toMatchObject({ value: 'Std 3/8"' });
    expect(row(rx, "1st ray cutout")).toMatchObject({ value: "N/A" });
    expect(row(rx, "Heel lift")).toEqual({ kind: "perFoot", label: "Heel lift", left: "0 mm", right: "0 mm" });
    expect(row(rx, "Top cover length")).toMatchObject({ value: "Full" });
    expect(row(rx, "Neuroma pads")).toMatchObject({ left: "N/A", right: "N/A" });
    // Template-only fields at their defaults are left out.
    expect(row(rx, "Navicular well")).toBeUndefined();
    expect(row(rx, "Mid layer")).toBeUndefined();
  });

  it("says each chosen option as the screen offers it, per foot where the screen asks per foot", () => {
    const rx = Prescription.parse({
      shellModifications: {
        shellRigidity: "rigid",
        heelSeat: 20,
        cutouts: { firstRay: "both" },
        mortonsExtension: { type: "reverse", side: "left" },
        navicularWell: "right",
      },
      postingOptions: {
        left: { heelLift: 3, medialHeelSkive: 4, rearfootPost: { kind: "specify", degrees: 4 } },
        right: { forefootPost: { kind: "extrinsic", type: "valgus", degrees: 2 } },
      },
      topCovers: { topCoverMaterial: "plastazote-black-1-8", topCoverLength: "sulcus" },
      accommodations: { metBar: "both", neuromaPads: { left: [2, 3], right: [] }, specialRx: ["Extra padding"] },
    });
    expect(row(rx, "Shell rigidity")).toMatchObject({ value: "Rigid" });
    expect(row(rx, "Heel seat")).toMatchObject({ value: 'Deep 5/8"' });
    expect(row(rx, "1st ray cutout")).toMatchObject({ value: "B/L" });
    expect(row(rx, "Morton's extension")).toMatchObject({ value: "Reverse Morton's extension, L" });
    expect(row(rx, "Navicular well")).toMatchObject({ value: "R" });
    expect(row(rx, "Heel lift")).toMatchObject({ left: "3 mm", right: "0 mm" });
    expect(row(rx, "Medial heel skive")).toMatchObject({ left: "4 mm" });
    expect(row(rx, "Varus rearfoot post")).toMatchObject({ left: "Specify Values 4°", right: "N/A" });
    expect(row(rx, "Forefoot post")).toMatchObject({ left: "N/A", right: "Extrinsic, Valgus 2°" });
    expect(row(rx, "Top cover material")).toMatchObject({ value: 'Plastazote Black 1/8"' });
    expect(row(rx, "Top cover length")).toMatchObject({ value: "Sulcus" });
    expect(row(rx, "Met bar")).toMatchObject({ value: "B/L" });
    expect(row(rx, "Neuroma pads")).toMatchObject({ left: "2, 3", right: "N/A" });
    expect(row(rx, "Special Rx")).toMatchObject({ value: "Extra padding" });
  });
});

describe("prescriptionDiagnosis", () => {
  it("is the chosen diagnosis, and none for Please select or no choice", () => {
    expect(prescriptionDiagnosis({ diagnosis: "Metatarsalgia" })).toBe("Metatarsalgia");
    expect(prescriptionDiagnosis({ diagnosis: "Please select" })).toBeNull();
    expect(prescriptionDiagnosis(defaultPrescription())).toBeNull();
  });
});
