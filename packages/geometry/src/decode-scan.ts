// A foot scan's Draco file as the server uses it: decoded, then welded (weld.ts), so the surface stays closed
// through the pipeline (issue 16 point 5).
import { decodeDraco } from "./draco";
import type { TriangleMesh } from "./mesh";
import { weldMesh } from "./weld";

export async function decodeScan(bytes: Uint8Array): Promise<TriangleMesh> {
  return weldMesh(await decodeDraco(bytes));
}
