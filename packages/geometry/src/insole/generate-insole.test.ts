import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import type { HeightGrid } from "../height-field/height-grid";
import { boundingBox } from "../mesh";
import { checkManifold } from "../mesh-check";
import { generateInsole } from "./generate-insole";
import type { InsoleInput, InsoleLandmarks } from "./insole-model";
import { rasterise } from "./mesh-raster";
import { insoleInput, syntheticInput } from "./testing-input";
import { liveHandles } from "./wasm";

/** The same field seen in a mirror across x = 0. */
function mirrorGrid(g: HeightGrid): HeightGrid {
  const z = new Float32Array(g.z.length);
  for (let iy = 0; iy < g.ny; iy++)
    for (let ix = 0; ix < g.nx; ix++) z[iy * g.nx + (g.nx - 1 - ix)] = g.z[iy * g.nx + ix] as number;
  return { ...g, x0: -(g.x0 + (g.nx - 1) * g.cellMm), z };
}

function mirrorInput(input: InsoleInput): InsoleInput {
  const landmarks: InsoleLandmarks = {};
  for (const [name, p] of Object.entries(input.landmarks))
    if (p) landmarks[name as keyof InsoleLandmarks] = { x: -p.x, y: p.y, z: p.z };
  return {
    side: "left",
    plantar: mirrorGrid(input.plantar),
    landmarks,
    numbers: { ...input.numbers, side: "left" },
  };
}

describe("generateInsole", () => {
  it("makes a closed, single-piece shell and cover of positive volume from a foot and the default prescription", async () => {
    const result = await generateInsole(syntheticInput({ shoeSize: 9, side: "right", seed: 3 }));
    for (const mesh of [result.shell, result.cover]) {
      const report = checkManifold(mesh);
      expect(report.closed && report.consistentlyOriented).toBe(true);
      expect(report.volume).toBeGreaterThan(0);
    }
    expect(result.checks.components).toBe(1);
    expect(result.outline.length).toBeGreaterThan(100);
    expect(liveHandles()).toBe(0);
  });

  it("stands the insole on z = 0 with the foot axis along +y from the heel", async () => {
    const result = await generateInsole(syntheticInput({ shoeSize: 9, side: "left", seed: 4 }));
    const box = boundingBox(result.shell);
    expect(box.min[2]).toBeCloseTo(0, 3);
    expect(box.min[1]).toBeGreaterThanOrEqual(0);
    expect(box.max[1]).toBeCloseTo(result.checks.lengthMm, 1);
  });

  it("makes the left insole of a mirrored foot the mirror of the right one", async () => {
    const rx = {
      postingOptions: { right: { rearfootPost: { kind: "specify" as const, degrees: 3 }, medialHeelSkive: 2 } },
    };
    const right = insoleInput(generateFoot({ shoeSize: 10, side: "right", seed: 7, triangles: 50_000 }), rx);
    const left = mirrorInput(right);
    const [r, l] = [await generateInsole(right), await generateInsole(left)];
    const rb = boundingBox(r.shell);
    const lb = boundingBox(l.shell);
    expect(lb.min[0]).toBeCloseTo(-rb.max[0], 2);
    expect(lb.max[0]).toBeCloseTo(-rb.min[0], 2);
    expect(lb.max[1]).toBeCloseTo(rb.max[1], 2);
    expect(lb.max[2]).toBeCloseTo(rb.max[2], 2);
    expect(checkManifold(l.shell).volume).toBeCloseTo(checkManifold(r.shell).volume, -1);
    expect(l.checks).toEqual(r.checks);
    // The top surfaces, cell by cell across the mirror.
    const rr = rasterise(r.shell);
    const lr = rasterise(l.shell);
    let worst = 0;
    for (let iy = 0; iy < rr.grid.ny; iy++)
      for (let ix = 0; ix < rr.grid.nx; ix++) {
        const x = rr.grid.x0 + ix * rr.grid.cellMm;
        const jx = Math.round((-x - lr.grid.x0) / lr.grid.cellMm);
        const jy = Math.round((rr.grid.y0 + iy * rr.grid.cellMm - lr.grid.y0) / lr.grid.cellMm);
        if (jx < 0 || jx >= lr.grid.nx || jy < 0 || jy >= lr.grid.ny) continue;
        const a = rr.upper[iy * rr.grid.nx + ix] as number;
        const b = lr.upper[jy * lr.grid.nx + jx] as number;
        if (!Number.isNaN(a) && !Number.isNaN(b)) worst = Math.max(worst, Math.abs(a - b));
      }
    expect(worst).toBeLessThan(0.01);
    expect(l.zones.map((z) => z.label)).toEqual(r.zones.map((z) => z.label));
  });

  it("draws the shell's shape over the midfoot: Hourglass narrower at the waist, a deformity shape wider on its side", async () => {
    const foot = generateFoot({ shoeSize: 9, side: "right", seed: 6, triangles: 50_000 });
    const span = async (shellShape: "standard" | "hourglass" | "medial-deformity" | "lateral-deformity") => {
      const result = await generateInsole(insoleInput(foot, { shellModifications: { shellShape } }));
      // Across the outline at the waist, halfway from the heel centre to the first head; a right foot's medial is -x.
      const y = (foot.landmarks.heelCentre.y + foot.landmarks.firstMetatarsalHead.y) / 2;
      const xs = result.outline.filter((p) => Math.abs(p.y - y) < 1).map((p) => p.x);
      return { medial: Math.min(...xs), lateral: Math.max(...xs) };
    };
    const standard = await span("standard");
    const hourglass = await span("hourglass");
    expect(hourglass.lateral - hourglass.medial).toBeLessThan(standard.lateral - standard.medial - 1);
    expect((await span("medial-deformity")).medial).toBeLessThan(standard.medial - 0.5);
    expect((await span("lateral-deformity")).lateral).toBeGreaterThan(standard.lateral + 0.5);
  });

  it("cuts a full-length shell to the shoe's inside length when that is shorter than the toes plus 10 mm", async () => {
    const foot = generateFoot({ shoeSize: 10, side: "right", seed: 8, triangles: 50_000 });
    const input = insoleInput(foot, { shellModifications: { shellLength: "full" } });
    const full = await generateInsole(input);
    expect(Math.abs(full.checks.lengthMm - (foot.landmarks.toeTip.y + 10))).toBeLessThanOrEqual(1);
    const maxLengthMm = foot.landmarks.toeTip.y - 5;
    const end = { ...input.numbers.shell.end, maxLengthMm };
    const cut = await generateInsole({
      ...input,
      numbers: { ...input.numbers, shell: { ...input.numbers.shell, end } },
    });
    expect(Math.abs(cut.checks.lengthMm - (foot.landmarks.heelBack.y + maxLengthMm))).toBeLessThanOrEqual(1);
  });

  it("refuses an empty height field with a clear error and leaves no handle", async () => {
    const input = syntheticInput({ shoeSize: 9, side: "right", seed: 3 });
    const empty = {
      ...input,
      plantar: { ...input.plantar, z: new Float32Array(input.plantar.z.length).fill(Number.NaN) },
    };
    await expect(generateInsole(empty)).rejects.toThrow(/empty/);
    expect(liveHandles()).toBe(0);
  });
});
