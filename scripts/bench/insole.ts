// The insole generator (issue 19): from an oriented scan (a 100,000-triangle synthetic foot in the foot's frame)
// and a prescription with posts to the watertight shell and cover, and on to the 3MF bytes, at a 1 mm grid:
// the first (cold) call, WASM load included, then the median warm times (targets: mesh under 200 ms, 3MF 250 ms).
import { rxGeometry } from "@solerx/domain/design";
import { Prescription } from "@solerx/domain/prescription";
import { generateFoot, generateInsole, insoleFile, plantarHeightField } from "../../packages/geometry/src/index";
import { footLandmarks } from "../../packages/geometry/src/insole/testing-input";
import { type Figure, medianMs, round } from "./measure";

export async function insoleBench(): Promise<Figure[]> {
  const foot = generateFoot({ shoeSize: 10, side: "right", seed: 1 });
  const rx = Prescription.parse({
    postingOptions: { right: { rearfootPost: { kind: "specify", degrees: 4 }, heelLift: 2 } },
  });
  const landmarks = footLandmarks(foot);
  const mesh = async () => {
    const numbers = rxGeometry(rx, { weightLbs: 170 }).right;
    return generateInsole({ side: "right", plantar: plantarHeightField(foot.mesh), landmarks, numbers });
  };
  const threeMf = async () => insoleFile(await mesh(), "3mf");
  const started = performance.now();
  await threeMf();
  const coldMs = round(performance.now() - started);
  return [
    { metric: "cold_3mf_ms", value: coldMs, unit: "ms" },
    { metric: "mesh_ms", value: await medianMs(mesh, 9), unit: "ms", target: "value<200" },
    { metric: "3mf_ms", value: await medianMs(threeMf, 9), unit: "ms", target: "value<250" },
  ];
}
