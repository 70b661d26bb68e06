// Copies three's Draco decoder into apps/web/public/assets/draco/ (served as /assets/draco/*). Run by the web build
// (apps/web "prebuild", after the mock scans); the output is generated, not committed.
import { fileURLToPath } from "node:url";
import { copyDracoDecoder } from "./draco-decoder";

const target = fileURLToPath(new URL("../apps/web/public/assets/draco/", import.meta.url));
for (const file of await copyDracoDecoder(target)) console.error(`draco decoder ${file}`);
