// The mock scans the web app serves for test use (/assets/mockscans/leftscan.drc and rightscan.drc): synthetic
// feet of the form's default shoe size (US men's 11), semi-weighted, fixed seed, Draco-encoded.
import { mkdir, writeFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { mockScanSamplePath } from "@solerx/domain/scan";
import { encodeDraco, generateFoot } from "../packages/geometry/src/index";

/** Writes leftscan.drc and rightscan.drc into `dir`; returns the files written with their sizes. */
export async function writeMockScans(dir: string): Promise<{ file: string; bytes: number; triangles: number }[]> {
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const side of ["left", "right"] as const) {
    const foot = generateFoot({ shoeSize: 11, shoeSizeUnit: "US MEN'S", side, scanMode: "semi-weighted", seed: 11 });
    const bytes = await encodeDraco(foot.mesh);
    // The name the web app serves it under (/assets/mockscans/leftscan.drc), named once in the domain.
    const file = join(dir, basename(mockScanSamplePath(side)));
    await writeFile(file, bytes);
    written.push({ file, bytes: bytes.length, triangles: foot.mesh.indices.length / 3 });
  }
  return written;
}
