import { describe, expect, it } from "vitest";
import { defaultPrescription, type Prescription } from "./prescription";
import { applyStylePreset, planStylePreset, STYLE_PRESETS, stylePresetRows, styleTitleOf } from "./style-presets";
import { ORTHOTIC_STYLE_TITLES } from "./styles";

const both = { left: true, right: true };
const leftOnly = { left: true, right: false };
const none = { left: false, right: false };
const apply = { overwrite: false };

function withShell(patch: Partial<Prescription["shellModifications"]>): Prescription {
  const rx = defaultPrescription();
  return { ...rx, shellModifications: { ...rx.shellModifications, ...patch } };
}

describe("STYLE_PRESETS", () => {
  it("has a preset for every style, and the template is the Functional Orthotic", () => {
    expect(Object.keys(STYLE_PRESETS).sort()).toEqual([...ORTHOTIC_STYLE_TITLES].sort());
    expect(stylePresetRows("Functional Orthotics", both)).toEqual([]);
  });

  it("gives each Everyday Comfort entry its shell length", () => {
    expect(STYLE_PRESETS["Everyday Comfort - Met Length Shell"].shellLength).toBe("met");
    expect(STYLE_PRESETS["Everyday Comfort - Sulcus Length Shell"].shellLength).toBe("sulcus");
    expect(STYLE_PRESETS["Everyday Comfort - Full Length Shell"].shellLength).toBe("full");
  });
});

describe("stylePresetRows", () => {
  it("lists what Flatfoot sets beyond the template, sides limited to the scanned feet", () => {
    expect(stylePresetRows("Flatfoot", both).map((row) => `${row.label}: ${row.value}`)).toEqual([
      "Shell rigidity: Rigid",
      'Heel seat: Deep 5/8"',
      "Medial flange: B/L",
    ]);
    expect(stylePresetRows("Flatfoot", leftOnly).find((row) => row.key === "medialFlange")?.value).toBe("L");
    // Without a scan no side can be set.
    expect(stylePresetRows("UCBL", none).some((row) => row.key.endsWith("Flange"))).toBe(false);
  });

  it("sets the rearfoot post of the scanned feet only, one row when both feet get it", () => {
    expect(stylePresetRows("Sport (low profile)", both)).toEqual([
      { key: "rearfootPost", label: "Varus rearfoot post", value: "Lab Selects" },
    ]);
    expect(stylePresetRows("Sport", leftOnly).map((row) => row.label)).toContain("Varus rearfoot post, left foot");
    expect(stylePresetRows("Sport", leftOnly).map((row) => row.label)).not.toContain("Varus rearfoot post, right foot");
  });
});

describe("planStylePreset and applyStylePreset", () => {
  it("sets a template prescription's values without asking", () => {
    const plan = planStylePreset(defaultPrescription(), "Flatfoot", both);
    expect(plan.conflicts).toEqual([]);
    expect(plan.changes.map((change) => `${change.label}: ${change.from} → ${change.to}`)).toEqual([
      "Shell rigidity: Semi-Rigid → Rigid",
      'Heel seat: Std 3/8" → Deep 5/8"',
      "Medial flange: N/A → B/L",
    ]);
    const rx = applyStylePreset(defaultPrescription(), "Flatfoot", both, apply);
    expect(rx.shellModifications).toMatchObject({ shellRigidity: "rigid", heelSeat: 20, medialFlange: "both" });
    expect(rx.uiContextData).toMatchObject({ orthoticStyle: "stability", orthoticStyleTitle: "Flatfoot" });
  });

  it("limits the preset's sides to the scanned feet", () => {
    expect(applyStylePreset(defaultPrescription(), "UCBL", leftOnly, apply).shellModifications).toMatchObject({
      medialFlange: "left",
      lateralFlange: "left",
    });
  });

  it("replaces an earlier preset's values: they were the style's, not the clinician's", () => {
    const flatfoot = applyStylePreset(defaultPrescription(), "Flatfoot", both, apply);
    const plan = planStylePreset(flatfoot, "Dress", both);
    expect(plan.conflicts).toEqual([]);
    const dress = applyStylePreset(flatfoot, "Dress", both, apply);
    expect(dress.shellModifications).toMatchObject({ shellRigidity: "semi", heelSeat: 8, medialFlange: "none" });
    expect(dress.topCovers.topCoverLength).toBe("sulcus");
    // Back to the template's style: the template's values come back.
    const functional = applyStylePreset(dress, "Functional Orthotics", both, apply);
    expect(functional.shellModifications).toEqual(defaultPrescription().shellModifications);
    expect(functional.topCovers).toEqual(defaultPrescription().topCovers);
  });

  it("keeps a value the clinician set unless they agree, and sets the preset's others", () => {
    const rx = withShell({ heelSeat: 16, medialFlange: "right" });
    const plan = planStylePreset(rx, "Flatfoot", both);
    expect(plan.conflicts.map((change) => `${change.label}: ${change.from} → ${change.to}`)).toEqual([
      'Heel seat: Sport 1/2" → Deep 5/8"',
      "Medial flange: R → B/L",
    ]);
    expect(plan.changes.map((change) => change.key)).toEqual(["shellRigidity"]);
    const kept = applyStylePreset(rx, "Flatfoot", both, { overwrite: false });
    expect(kept.shellModifications).toMatchObject({ heelSeat: 16, medialFlange: "right", shellRigidity: "rigid" });
    expect(kept.uiContextData.orthoticStyleTitle).toBe("Flatfoot");
    const agreed = applyStylePreset(rx, "Flatfoot", both, { overwrite: true });
    expect(agreed.shellModifications).toMatchObject({ heelSeat: 20, medialFlange: "both", shellRigidity: "rigid" });
  });

  it("asks about a saved Rx's value the preset would change, even one another style would have set", () => {
    // A saved Rx of the Functional style with a deep heel seat: not its preset's value, so someone chose it.
    const saved = withShell({ heelSeat: 20 });
    expect(planStylePreset(saved, "Dress", both).conflicts.map((change) => change.key)).toEqual(["heelSeat"]);
  });

  it("leaves values the preset does not touch", () => {
    const rx = withShell({ archModification: "increase", shellShape: "hourglass" });
    rx.postingOptions.left.heelLift = 3;
    rx.accommodations.metBar = "both";
    const sport = applyStylePreset(rx, "Sport", both, apply);
    expect(sport.shellModifications).toMatchObject({ archModification: "increase", shellShape: "hourglass" });
    expect(sport.postingOptions.left).toMatchObject({ heelLift: 3, rearfootPost: { kind: "lab-selects" } });
    expect(sport.postingOptions.right.rearfootPost.kind).toBe("lab-selects");
    expect(sport.accommodations.metBar).toBe("both");
  });

  it("asks before replacing a rearfoot post the clinician specified", () => {
    const rx = defaultPrescription();
    rx.postingOptions.left.rearfootPost = { kind: "specify", degrees: 4 };
    const plan = planStylePreset(rx, "Sport", both);
    expect(plan.conflicts.map((change) => `${change.label}: ${change.from} → ${change.to}`)).toEqual([
      "Varus rearfoot post, left foot: Specify Values → Lab Selects",
    ]);
    expect(applyStylePreset(rx, "Sport", both, apply).postingOptions.left.rearfootPost).toEqual({
      kind: "specify",
      degrees: 4,
    });
  });
});

describe("styleTitleOf", () => {
  it("reads the stored title, else the first entry of the style key", () => {
    expect(styleTitleOf(defaultPrescription())).toBe("Functional Orthotics");
    const rx = defaultPrescription();
    expect(styleTitleOf({ ...rx, uiContextData: { ...rx.uiContextData, orthoticStyle: "sports" } })).toBe("Sport");
    expect(styleTitleOf(applyStylePreset(rx, "Sport (low profile)", both, apply))).toBe("Sport (low profile)");
  });
});
