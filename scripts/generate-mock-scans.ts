// Writes the web app's mock scans into apps/web/public/assets/mockscans/ (served as /assets/mockscans/*.drc).
// Run by the web build (apps/web "prebuild"); the output is generated, not committed.
import { fileURLToPath } from "node:url";
import { writeMockScans } from "./mock-scans";

const target = fileURLToPath(new URL("../apps/web/public/assets/mockscans/", import.meta.url));
for (const { file, bytes, triangles } of await writeMockScans(target)) {
  console.error(`mock scan ${file}: ${triangles} triangles, ${bytes} bytes`);
}
