// The decoder files the web build copies are three's own, byte for byte, so loader and decoder always match.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyDracoDecoder, DRACO_DECODER_FILES, threeDracoFolder } from "./draco-decoder";

describe("copyDracoDecoder", () => {
  it("copies three's WASM decoder, its wrapper and the JavaScript fallback unchanged", async () => {
    const dir = await mkdtemp(join(tmpdir(), "draco-"));
    try {
      await copyDracoDecoder(join(dir, "draco"));
      expect((await readdir(join(dir, "draco"))).sort()).toEqual([...DRACO_DECODER_FILES].sort());
      for (const name of DRACO_DECODER_FILES) {
        const copied = await readFile(join(dir, "draco", name));
        expect(copied.length, name).toBeGreaterThan(1000);
        expect(copied.equals(await readFile(join(threeDracoFolder(), name))), name).toBe(true);
      }
      // A WebAssembly module starts with "\0asm".
      expect((await readFile(join(dir, "draco", "draco_decoder.wasm"))).subarray(0, 4).toString("latin1")).toBe(
        "\0asm",
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("fails loudly when the source folder lacks a file", async () => {
    const dir = await mkdtemp(join(tmpdir(), "draco-"));
    try {
      await expect(copyDracoDecoder(join(dir, "out"), join(dir, "nowhere"))).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
