import { describe, expect, it } from "vitest";
import { checkManifold } from "../mesh-check";
import { type Diagonal, type FieldGrid, fieldSolid } from "./field-mesh";

const grid: FieldGrid = { x0: -30, y0: -30, cellMm: 1, nx: 61, ny: 61 };
const n = grid.nx * grid.ny;

/** A disk of radius r as a level function, and the fields given by a function of (x, y). */
function disk(r: number) {
  const f = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const x = grid.x0 + (i % grid.nx);
    const y = grid.y0 + Math.floor(i / grid.nx);
    f[i] = r - Math.hypot(x, y);
  }
  return f;
}
const field = (fn: (x: number, y: number) => number) =>
  Float32Array.from({ length: n }, (_, i) => fn(grid.x0 + (i % grid.nx), grid.y0 + Math.floor(i / grid.nx)));

describe("fieldSolid", () => {
  for (const diagonal of ["rising", "falling"] as Diagonal[]) {
    it(`closes a flat disk with a smooth outline and coarse flat blocks (${diagonal} diagonal)`, () => {
      const { mesh, loops } = fieldSolid(
        grid,
        disk(25),
        field(() => 3),
        field(() => 0),
        diagonal,
      );
      const report = checkManifold(mesh);
      expect(report.closed && report.consistentlyOriented).toBe(true);
      // The outline between the nodes: the volume of the disk's slab within 1%, where stairs would be off by more.
      expect(report.volume).toBeGreaterThan(0.99 * Math.PI * 25 * 25 * 3);
      expect(report.volume).toBeLessThan(1.01 * Math.PI * 25 * 25 * 3);
      expect(loops).toHaveLength(1);
      // Fine everywhere it would be about 4 triangles a square cell on its faces: the flat interior is coarser.
      expect(mesh.indices.length / 3).toBeLessThan(0.6 * 4 * Math.PI * 25 * 25);
    });
  }

  it("keeps every square fine where the surface curves, and still closes", () => {
    const top = field((x, y) => 3 + 0.3 * Math.sin(x) * Math.cos(y));
    const bottom = field((x, y) => 0.3 * Math.sin(x) * Math.cos(y));
    const { mesh } = fieldSolid(grid, disk(20), top, bottom, "rising");
    const report = checkManifold(mesh);
    expect(report.closed && report.consistentlyOriented).toBe(true);
    expect(mesh.indices.length / 3).toBeGreaterThan(0.9 * 4 * Math.PI * 20 * 20);
  });

  it("never coarsens a block that would fall under the floor", () => {
    // A bottom that dips between the corners of each block (2.04 mm thick there, 2 at the corners): two triangles
    // would leave it 2 mm thick at those nodes.
    const top = field(() => 2);
    const bottom = field((x, y) => (x % 2 !== 0 || y % 2 !== 0 ? -0.04 : 0));
    const thin = fieldSolid(grid, disk(20), top, bottom, "rising", 2.001);
    const loose = fieldSolid(grid, disk(20), top, bottom, "rising", 0);
    expect(thin.mesh.indices.length).toBeGreaterThan(loose.mesh.indices.length);
  });
});
