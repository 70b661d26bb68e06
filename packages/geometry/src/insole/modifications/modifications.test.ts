// applyModifications on a synthetic foot's plantar field: each part's heights and cells where it belongs, the
// warnings only the foot shows, and sound fields over random prescriptions.
import type { PrescriptionInput } from "@solerx/domain/prescription";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InsoleFields, InsoleInput } from "../insole-model";
import { signedArea } from "./contour";
import { applyModifications } from "./index";
import { cellAt, fixtureFields, fixtureInput, footFixture } from "./modifications-fixture";

const fx = footFixture("right");
const L = fx.landmarks;
const P = (name: keyof typeof L) => L[name] as { x: number; y: number; z: number };

function run(rx: PrescriptionInput, input: Partial<InsoleInput> = {}, shellEndY?: number) {
  const before = fixtureFields(fx, shellEndY);
  const after = fixtureFields(fx, shellEndY);
  const result = applyModifications(after, { ...fixtureInput(fx, rx), ...input });
  const at = (p: { x: number; y: number }) => cellAt(after, p);
  const rise = (p: { x: number; y: number }) => (after.shellTop[at(p)] as number) - (before.shellTop[at(p)] as number);
  return { before, after, result, at, rise };
}

const codes = (r: ReturnType<typeof run>) => r.result.warnings.map((w) => w.code);

/** The point `mm` from p toward the heel, square to the line of the first and fifth heads. */
function behindHeads(p: { x: number; y: number }, mm: number) {
  const a = P("firstMetatarsalHead");
  const b = P("fifthMetatarsalHead");
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const distal = { x: -(b.y - a.y) / len, y: (b.x - a.x) / len };
  const d = distal.y >= 0 ? distal : { x: -distal.x, y: -distal.y };
  return { x: p.x - d.x * mm, y: p.y - d.y * mm };
}

/** No NaN, nothing below the ground, the shell never under its floor, the cover never inside out. */
function expectSound(f: InsoleFields, floorMm: number) {
  const bad: string[] = [];
  for (let i = 0; i < f.shellMask.length && bad.length < 5; i++) {
    const top = f.shellTop[i] as number;
    const bottom = f.shellBottom[i] as number;
    if (f.shellMask[i] === 1 && !(bottom >= 0 && top - bottom >= floorMm - 1e-4))
      bad.push(`shell ${i}: ${bottom}..${top}`);
    if (f.coverMask[i] === 1 && !((f.coverTop[i] as number) > (f.coverBottom[i] as number))) bad.push(`cover ${i}`);
  }
  expect(bad).toEqual([]);
}

describe("applyModifications: pads", () => {
  it("raises the shell's top (and the cover on it) by a met pad's thickness at its centre, 20 mm behind heads 2-3", () => {
    const r = run({ accommodations: { metPads: "right" } });
    const mh2 = P("secondMetatarsalHead");
    const mh3 = P("thirdMetatarsalHead");
    const centre = behindHeads({ x: (mh2.x + mh3.x) / 2, y: (mh2.y + mh3.y) / 2 }, 20);
    expect(r.rise(centre)).toBeCloseTo(25.4 / 8, 2);
    const i = r.at(centre);
    expect((r.after.coverTop[i] as number) - (r.before.coverTop[i] as number)).toBeCloseTo(25.4 / 8, 2);
    expect(r.rise(P("heelCentre"))).toBe(0);
    expect(r.rise(P("firstMetatarsalHead"))).toBe(0);
    expect(r.result.zones.map((z) => [z.label, z.kind])).toEqual([["met pad", "pad"]]);
    expect(codes(r)).toEqual([]);
  });

  it("draws balance and dispersion pads under their heads as thick as the Rx says", () => {
    const r = run({
      accommodations: { balancePad: { right: [3], thickness: 3 }, dispersionPads: { right: [1], thickness: 1.5 } },
    });
    expect(r.rise(P("thirdMetatarsalHead"))).toBeCloseTo(3, 2);
    expect(r.rise(P("firstMetatarsalHead"))).toBeCloseTo(1.5, 2);
    expect(r.rise(P("secondMetatarsalHead"))).toBeLessThan(0.5);
  });

  it("puts a neuroma pad behind the space between heads n and n+1, not under the heads", () => {
    const r = run({ accommodations: { neuromaPads: { right: [2] } } });
    const mh2 = P("secondMetatarsalHead");
    const mh3 = P("thirdMetatarsalHead");
    expect(r.rise(behindHeads({ x: (mh2.x + mh3.x) / 2, y: (mh2.y + mh3.y) / 2 }, 15))).toBeCloseTo(25.4 / 8, 2);
    expect(r.rise(mh2)).toBe(0);
    expect(r.rise(mh3)).toBe(0);
  });

  it("leaves the heel-spur point itself free inside the heel spur pad's ring", () => {
    const r = run({ accommodations: { heelSpurPad: "right" } });
    const spur = P("heelSpur");
    expect(r.rise(spur)).toBe(0);
    expect(r.rise({ x: spur.x + 13, y: spur.y })).toBeCloseTo(25.4 / 8, 2);
    expect(r.rise({ x: spur.x, y: spur.y - 13 })).toBeCloseTo(25.4 / 8, 2);
  });

  it("skips a pad whose landmark is missing, saying which landmark in words", () => {
    const landmarks = { ...L, heelSpur: undefined };
    const r = run({ accommodations: { heelSpurPad: "right", heelCushion: "right" } }, { landmarks });
    expect(r.result.warnings).toEqual([
      {
        code: "landmark-missing",
        side: "right",
        message:
          "The heel spur pad is not drawn on the right foot's insole: the scan has no heel-spur point landmark. " +
          "Place it on the landmark screen.",
      },
    ]);
    expect(r.result.zones.map((z) => z.label)).toEqual(["heel cushion"]);
    expect(r.rise(P("heelCentre"))).toBeCloseTo(25.4 / 8, 2);
  });

  it("warns when a pad runs off a narrow foot", () => {
    // The fifth head placed 40 mm lateral: the met bar between the heads then runs past the foot's edge.
    const fifth = P("fifthMetatarsalHead");
    const landmarks = { ...L, fifthMetatarsalHead: { ...fifth, x: fifth.x + 40 } };
    const r = run({ accommodations: { metBar: "right" } }, { landmarks });
    expect(codes(r)).toEqual(["part-off-shell"]);
    expect(r.result.warnings[0]?.message).toMatch(/^The met bar on the right foot runs past the insole's edge/);
    expect(codes(run({ accommodations: { metBar: "right" } }))).toEqual([]);
  });

  it("carries a Morton's extension past a met-length shell under the cover, joined to the shell", () => {
    const endY = P("firstMetatarsalHead").y - 10;
    const r = run({ shellModifications: { mortonsExtension: { type: "semi-rigid", side: "both" } } }, {}, endY);
    const hallux = { x: P("firstMetatarsalHead").x + 5, y: P("firstMetatarsalHead").y + 40 };
    const i = r.at(hallux);
    expect(r.before.shellMask[i]).toBe(0);
    expect(r.after.shellMask[i]).toBe(1);
    expect((r.after.shellTop[i] as number) - (r.after.shellBottom[i] as number)).toBeCloseTo(25.4 / 8, 3);
    expect(r.after.coverBottom[i]).toBeCloseTo(r.after.shellTop[i] as number, 5);
    // Not under the lesser toes.
    expect(r.after.shellMask[r.at({ x: P("fourthMetatarsalHead").x, y: P("fourthMetatarsalHead").y + 30 })]).toBe(0);
    expect(codes(r)).toEqual([]);
  });

  it("lays a forefoot extension from a met-length shell's end to the cover's end, and a balance pad on it", () => {
    const endY = P("fifthMetatarsalHead").y - 20;
    const lone = run({ accommodations: { balancePad: { right: [3], thickness: 3 } } }, {}, endY);
    expect(codes(lone)).toEqual(["part-off-shell"]);
    expect(lone.result.warnings[0]?.message).toMatch(/lies beyond the shell's end/);
    const r = run(
      { accommodations: { forefootExtension: "right", balancePad: { right: [3], thickness: 3 } } },
      {},
      endY,
    );
    expect(codes(r)).toEqual([]);
    // A shell as long as the cover leaves nothing to extend.
    expect(run({ accommodations: { forefootExtension: "right" } }).result.warnings.map((w) => w.message)).toEqual([
      "The forefoot extension on the right foot is not drawn: the shell already runs as far as the top cover.",
    ]);
    const mh3 = P("thirdMetatarsalHead");
    const i = r.at(mh3);
    expect(r.after.shellMask[i]).toBe(1);
    expect((r.after.shellTop[i] as number) - (r.after.shellBottom[i] as number)).toBeCloseTo(25.4 / 16 + 3, 2);
  });
});

describe("applyModifications: shell modifications", () => {
  it("raises the arch at its apex by 1/8 inch and leaves the heel and the heads as they were", () => {
    const r = run({ shellModifications: { archModification: "increase" } });
    expect(r.rise(P("archApex"))).toBeCloseTo(25.4 / 8, 2);
    expect(r.rise(P("heelCentre"))).toBeCloseTo(0, 4);
    expect(r.rise(P("firstMetatarsalHead"))).toBeCloseTo(0, 4);
    // Fading laterally: 35 mm lateral of the apex nothing.
    expect(r.rise({ x: P("archApex").x + 36, y: P("archApex").y })).toBeCloseTo(0, 4);
  });

  it("lowers the arch for a decrease, keeping the shell's floor (its underside goes down instead)", () => {
    const r = run({ shellModifications: { archModification: "decrease" } });
    expect(r.rise(P("archApex"))).toBeCloseTo(-25.4 / 8, 2);
    expectSound(r.after, 1.5);
  });

  it("sinks a navicular well 3 mm at its centre, at the shell's medial edge under the navicular", () => {
    const r = run({ shellModifications: { navicularWell: "both" } });
    const zone = r.result.zones.find((z) => z.label === "navicular well");
    expect(zone).toBeDefined();
    let deepest = 0;
    for (let i = 0; i < r.after.shellTop.length; i++) {
      if (r.after.shellMask[i] === 1)
        deepest = Math.min(deepest, (r.after.shellTop[i] as number) - (r.before.shellTop[i] as number));
    }
    expect(deepest).toBeCloseTo(-3, 1);
    // The well lies within 12.5 mm of the navicular's row.
    const ys = (zone?.outline ?? []).map((p) => p.y);
    expect(Math.min(...ys)).toBeGreaterThan(P("navicular").y - 13.5);
    expect(Math.max(...ys)).toBeLessThan(P("navicular").y + 13.5);
    expectSound(r.after, 1.5);
  });

  it("thickens the shell under the arch by lowering its underside 1 mm, never below the ground", () => {
    const r = run({ shellModifications: { archReinforcement: "right" } });
    // Under the arch between the navicular and the fifth's base, clear of the fades at its ends (the feet place
    // the two independently, so the arch apex itself may lie in a fade).
    const apex = r.at({ ...P("archApex"), y: (P("navicular").y + P("fifthMetatarsalBase").y) / 2 });
    expect((r.before.shellBottom[apex] as number) - (r.after.shellBottom[apex] as number)).toBeCloseTo(1, 3);
    expect(r.after.shellTop[apex]).toBe(r.before.shellTop[apex]);
    expect(r.after.shellBottom[r.at(P("heelCentre"))]).toBe(r.before.shellBottom[r.at(P("heelCentre"))]);
    expectSound(r.after, 1.5);
  });

  it("carries the shell up the foot's medial side to the flange's 3/4 inch along the midfoot", () => {
    const r = run({ shellModifications: { medialFlange: "right" } });
    const g = r.after.grid;
    // Rows where the flange has its full height: 40 mm in front of the heel centre to 35 mm behind the first head.
    const y0 = P("heelCentre").y + 40;
    const y1 = P("firstMetatarsalHead").y - 35;
    let rows = 0;
    for (let iy = Math.ceil((y0 - g.y0) / g.cellMm); g.y0 + iy * g.cellMm <= y1; iy++) {
      let highest = 0;
      let grew = false;
      for (let ix = 0; ix < g.nx; ix++) {
        const i = iy * g.nx + ix;
        if (g.x0 + ix * g.cellMm > P("archApex").x + 10 || r.after.shellMask[i] !== 1) continue;
        highest = Math.max(highest, r.after.shellTop[i] as number);
        if (r.before.shellMask[i] !== 1) grew = true;
      }
      // Where the arch itself stands above the flange's height nothing is added.
      const archHigher = highest > 19.05 + 0.5 && !grew;
      if (!archHigher) expect(highest).toBeGreaterThan(19.0);
      rows++;
    }
    expect(rows).toBeGreaterThan(50);
    // Nothing on the lateral side.
    for (let i = 0; i < r.after.shellMask.length; i++) {
      if (r.after.shellMask[i] !== r.before.shellMask[i]) expect(g.x0 + (i % g.nx) * g.cellMm).toBeLessThan(0);
    }
    expect(r.result.zones.map((z) => z.label)).toEqual(["medial flange"]);
    expect(codes(r)).toEqual([]);
    expectSound(r.after, 1.5);
  });
});

describe("applyModifications: cut-outs", () => {
  it("removes the shell under a met head cut-out and keeps the cover over it", () => {
    const r = run({ accommodations: { metHeadCutouts: { right: [3] } } });
    const i = r.at(P("thirdMetatarsalHead"));
    expect(r.after.shellMask[i]).toBe(0);
    expect(r.after.coverMask[i]).toBe(1);
    expect(r.after.shellMask[r.at({ x: P("thirdMetatarsalHead").x, y: P("thirdMetatarsalHead").y - 12 })]).toBe(1);
    const zone = r.result.zones[0];
    expect(zone?.kind).toBe("cutout");
    // A 20 mm disc seen from above.
    expect(signedArea(zone?.outline ?? [])).toBeGreaterThan(Math.PI * 100 * 0.85);
    expect(signedArea(zone?.outline ?? [])).toBeLessThan(Math.PI * 100 * 1.15);
    expect(codes(r)).toEqual([]);
  });

  it("says a cut-out at the foot's edge opens the shell there", () => {
    const fifth = P("fifthMetatarsalHead");
    const landmarks = { ...L, fifthMetatarsalHead: { ...fifth, x: fifth.x + 6 } };
    const r = run({ accommodations: { metHeadCutouts: { right: [5] } } }, { landmarks });
    expect(codes(r)).toEqual(["cutout-at-edge"]);
  });

  it("cuts the first ray medial of the line between heads 1 and 2, back at the Rx's angle", () => {
    const r = run({ shellModifications: { cutouts: { firstRay: "right", firstRayAngle: 45 } } });
    const mh1 = P("firstMetatarsalHead");
    const mh2 = P("secondMetatarsalHead");
    const split = { x: (mh1.x + mh2.x) / 2, y: (mh1.y + mh2.y) / 2 };
    expect(r.after.shellMask[r.at(mh1)]).toBe(0);
    expect(r.after.shellMask[r.at(mh2)]).toBe(1);
    // At 45 degrees, 10 mm behind the split the line is 10 mm more medial.
    expect(r.after.shellMask[r.at({ x: split.x - 8, y: split.y - 10 })]).toBe(1);
    expect(r.after.shellMask[r.at({ x: split.x - 12, y: split.y - 10 })]).toBe(0);
    expect(r.after.coverMask[r.at(mh1)]).toBe(1);
  });
});

describe("applyModifications: every part together", () => {
  const EVERYTHING: PrescriptionInput = {
    shellModifications: {
      archModification: "increase",
      navicularWell: "both",
      archReinforcement: "both",
      medialFlange: "both",
      lateralFlange: "both",
      mortonsExtension: { type: "flexible", side: "both" },
      cutouts: { firstRay: "none", heel: "both" },
    },
    accommodations: {
      heelSpurPad: "both",
      metBar: "both",
      neuromaPads: { left: [3], right: [3] },
      metHeadCutouts: { left: [5], right: [5] },
      balancePad: { left: [2], right: [2], thickness: 3 },
    },
  };

  it("leaves sound fields (no NaN, nothing below the ground, never under the floor) and a zone for each part", () => {
    const r = run(EVERYTHING);
    expectSound(r.after, 1.5);
    for (const zone of r.result.zones) {
      expect(zone.outline.length).toBeGreaterThanOrEqual(3);
      expect(signedArea(zone.outline)).toBeGreaterThan(0);
    }
    expect(r.result.zones.map((z) => z.label).sort()).toEqual(
      [
        "arch increase",
        "arch reinforcement",
        "balance pad at position 2",
        "flexible Morton's extension",
        "heel cut-out",
        "heel spur pad",
        "lateral flange",
        "medial flange",
        "met bar",
        "met head cut-out at position 5",
        "navicular well",
        "neuroma pad at position 3",
      ].sort(),
    );
  });

  it("draws the left foot as the mirror of the right", () => {
    const right = run(EVERYTHING);
    const left = footFixture("left");
    const fields = fixtureFields(left);
    applyModifications(fields, fixtureInput(left, EVERYTHING, "left"));
    const g = right.after.grid;
    let differ = 0;
    let shell = 0;
    for (let i = 0; i < right.after.shellMask.length; i++) {
      if (right.after.shellMask[i] !== 1) continue;
      shell++;
      const x = g.x0 + (i % g.nx) * g.cellMm;
      const y = g.y0 + Math.floor(i / g.nx) * g.cellMm;
      const j = cellAt(fields, { x: -x, y });
      if (
        fields.shellMask[j] !== 1 ||
        Math.abs((fields.shellTop[j] as number) - (right.after.shellTop[i] as number)) > 0.05
      )
        differ++;
    }
    expect(differ / shell).toBeLessThan(0.01);
  });

  it("keeps the fields sound over random prescriptions (property)", () => {
    const side = fc.constantFrom("none", "left", "right", "both");
    fc.assert(
      fc.property(
        fc.record({
          arch: fc.constantFrom("none", "increase", "decrease"),
          well: side,
          reinforcement: side,
          medial: side,
          lateral: side,
          mortons: fc.constantFrom("none", "flexible", "semi-rigid", "reverse"),
          heel: side,
          firstRay: side,
          angle: fc.integer({ min: 0, max: 90 }),
          pads: fc.subarray([
            "heelCushion",
            "heelSpurPad",
            "metBar",
            "dancersPad",
            "metPads",
            "forefootExtension",
          ] as const),
          neuroma: fc.subarray([1, 2, 3, 4] as const),
          heads: fc.subarray([1, 2, 3, 4, 5] as const),
          balance: fc.subarray([1, 2, 3, 4, 5]),
          shellEnd: fc.constantFrom(Number.POSITIVE_INFINITY, 160, 200),
        }),
        (c) => {
          const rx: PrescriptionInput = {
            shellModifications: {
              archModification: c.arch,
              navicularWell: c.well,
              archReinforcement: c.reinforcement,
              medialFlange: c.medial,
              lateralFlange: c.lateral,
              mortonsExtension: { type: c.mortons, side: "both" },
              cutouts: { firstRay: c.firstRay, firstRayAngle: c.angle, heel: c.heel },
            },
            accommodations: {
              ...Object.fromEntries(c.pads.map((p) => [p, "both"])),
              neuromaPads: { right: [...c.neuroma] },
              metHeadCutouts: { right: [...c.heads] },
              balancePad: { right: c.balance, thickness: 3 },
            },
          };
          const r = run(rx, {}, c.shellEnd);
          expectSound(r.after, 1.5);
          for (const w of r.result.warnings) expect(w.message).not.toMatch(/NaN|undefined/);
        },
      ),
      { numRuns: 40, seed: 19 },
    );
  });
});
