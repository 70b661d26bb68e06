// The Draco decoder the web app's scan viewer loads (three's DRACOLoader with setDecoderPath("/assets/draco/")):
// copied from the installed three at every web build, so the decoder always matches the loader's version and is
// served from our own origin, never a CDN.
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The WASM decoder with its wrapper, and the pure JavaScript decoder DRACOLoader falls back to without WASM. */
export const DRACO_DECODER_FILES = ["draco_decoder.js", "draco_decoder.wasm", "draco_wasm_wrapper.js"] as const;

/** three's own copy of the decoder (node_modules/three/examples/jsm/libs/draco). */
export function threeDracoFolder(): string {
  // "three" resolves to three/build/three.cjs; the decoder sits beside the examples.
  const threeEntry = createRequire(import.meta.url).resolve("three");
  return join(dirname(threeEntry), "..", "examples", "jsm", "libs", "draco");
}

/** Copies the decoder files into `dir`; returns the paths written. */
export async function copyDracoDecoder(dir: string, source = threeDracoFolder()): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    DRACO_DECODER_FILES.map(async (name) => {
      const target = join(dir, name);
      await copyFile(join(source, name), target);
      return target;
    }),
  );
}
