// Property tests of the insole generator (issue 19 Acceptance): over random prescriptions and synthetic feet,
// every insole is one closed, consistently oriented solid; never thinner than the floor; its heel cup, posts and
// length as prescribed, measured on the mesh; its top the scan's plantar surface where nothing modifies it; a
// mirrored foot's insole the mirror; no WASM handle left alive.
import type { PrescriptionInput } from "@solerx/domain/prescription";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { sampleGrid } from "../height-field/height-grid";
import { checkManifold } from "../mesh-check";
import { designFrame } from "./design-frame";
import { generateInsole } from "./generate-insole";
import type { InsoleInput, InsoleResult } from "./insole-model";
import { interior, rasterise } from "./mesh-raster";
import { forefootPostAngle } from "./posts";
import { endLength } from "./shell-outline";
import { componentCount } from "./solid";
import { insoleInput } from "./testing-input";
import { liveHandles } from "./wasm";

const posting = fc.record({
  heelLift: fc.integer({ min: 0, max: 8 }),
  medialHeelSkive: fc.constantFrom(0, 2),
  lateralHeelSkive: fc.constantFrom(0, 0, 2),
  rearfootPost: fc.oneof(
    fc.constant({ kind: "none" as const, degrees: 0 }),
    fc.constant({ kind: "lab-selects" as const, degrees: 0 }),
    fc.record({ kind: fc.constant("specify" as const), degrees: fc.integer({ min: 1, max: 6 }) }),
  ),
  forefootPost: fc.record({
    kind: fc.constantFrom("none" as const, "extrinsic" as const, "intrinsic" as const, "balance-to-rearfoot" as const),
    type: fc.constantFrom("varus" as const, "valgus" as const),
    degrees: fc.integer({ min: 1, max: 6 }),
  }),
  rearfootPostUndercut: fc.constantFrom("standard", "none"),
});

const prescription = fc
  .record({
    shellRigidity: fc.constantFrom("rigid" as const, "semi" as const, "flexible" as const),
    shellLength: fc.constantFrom("met" as const, "sulcus" as const, "full" as const),
    shellShape: fc.constantFrom(
      "standard" as const,
      "hourglass" as const,
      "medial-deformity" as const,
      "lateral-deformity" as const,
    ),
    heelSeat: fc.constantFrom(8 as const, 12 as const, 16 as const, 20 as const),
    topCoverLength: fc.constantFrom("met" as const, "sulcus" as const, "full" as const),
    topCoverMaterial: fc.constantFrom("eva-black-35-1-8" as const, "neolon-black-1-16" as const),
    post: posting,
  })
  .map(
    (r): PrescriptionInput => ({
      shellModifications: {
        shellRigidity: r.shellRigidity,
        shellLength: r.shellLength,
        shellShape: r.shellShape,
        heelSeat: r.heelSeat,
      },
      topCovers: { topCoverMaterial: r.topCoverMaterial, topCoverLength: r.topCoverLength },
      postingOptions: { left: r.post, right: r.post },
    }),
  );

const foot = fc.record({
  shoeSize: fc.integer({ min: 5, max: 13 }),
  side: fc.constantFrom("left" as const, "right" as const),
  seed: fc.integer({ min: 1, max: 10_000 }),
  scanMode: fc.constantFrom("weighted" as const, "semi-weighted" as const, "non-weighted" as const, "foambox" as const),
});

/** The shell's top against the scan's plantar field, where no zone, post blend or toe continuation changes it. */
function topDeviation(input: InsoleInput, result: InsoleResult): number {
  const raster = rasterise(result.shell);
  const frame = designFrame(input);
  const fore = input.numbers.forefootPost;
  const turned = fore.applied && fore.method === "intrinsic";
  const excluded = (x: number, y: number) =>
    y > frame.sulcus.y - 1 ||
    result.zones.some((zone) => {
      const xs = zone.outline.map((p) => p.x);
      const ys = zone.outline.map((p) => p.y);
      // An intrinsic forefoot post turns the whole forefoot distal of its blend (25 mm behind its zone).
      if (turned && zone.label.startsWith("forefoot")) return y >= Math.min(...ys) - 27;
      return (
        x >= Math.min(...xs) - 2 && x <= Math.max(...xs) + 2 && y >= Math.min(...ys) - 2 && y <= Math.max(...ys) + 2
      );
    });
  const diffs: number[] = [];
  const { grid } = raster;
  for (let iy = 0; iy < grid.ny; iy++)
    for (let ix = 0; ix < grid.nx; ix++) {
      const x = grid.x0 + ix * grid.cellMm;
      const y = grid.y0 + iy * grid.cellMm;
      if (excluded(x, y) || !interior(raster, ix, iy, 2)) continue;
      const scan = sampleGrid(input.plantar, x, y);
      if (!Number.isNaN(scan)) diffs.push((raster.upper[iy * grid.nx + ix] as number) - scan);
    }
  diffs.sort((a, b) => a - b);
  const offset = diffs[diffs.length >> 1] as number; // the frame's one shift: ground at z = 0
  return Math.max(...diffs.map((d) => Math.abs(d - offset)));
}

describe("generateInsole over random prescriptions and feet", () => {
  it("holds the issue's properties for every insole", async () => {
    await fc.assert(
      fc.asyncProperty(foot, prescription, async (f, rx) => {
        const input = insoleInput(generateFoot({ ...f, triangles: 50_000 }), rx);
        const result = await generateInsole(input);
        const { numbers, checks } = result;
        const at = `${JSON.stringify(f)} ${JSON.stringify(rx)} ${JSON.stringify(checks)}`;
        for (const mesh of [result.shell, result.cover]) {
          const report = checkManifold(mesh);
          expect(report.closed && report.consistentlyOriented, at).toBe(true);
          expect(report.volume, at).toBeGreaterThan(0);
          expect(componentCount(mesh), at).toBe(1);
        }
        expect(checks.closed && checks.components === 1, at).toBe(true);
        expect(checks.minThicknessMm, at).toBeGreaterThanOrEqual(numbers.shell.floorMm);
        expect(Math.abs(checks.heelCupDepthMm - numbers.heelSeat.depthMm), at).toBeLessThanOrEqual(0.5);
        const rear = numbers.rearfootPost.applied ? numbers.rearfootPost.degrees : 0;
        expect(Math.abs(checks.rearfootPostDeg - rear), at).toBeLessThanOrEqual(0.5);
        const frame = designFrame(input);
        const fore = forefootPostAngle(frame, numbers);
        expect(Math.abs(checks.forefootPostDeg - (fore ? fore.deg * fore.raise : 0)), at).toBeLessThanOrEqual(0.5);
        expect(Math.abs(checks.lengthMm - endLength(frame, numbers.shell.end)), at).toBeLessThanOrEqual(1);
        expect(topDeviation(input, result), at).toBeLessThanOrEqual(0.5);
        expect(liveHandles()).toBe(0);
      }),
      { numRuns: 12, seed: 19 },
    );
  }, 120_000);
});
