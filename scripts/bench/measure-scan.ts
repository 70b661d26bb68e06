// Measuring a scan (issue 19): orienting a 150,000-triangle scan (turned, tilted, in metres, with 0.5 mm noise
// and debris) into the foot's frame and measuring it there (measurements and the sixteen landmarks), median warm ms (target under 80 ms), with
// the orientation alone beside it.
import { generateFoot, measureFoot, orientScan, seededRandom } from "../../packages/geometry/src/index";
import { asScanned } from "../../packages/geometry/src/testing/scan-pose";
import { type Figure, medianMs } from "./measure";

export async function measureScan(): Promise<Figure[]> {
  const foot = generateFoot({ shoeSize: 10, side: "right", seed: 1, triangles: 150_000 });
  const pose = {
    yaw: 2.1,
    tilt: 0.12,
    tiltAxis: 0.7,
    unitsPerMm: 0.001,
    shift: [40, -70, 500] as [number, number, number],
  };
  const scan = asScanned(foot.mesh, pose, seededRandom(1), 0.5);
  const measure = async () => {
    const oriented = orientScan(scan, { side: "right" });
    if (!oriented.ok) throw new Error(oriented.reason);
    const measured = measureFoot(oriented.mesh, "right");
    if (!measured.ok) throw new Error(measured.reason);
    return measured;
  };
  return [
    { metric: "triangles", value: scan.indices.length / 3, unit: "triangles" },
    { metric: "orient_ms", value: await medianMs(async () => orientScan(scan, { side: "right" }), 9), unit: "ms" },
    { metric: "measure_ms", value: await medianMs(measure, 9), unit: "ms", target: "value<80" },
  ];
}
