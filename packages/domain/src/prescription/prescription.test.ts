import { describe, expect, it } from "vitest";
import { defaultPrescription, Prescription } from "./prescription";
import { HEEL_SEAT_OPTIONS, TOP_COVER_MATERIAL_OPTIONS } from "./prescription-options";

describe("default prescription", () => {
  it("is the template of spec 001 §3", () => {
    const rx = defaultPrescription();
    expect(rx.uiContextData).toMatchObject({
      orthoticStyle: "standard",
      scanMode: "weighted",
      shoeSize: { left: 12, right: 12 },
      shoeStandard: { left: "uk-mens", right: "uk-mens" },
      shoeWidth: { left: "standard", right: "standard" },
      weight: { unit: "lbs", value: 132 },
      quantity: 1,
      pack: "both",
      expertReview: false,
    });
    expect(rx.shellModifications).toMatchObject({
      shellLength: "met",
      shellRigidity: "semi",
      shellShape: "standard",
      heelSeat: 12,
    });
    expect(rx.topCovers).toMatchObject({ topCoverLength: "full", midLayerMaterial: "none" });
    expect(rx.postingOptions.left.rearfootPostUndercut).toBe("standard");
    expect(rx.postingOptions.right.rearfootPostUndercut).toBe("standard");
  });
  it("parses unchanged", () => {
    expect(Prescription.parse(defaultPrescription())).toEqual(defaultPrescription());
  });
  it("is what the schema fills in for an empty object", () => {
    expect(Prescription.parse({})).toEqual(defaultPrescription());
    expect(Prescription.parse({ uiContextData: { quantity: 2 } }).uiContextData.scanMode).toBe("weighted");
  });
  it("is a fresh object each call", () => {
    const a = defaultPrescription();
    a.accommodations.neuromaPads.left.push(1);
    expect(defaultPrescription().accommodations.neuromaPads.left).toEqual([]);
    const b = Prescription.parse({});
    b.uiContextData.shoeSize.left = 9;
    expect(Prescription.parse({}).uiContextData.shoeSize.left).toBe(12);
  });
  it('shows the stored heel seat 12 as the Std 3/8" option', () => {
    expect(HEEL_SEAT_OPTIONS.find((o) => o.value === defaultPrescription().shellModifications.heelSeat)?.label).toBe(
      'Std 3/8"',
    );
  });
  it("offers a label for every top cover material", () => {
    expect(TOP_COVER_MATERIAL_OPTIONS.map((o) => o.label)).toContain('Neolon Black 1/8" with Bottom Cover');
  });
});

describe("prescription schema", () => {
  const withPosting = (posting: Record<string, unknown>) => ({ postingOptions: { left: posting } });
  const ok = (input: unknown) => Prescription.safeParse(input).success;

  it("keeps unknown extra keys", () => {
    const parsed = Prescription.parse({ legacy: 1, shellModifications: { extra: "x" } });
    expect(parsed).toMatchObject({ legacy: 1, shellModifications: { extra: "x" } });
  });
  it("takes heel lift 0-8 mm in steps of 1", () => {
    expect(ok(withPosting({ heelLift: 0 }))).toBe(true);
    expect(ok(withPosting({ heelLift: 8 }))).toBe(true);
    expect(ok(withPosting({ heelLift: 9 }))).toBe(false);
    expect(ok(withPosting({ heelLift: -1 }))).toBe(false);
    expect(ok(withPosting({ heelLift: 2.5 }))).toBe(false);
  });
  it("takes skives 0-8 mm in steps of 2", () => {
    for (const v of [0, 2, 4, 6, 8]) expect(ok(withPosting({ medialHeelSkive: v, lateralHeelSkive: v }))).toBe(true);
    expect(ok(withPosting({ medialHeelSkive: 3 }))).toBe(false);
    expect(ok(withPosting({ lateralHeelSkive: 10 }))).toBe(false);
    expect(ok(withPosting({ lateralHeelSkive: -2 }))).toBe(false);
  });
  it("takes post angles 0-6 degrees", () => {
    expect(ok(withPosting({ rearfootPost: { kind: "specify", degrees: 6 } }))).toBe(true);
    expect(ok(withPosting({ rearfootPost: { kind: "specify", degrees: 7 } }))).toBe(false);
    expect(ok(withPosting({ forefootPost: { kind: "intrinsic", type: "valgus", degrees: 0 } }))).toBe(true);
    expect(ok(withPosting({ forefootPost: { kind: "intrinsic", type: "valgus", degrees: -1 } }))).toBe(false);
    expect(ok(withPosting({ forefootPost: { kind: "extrinsic", type: "sideways" } }))).toBe(false);
  });
  it("refuses values outside the option lists", () => {
    expect(ok({ shellModifications: { heelSeat: 10 } })).toBe(false);
    expect(ok({ shellModifications: { shellRigidity: "soft" } })).toBe(false);
    expect(ok({ shellModifications: { medialFlange: "B/L" } })).toBe(false);
    expect(ok({ accommodations: { neuromaPads: { left: [5] } } })).toBe(false);
    expect(ok({ accommodations: { metHeadCutouts: { right: [5] } } })).toBe(true);
    expect(ok({ uiContextData: { quantity: 0 } })).toBe(false);
    expect(ok({ uiContextData: { weight: { unit: "lbs", value: -1 } } })).toBe(false);
    expect(ok({ diagnosis: "Metatarsalgia" })).toBe(true);
    expect(ok({ diagnosis: "Gout" })).toBe(false);
  });
});
