// Issue 33 point 5: the first metatarsal head where it is, on feet whose toes are fused (one lump, no grooves, the
// toe crease faint) or whose forefoot is flat (no fat pads under the heads), where real scans had it at 75% and
// 84% of the length instead of about 70 to 72%. Over 15 synthetic feet (seeds, sizes, both sides, the three toe
// shapes, weighted, semi-weighted and non-weighted scans; separate toes as a control, fused toes, a flat forefoot
// and both), each with 0.5 mm of noise and decimated to 20,000 triangles as a scanner hands it over, measureFoot's
// first metatarsal head lies within 8 mm (in the plan) of the clinician's mark.
//
// The clinician's mark: the point a clinician palpates under the first metatarsophalangeal joint, on the sole. On a
// synthetic foot it is known exactly: the generator's ground truth `landmarks.firstMetatarsalHead`, the plantar
// point on the analytic sole under the head's centre as the foot's anatomy draws it (foot/outline.ts heads[0]:
// the first head's y, 0.68 to 0.76 of the length, and its inset from the medial edge, 0.08 to 0.16 of the ball
// width, both drawn from the seed independently of the estimator's constants). The mark is not read off the mesh,
// so no estimator's choice is in it. The feet are measured in their own frame (heel's back at y = 0, the ground at
// z = 0): measureFoot finds its own axis on the outline, so a scan turned or moved is orientScan's matter
// (measure-foot.test.ts), not this test's.
import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import type { FootOptions } from "../foot/params";
import { scanVariant } from "../testing/scan-variant";
import { measureFoot } from "./measure-foot";

/** The limit: the first head within this of the mark, mm (plan distance). */
const LIMIT_MM = 8;

type Case = Omit<FootOptions, "triangles">;

const FEET: Case[] = [
  // Separate toes and the heads' pads: the feet the estimator was made on, kept as they were.
  { seed: 3, shoeSize: 9, side: "right", scanMode: "semi-weighted", toeShape: "egyptian" },
  { seed: 17, shoeSize: 5, side: "left", scanMode: "weighted", toeShape: "greek" },
  { seed: 29, shoeSize: 12, side: "right", scanMode: "non-weighted", toeShape: "square" },
  // Fused toes.
  { seed: 4, shoeSize: 10, side: "left", scanMode: "weighted", toeShape: "egyptian", toes: "fused" },
  { seed: 11, shoeSize: 7, side: "right", scanMode: "semi-weighted", toeShape: "square", toes: "fused" },
  { seed: 23, shoeSize: 13, side: "left", scanMode: "non-weighted", toeShape: "greek", toes: "fused" },
  { seed: 41, shoeSize: 4, side: "right", scanMode: "weighted", toeShape: "greek", toes: "fused" },
  // A flat forefoot.
  { seed: 6, shoeSize: 8, side: "right", scanMode: "weighted", toeShape: "egyptian", flatForefoot: true },
  { seed: 13, shoeSize: 11, side: "left", scanMode: "semi-weighted", toeShape: "greek", flatForefoot: true },
  { seed: 31, shoeSize: 6, side: "right", scanMode: "non-weighted", toeShape: "square", flatForefoot: true },
  { seed: 47, shoeSize: 10, side: "left", scanMode: "non-weighted", toeShape: "egyptian", flatForefoot: true },
  // Both.
  { seed: 8, shoeSize: 9, side: "left", scanMode: "weighted", toeShape: "square", toes: "fused", flatForefoot: true },
  {
    seed: 19,
    shoeSize: 12,
    side: "right",
    scanMode: "semi-weighted",
    toeShape: "egyptian",
    toes: "fused",
    flatForefoot: true,
  },
  {
    seed: 37,
    shoeSize: 5,
    side: "left",
    scanMode: "non-weighted",
    toeShape: "greek",
    toes: "fused",
    flatForefoot: true,
  },
  {
    seed: 53,
    shoeSize: 8,
    side: "right",
    scanMode: "semi-weighted",
    toeShape: "greek",
    toes: "fused",
    flatForefoot: true,
  },
];

describe("measureFoot's first metatarsal head (issue 33)", () => {
  it("lies within 8 mm of the clinician's mark on fused toes, a flat forefoot and both", () => {
    const rows: string[] = [];
    const misses: string[] = [];
    for (const [i, options] of FEET.entries()) {
      const foot = generateFoot({ ...options, triangles: 50_000 });
      const scan = scanVariant(foot, { seed: 100 + i, noiseMm: 0.5, decimateTo: 20_000 });
      const measured = measureFoot(scan.mesh, options.side);
      if (!measured.ok) throw new Error(`foot ${i}: ${measured.reason}`);
      const mark = foot.landmarks.firstMetatarsalHead;
      const found = measured.landmarks.firstMetatarsalHead;
      const mm = Math.hypot(found.x - mark.x, found.y - mark.y);
      const length = foot.measurements.footLength;
      const kind = `${options.toes ?? "separate"}${options.flatForefoot ? ", flat forefoot" : ""}`;
      const row = `foot ${i} (${kind}, ${options.scanMode}, ${options.side}): ${mm.toFixed(1)} mm, at ${(found.y / length).toFixed(3)} L (mark ${(mark.y / length).toFixed(3)} L)`;
      rows.push(row);
      if (!(mm <= LIMIT_MM)) misses.push(row);
    }
    console.log(`The first metatarsal head against the clinician's mark:\n${rows.join("\n")}`);
    expect(misses).toEqual([]);
  }, 120_000);
});
