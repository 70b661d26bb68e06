// Welding a decoded mesh (weld.ts) and reading a Draco file's declared counts (draco-header.ts).
import { describe, expect, it } from "vitest";
import { encodeDraco } from "./draco";
import { dracoCounts } from "./draco-header";
import { checkManifold, openEdges } from "./mesh-check";
import { sphere } from "./testing/meshes";
import { weldMesh } from "./weld";

describe("weldMesh", () => {
  it("makes vertices at one position one vertex and drops the triangles that then repeat a vertex", () => {
    // A tetrahedron whose apex is stored twice (3 and 4), and a sliver (0, 5, 1) whose 5 is at 1's position: it
    // lays the edge 0-1 twice more over the tetrahedron's.
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0]);
    const indices = new Uint32Array([0, 2, 1, 0, 1, 3, 1, 2, 4, 2, 0, 3, 0, 5, 1]);
    expect(openEdges({ positions, indices })).toBeGreaterThan(0);
    const welded = weldMesh({ positions, indices });
    expect(welded.positions.length / 3).toBe(4);
    expect(Array.from(welded.indices)).toEqual([0, 2, 1, 0, 1, 3, 1, 2, 3, 2, 0, 3]);
    expect(openEdges(welded)).toBe(0);
    const report = checkManifold(welded);
    expect([report.closed, report.consistentlyOriented, report.degenerateTriangles]).toEqual([true, true, 0]);
  });

  it("leaves a mesh without shared positions as it is", () => {
    const ball = sphere(10, 8, 12);
    const welded = weldMesh(ball);
    expect(welded.positions).toEqual(ball.positions);
    expect(welded.indices).toEqual(ball.indices);
  });
});

describe("dracoCounts", () => {
  it("reads the triangles and vertices an edgebreaker file declares, and nothing from other bytes", async () => {
    const ball = sphere(10, 16, 24);
    expect(dracoCounts(await encodeDraco(ball))).toEqual({
      triangles: ball.indices.length / 3,
      vertices: ball.positions.length / 3,
    });
    expect(dracoCounts(new TextEncoder().encode("DRACO"))).toBeUndefined();
    expect(dracoCounts(new Uint8Array(64))).toBeUndefined();
    expect(
      dracoCounts(new TextEncoder().encode("DRACO\u0002\u0002\u0001\u0001\u0000\u0000\u0000\u00ff")),
    ).toBeUndefined();
  });
});
