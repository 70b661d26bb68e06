// configureDraco: the WASM binaries given (as a browser worker must, having no file system) are the ones used,
// and a failed load is not cached. A file of its own, so the Draco modules are not loaded yet.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { configureDraco, decodeDraco, encodeDraco } from "./draco";
import { sphere } from "./testing/meshes";

const wasmPath = (name: string) => createRequire(import.meta.url).resolve(`draco3d/${name}`);

describe("configureDraco", () => {
  it("loads the given binaries, and loads again after a failed load", async () => {
    configureDraco({ encoderWasm: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 255]) });
    await expect(encodeDraco(sphere(10, 6, 8))).rejects.toThrow();
    configureDraco({
      encoderWasm: await readFile(wasmPath("draco_encoder.wasm")),
      decoderWasm: await readFile(wasmPath("draco_decoder.wasm")),
    });
    const mesh = sphere(10, 6, 8);
    expect((await decodeDraco(await encodeDraco(mesh))).indices.length).toBe(mesh.indices.length);
  });
});
