import { describe, expect, it } from "vitest";
import { generateFoot } from "../foot/generate";
import { toFramePoint } from "./frame-point";
import { orientScan, toScanPoint } from "./orient";

describe("toFramePoint", () => {
  it("undoes toScanPoint for an oriented scan turned, tilted and in centimetres", () => {
    const foot = generateFoot({ side: "left", shoeSize: 9, seed: 3, triangles: 50_000 });
    // The scan as a scanner might send it: in cm, turned 30 degrees about z and shifted.
    const c = Math.cos(Math.PI / 6);
    const s = Math.sin(Math.PI / 6);
    const positions = new Float32Array(foot.mesh.positions.length);
    for (let i = 0; i < positions.length; i += 3) {
      const x = foot.mesh.positions[i] as number;
      const y = foot.mesh.positions[i + 1] as number;
      positions[i] = (c * x - s * y) / 10 + 4;
      positions[i + 1] = (s * x + c * y) / 10 - 7;
      positions[i + 2] = (foot.mesh.positions[i + 2] as number) / 10 + 1;
    }
    const oriented = orientScan({ positions, indices: foot.mesh.indices }, { side: "left" });
    if (!oriented.ok) throw new Error(oriented.reason);
    for (const p of [
      [0, 0, 0],
      [12.5, 140, 30],
      [-40, 250, 5],
    ] as const) {
      const back = toFramePoint(oriented.transform, toScanPoint(oriented.transform, [...p]));
      for (const k of [0, 1, 2]) expect(back[k]).toBeCloseTo(p[k] as number, 6);
    }
    // And a scan point lands where the oriented mesh has it.
    const scanPoint: [number, number, number] = [
      positions[0] as number,
      positions[1] as number,
      positions[2] as number,
    ];
    const framed = toFramePoint(oriented.transform, scanPoint);
    const inMesh = [...oriented.mesh.positions.subarray(0, 3)];
    for (const k of [0, 1, 2]) expect(framed[k]).toBeCloseTo(inMesh[k] as number, 2);
  });
});
