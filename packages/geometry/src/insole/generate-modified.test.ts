// How the pipeline takes the modifications' fields (the features helper fills applyModifications): a cut-out
// cleared from the shell's mask becomes a hole with its own walls, a cell added without a surface is ignored, a
// sliver cut off is dropped, and a pad raising the shell's top lifts the cover with it.
import { describe, expect, it, vi } from "vitest";
import { checkManifold } from "../mesh-check";
import type { InsoleFields, InsoleInput } from "./insole-model";
import { componentCount } from "./solid";
import { syntheticInput } from "./testing-input";

vi.mock("./modifications", () => ({
  applyModifications: (fields: InsoleFields, input: InsoleInput) => {
    const { grid } = fields;
    const c = input.landmarks.heelCentre ?? { x: 0, y: 40 };
    for (let iy = 0; iy < grid.ny; iy++)
      for (let ix = 0; ix < grid.nx; ix++) {
        const i = iy * grid.nx + ix;
        const x = grid.x0 + ix * grid.cellMm;
        const y = grid.y0 + iy * grid.cellMm;
        // A 20 mm heel cut-out through the shell.
        if (Math.hypot(x - c.x, y - c.y) < 10) fields.shellMask[i] = 0;
        // A 3 mm pad over the middle of the foot, on the shell's top.
        if (fields.shellMask[i] === 1 && Math.abs(y - (c.y + 60)) < 10)
          fields.shellTop[i] = (fields.shellTop[i] as number) + 3;
        // A cut across the back of the heel: the sliver behind it is a second piece.
        if (Math.abs(y - (c.y - 25)) < 1) fields.shellMask[i] = 0;
        // A cell switched on far outside the foot, where there is no surface.
        if (ix === 1 && iy === 1) fields.shellMask[i] = 1;
      }
    return { zones: [{ label: "heel cut-out", kind: "cutout", outline: [] }], warnings: [] };
  },
}));

describe("generateInsole with modifications", () => {
  it("cuts a hole with walls, ignores a cell without surface, keeps one piece and lifts the cover over a pad", async () => {
    const { generateInsole } = await import("./generate-insole");
    const input = syntheticInput({ shoeSize: 9, side: "right", seed: 3 });
    const result = await generateInsole(input);
    const report = checkManifold(result.shell);
    expect(report.closed && report.consistentlyOriented).toBe(true);
    expect(componentCount(result.shell)).toBe(1);
    expect(result.zones.map((z) => z.label)).toContain("heel cut-out");
    // Two outlines: the shell's edge and the cut-out's.
    const c = input.landmarks.heelCentre as { x: number; y: number };
    const p = result.shell.positions;
    let inHole = 0;
    for (let i = 0; i < p.length; i += 3)
      if (Math.hypot((p[i] as number) - c.x, (p[i + 1] as number) - c.y) < 9) inHole++;
    expect(inHole).toBe(0);
    // The sliver behind the cut is gone.
    let minY = Infinity;
    for (let i = 1; i < p.length; i += 3) minY = Math.min(minY, p[i] as number);
    expect(minY).toBeGreaterThan(c.y - 25);
    // The cover over the pad is 3 mm higher than the shell's top was: its underside sits on the pad.
    expect(checkManifold(result.cover).closed).toBe(true);
    let coverHigh = -Infinity;
    const q = result.cover.positions;
    for (let i = 0; i < q.length; i += 3)
      if (Math.abs((q[i + 1] as number) - (c.y + 60)) < 5) coverHigh = Math.max(coverHigh, q[i + 2] as number);
    let shellHigh = -Infinity;
    for (let i = 0; i < p.length; i += 3)
      if (Math.abs((p[i + 1] as number) - (c.y + 60)) < 5) shellHigh = Math.max(shellHigh, p[i + 2] as number);
    expect(coverHigh).toBeGreaterThan(shellHigh);
  });
});
