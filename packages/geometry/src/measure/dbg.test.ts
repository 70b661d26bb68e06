import { it } from "vitest";
import { SCAN_MODE_VALUES } from "@solerx/domain/scan";
import { generateFoot } from "../foot/generate";
import { seededRandom } from "../foot/random";
import { orientScan } from "../orient/orient";
import { scanVariant } from "../testing/scan-variant";
import { measureFoot } from "./measure-foot";
it("dbg", () => {
  for (const i of [0, 1, 2, 3, 11, 35]) {
    const random = seededRandom(1000 + i);
    const side = i % 2 === 0 ? "right" : "left";
    const scanMode = SCAN_MODE_VALUES[i % 4] as any;
    const shoeSize = 4 + Math.floor(random() * 10);
    const foot = generateFoot({ seed: 1 + i, shoeSize, side, scanMode, triangles: 50_000 });
    for (const opts of [{}, { noiseMm: 0.5 }, { decimateTo: 20000 }, { debris: true }, { pose: "random" as const }]) {
      const v = scanVariant(foot, { seed: 1 + i, ...opts });
      const o = orientScan(v.mesh, { side });
      if (!o.ok) { console.log(i, o.reason); continue; }
      const m = measureFoot(o.mesh, side);
      const r = o.transform.rotation;
      console.log(i, scanMode, side, JSON.stringify(opts), "neg", o.negative, "hint", o.sideHint, "rowY", r.slice(3, 6).map((x) => x.toFixed(2)).join(","), m.ok ? `len ${(m.footLength - foot.measurements.footLength).toFixed(1)} bw ${(m.ballWidth - foot.measurements.ballWidth).toFixed(1)}` : m.reason);
    }
  }
});
