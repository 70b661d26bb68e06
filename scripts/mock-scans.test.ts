// The mock scans decode to closed left and right feet, the same on every build.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boundingBox, checkManifold, decodeDraco } from "../packages/geometry/src/index";
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
});
