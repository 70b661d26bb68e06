// The whole generator with the modifications and the mark: a prescription with pads, cut-outs, flanges and an
// order's mark still gives one closed, consistently oriented shell, its zones, and no WASM handle left alive.
import type { PrescriptionInput } from "@solerx/domain/prescription";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkManifold } from "../../mesh-check";
import { generateInsole } from "../generate-insole";
import { liveHandles } from "../wasm";
import { fixtureInput, footFixture } from "./modifications-fixture";

const RX: PrescriptionInput = {
  shellModifications: {
    shellLength: "sulcus",
    archModification: "increase",
    navicularWell: "both",
    archReinforcement: "both",
    medialFlange: "both",
    mortonsExtension: { type: "semi-rigid", side: "both" },
    cutouts: { firstRay: "none", heel: "both" },
  },
  accommodations: {
    heelSpurPad: "both",
    metPads: "both",
    neuromaPads: { left: [3], right: [3] },
    metHeadCutouts: { left: [5], right: [5] },
    balancePad: { left: [2], right: [2], thickness: 3 },
  },
};

describe("generateInsole with the Rx's modifications and the order's mark", () => {
  for (const side of ["right", "left"] as const) {
    it(`gives one closed ${side} shell with pads, cut-outs, a flange and the mark, and its zones`, async () => {
      const input = {
        ...fixtureInput(footFixture(side), RX, side),
        mark: side === "right" ? "3fa85f64R" : "3fa85f64L",
      };
      const plain = await generateInsole({ ...input, mark: undefined });
      const result = await generateInsole(input);
      const shell = checkManifold(result.shell);
      expect(shell.closed && shell.consistentlyOriented).toBe(true);
      expect(shell.volume).toBeGreaterThan(0);
      expect(result.checks.components).toBe(1);
      // The mark takes volume away from the same shell.
      expect(shell.volume).toBeLessThan(checkManifold(plain.shell).volume - 10);
      expect(checkManifold(result.cover).closed).toBe(true);
      const labels = result.zones.map((z) => z.label);
      for (const label of [
        "heel cut-out",
        "met head cut-out at position 5",
        "met pad",
        "medial flange",
        "heel spur pad",
      ])
        expect(labels).toContain(label);
      for (const w of result.warnings) expect(w.message).not.toMatch(/NaN|undefined/);
      expect(liveHandles()).toBe(0);
    });
  }

  it("gives one closed shell over random prescriptions of pads, cut-outs and shell modifications with a mark (property)", async () => {
    const side = fc.constantFrom("none", "both");
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          foot: fc.constantFrom("left", "right"),
          length: fc.constantFrom("met", "sulcus", "full"),
          arch: fc.constantFrom("none", "increase", "decrease"),
          well: side,
          medial: side,
          lateral: side,
          mortons: fc.constantFrom("none", "flexible", "reverse"),
          firstRay: side,
          heel: side,
          pads: fc.subarray(["heelCushion", "metBar", "dancersPad", "metPads", "forefootExtension"] as const),
          neuroma: fc.subarray([1, 2, 3, 4] as const),
          heads: fc.subarray([1, 2, 3, 4, 5] as const),
        }),
        async (c) => {
          const rx: PrescriptionInput = {
            shellModifications: {
              shellLength: c.length,
              archModification: c.arch,
              navicularWell: c.well,
              medialFlange: c.medial,
              lateralFlange: c.lateral,
              mortonsExtension: { type: c.mortons, side: "both" },
              cutouts: { firstRay: c.firstRay, heel: c.heel },
            },
            accommodations: {
              ...Object.fromEntries(c.pads.map((p) => [p, "both"])),
              neuromaPads: { [c.foot]: [...c.neuroma] },
              metHeadCutouts: { [c.foot]: [...c.heads] },
            },
          };
          const input = { ...fixtureInput(footFixture(c.foot), rx, c.foot), mark: "0c1d2e3fL" };
          const result = await generateInsole(input);
          const shell = checkManifold(result.shell);
          expect(shell.closed && shell.consistentlyOriented).toBe(true);
          expect(shell.volume).toBeGreaterThan(0);
          expect(result.checks.components).toBe(1);
          expect(liveHandles()).toBe(0);
        },
      ),
      { numRuns: 6, seed: 19 },
    );
  }, 180_000);
});
