// Writes the mock scans the web app serves for test use, /assets/mockscans/leftscan.drc and rightscan.drc:
// synthetic feet from the geometry package (the form's default shoe size, US men's 11, semi-weighted, fixed
// seeds), Draco-encoded. Run by the web build (apps/web "prebuild"); the output is generated, not committed.
import { mkdir, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { encodeDraco, generateFoot } from "../packages/geometry/src/index";

const target = fileURLToPath(new URL("../apps/web/public/assets/mockscans/", import.meta.url));

await mkdir(target, { recursive: true });
for (const side of ["left", "right"] as const) {
  const foot = generateFoot({ shoeSize: 11, shoeSizeUnit: "US MEN'S", side, scanMode: "semi-weighted", seed: 11 });
  const bytes = await encodeDraco(foot.mesh);
  await writeFile(`${target}${side}scan.drc`, bytes);
  console.error(`mock scan ${side}scan.drc: ${foot.mesh.indices.length / 3} triangles, ${bytes.length} bytes`);
}
