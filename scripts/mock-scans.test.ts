// The mock scans decode to closed left and right feet, the same on every build.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boundingBox, checkManifold, decodeDraco, decodeScan, openEdges, toStl } from "../packages/geometry/src/index";
import { writeMockScans } from "./mock-scans";

describe("writeMockScans", () => {
  it("writes leftscan.drc and rightscan.drc: closed feet, left medial at +x, right at -x, reproducible", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mockscans-"));
    try {
      const first = await writeMockScans(dir);
      expect(first.map((f) => f.file)).toEqual([join(dir, "leftscan.drc"), join(dir, "rightscan.drc")]);
      const left = await decodeDraco(await readFile(join(dir, "leftscan.drc")));
      const right = await decodeDraco(await readFile(join(dir, "rightscan.drc")));
      for (const mesh of [left, right]) {
        const report = checkManifold(mesh);
        expect(report.closed && report.consistentlyOriented && report.volume > 0).toBe(true);
      }
      // The ball lies 47% medial and 53% lateral of the heel line: the lateral extent is the larger.
      expect(boundingBox(left).max[0]).toBeLessThan(-boundingBox(left).min[0]);
      expect(-boundingBox(right).min[0]).toBeLessThan(boundingBox(right).max[0]);
      const before = await readFile(join(dir, "rightscan.drc"));
      await writeMockScans(dir);
      expect(Buffer.compare(before, await readFile(join(dir, "rightscan.drc")))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("stay closed through the Draco round trip: no edge of the decoded scan's STL is open or pinched (issue 16 point 5)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mockscans-"));
    try {
      await writeMockScans(dir);
      for (const name of ["leftscan.drc", "rightscan.drc"]) {
        const bytes = await readFile(join(dir, name));
        // Quantisation lands vertices of the closed foot on one grid point: joined by position, edges tear.
        expect(openEdges(await decodeDraco(bytes)), name).toBeGreaterThan(0);
        const scan = await decodeScan(bytes);
        expect(openEdges(scan), name).toBe(0);
        expect(openEdges(stlMesh(toStl(scan))), name).toBe(0);
        const report = checkManifold(scan);
        expect([report.closed, report.consistentlyOriented, report.degenerateTriangles], name).toEqual([true, true, 0]);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A binary STL read back as a mesh of separate triangles (three vertices each), as an STL reader has it. */
function stlMesh(stl: Uint8Array) {
  const view = new DataView(stl.buffer, stl.byteOffset, stl.byteLength);
  const triangles = view.getUint32(80, true);
  const positions = new Float32Array(triangles * 9);
  for (let t = 0; t < triangles; t++) {
    for (let k = 0; k < 9; k++) positions[9 * t + k] = view.getFloat32(84 + 50 * t + 12 + 4 * k, true);
  }
  return { positions, indices: Uint32Array.from({ length: triangles * 3 }, (_, i) => i) };
}
