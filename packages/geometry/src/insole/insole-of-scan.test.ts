// One foot's insole from its scan, as the server and the browser's worker make it (insole-of-scan.ts): the
// prepared scan, the generator on it, and the live preview's way (its solids checked in JavaScript) giving the
// same insole as the files' way through manifold-3d.
import { rxGeometry } from "@solerx/domain/design";
import { Prescription } from "@solerx/domain/prescription";
import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { sphere } from "../testing/ellipsoid";
import { insoleOnScan, prepareScan } from "./insole-of-scan";
import { liveHandles } from "./wasm";

describe("insoleOnScan", () => {
  it("gives the same insole in the live preview's way as in the files' way", async () => {
    const foot = generateFoot({ shoeSize: 9, side: "right", seed: 4 });
    const prepared = prepareScan(foot.mesh, "right");
    if (!prepared.ok) throw new Error(prepared.reason);
    const rx = Prescription.parse({
      postingOptions: { right: { rearfootPost: { kind: "specify", degrees: 4 } } },
    });
    const numbers = rxGeometry(rx, { weightLbs: 170 }).right;
    const files = await insoleOnScan(prepared.scan, {}, numbers);
    const preview = await insoleOnScan(prepared.scan, {}, numbers, { preview: true });
    if (!files.ok || !preview.ok) throw new Error("no insole");
    expect(preview.result.checks).toEqual(files.result.checks);
    expect(preview.result.checks.closed).toBe(true);
    expect(preview.result.shell.indices.length).toBe(files.result.shell.indices.length);
    expect(preview.result.cover.indices.length).toBe(files.result.cover.indices.length);
    expect(preview.result.warnings).toEqual(files.result.warnings);
    expect(preview.result.ground).toBeCloseTo(files.result.ground, 6);
    expect(liveHandles()).toBe(0);
  });

  it("refuses, in words, a scan it cannot orient into a foot's frame", () => {
    const prepared = prepareScan(sphere(40, 24, 48), "left");
    expect(prepared.ok).toBe(false);
    if (!prepared.ok) expect(prepared.reason.length).toBeGreaterThan(10);
  });
});
