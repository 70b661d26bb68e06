// Measuring a scan (issues 19 and 33): orienting a 150,000-triangle scan (turned, tilted, in metres, with 0.5 mm
// noise and debris) into the foot's frame by its anatomy and measuring it there (orientFoot: the measurements, the
// sixteen landmarks and the plausibility checks, as the server measures an upload), median warm ms (target under
// 80 ms), with the orientation alone beside it; and a 500,000-triangle binary STL read, stored as Draco, decoded
// and measured as complete_upload does (target under 1 s warm).
import {
  decodeScan,
  encodeDraco,
  generateFoot,
  orientFoot,
  orientScan,
  parseMeshFile,
  seededRandom,
  type TriangleMesh,
  toStl,
} from "../../packages/geometry/src/index";
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
    const found = orientFoot(scan, { side: "right" });
    if (!found.ok) throw new Error(found.reason);
    return found;
  };
  const stl = toStl(subdivided(generateFoot({ shoeSize: 10, side: "right", seed: 2, triangles: 124_000 }).mesh));
  const file = async () => {
    const draco = await encodeDraco(parseMeshFile(stl, "stl"), { quantizationBits: 16 });
    const found = orientFoot(await decodeScan(draco), { side: "right" });
    if (!found.ok) throw new Error(found.reason);
    return found;
  };
  return [
    { metric: "triangles", value: scan.indices.length / 3, unit: "triangles" },
    { metric: "orient_ms", value: await medianMs(async () => orientScan(scan, { side: "right" }), 9), unit: "ms" },
    { metric: "measure_ms", value: await medianMs(measure, 9), unit: "ms", target: "value<80" },
    { metric: "file_triangles", value: (stl.length - 84) / 50, unit: "triangles" },
    { metric: "stl_file_ms", value: await medianMs(file, 5, 1), unit: "ms", target: "value<1000" },
  ];
}

/** Each triangle split in four at its edges' midpoints (a scan four times as fine, the same surface). */
function subdivided(mesh: TriangleMesh): TriangleMesh {
  const { positions: p, indices: t } = mesh;
  const positions: number[] = Array.from(p);
  const middles = new Map<number, number>();
  const vertices = p.length / 3;
  const middle = (a: number, b: number) => {
    const key = Math.min(a, b) * vertices + Math.max(a, b);
    let m = middles.get(key);
    if (m === undefined) {
      m = positions.length / 3;
      for (let k = 0; k < 3; k++) positions.push(((p[3 * a + k] as number) + (p[3 * b + k] as number)) / 2);
      middles.set(key, m);
    }
    return m;
  };
  const indices: number[] = [];
  for (let i = 0; i < t.length; i += 3) {
    const [a, b, c] = [t[i] as number, t[i + 1] as number, t[i + 2] as number];
    const ab = middle(a, b);
    const bc = middle(b, c);
    const ca = middle(c, a);
    indices.push(a, ab, ca, ab, b, bc, ca, bc, c, ab, bc, ca);
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}
