// The scan pipeline's geometry (issue 10): generating a 100,000-triangle synthetic foot, Draco-encoding it and
// decoding it again (median ms; decode is what the server does for every upload and the browser for every scan
// shown, target under 60 ms), and the Draco file's size beside the raw format's (target at most one eighth).
import { decodeDraco, encodeDraco, generateFoot, toRaw } from "../../packages/geometry/src/index";
import { type Figure, medianMs } from "./measure";

export async function scanPipeline(): Promise<Figure[]> {
  const options = { shoeSize: 10, side: "right", scanMode: "semi-weighted", seed: 1, triangles: 100_000 } as const;
  const foot = generateFoot(options);
  const bytes = await encodeDraco(foot.mesh);
  const raw = toRaw(foot.mesh);
  const figures: Figure[] = [
    { metric: "triangles", value: foot.mesh.indices.length / 3, unit: "triangles" },
    { metric: "generate_ms", value: await medianMs(async () => generateFoot(options), 7), unit: "ms" },
    { metric: "encode_ms", value: await medianMs(() => encodeDraco(foot.mesh), 7), unit: "ms" },
    { metric: "decode_ms", value: await medianMs(() => decodeDraco(bytes), 9), unit: "ms", target: "value<60" },
  ];
  figures.push({
    metric: "draco_bytes",
    value: bytes.length,
    unit: "bytes",
    baseline: raw.length,
    ratio: Math.round((bytes.length / raw.length) * 1000) / 1000,
    target: "ratio<=0.125",
  });
  return figures;
}
