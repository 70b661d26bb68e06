// Scan files (Draco-encoded triangle meshes) into three.js geometry. One DRACOLoader for the app, decoding in its
// web workers with the decoder the web build copies to /assets/draco/ (scripts/copy-draco-decoder.ts), never a
// CDN; the workers stop when no scan is shown, and a new loader starts them again when one is.
import type { BufferGeometry } from "three";
import { DRACOLoader } from "three/examples/jsm/loaders/DRACOLoader.js";
import { createGeometryCache } from "./geometry-cache";

export const DRACO_DECODER_PATH = "/assets/draco/";
/** Two feet decode side by side; more workers would only hold more decoder memory. */
const DECODER_WORKERS = 2;

let loader: DRACOLoader | undefined;

function dracoLoader(): DRACOLoader {
  loader ??= new DRACOLoader().setDecoderPath(DRACO_DECODER_PATH).setWorkerLimit(DECODER_WORKERS);
  return loader;
}

/** Fetches and decodes one scan; its normals are computed (scans carry positions only) for smooth shading. */
async function decodeScan(url: string): Promise<BufferGeometry> {
  const geometry = await dracoLoader().loadAsync(url);
  if (!geometry.getAttribute("position") || geometry.getAttribute("position").count < 3) {
    geometry.dispose();
    throw new Error("The scan holds no triangles");
  }
  geometry.computeVertexNormals();
  geometry.computeBoundingBox();
  return geometry;
}

export const scanGeometries = createGeometryCache<BufferGeometry>({
  decode: decodeScan,
  dispose: (geometry) => geometry.dispose(),
  onEmpty: () => {
    // A disposed loader cannot start workers again (its worker source is revoked), so the next scan gets a new one.
    loader?.dispose();
    loader = undefined;
  },
});
