// On the installed three's own DRACOLoader: every decoder URL becomes a path under /assets/draco/, so the bundler
// has no new URL(…, import.meta.url) left to emit as a second copy of the decoder.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { rewriteDecoderUrls } from "./draco-decoder-paths";

const threeEntry = createRequire(import.meta.url).resolve("three");
const source = readFileSync(join(dirname(threeEntry), "..", "examples", "jsm", "loaders", "DRACOLoader.js"), "utf8");

describe("rewriteDecoderUrls", () => {
  it("points every decoder file of three's DRACOLoader at /assets/draco/", () => {
    const { code, replaced } = rewriteDecoderUrls(source, "/assets/draco/");
    expect(replaced).toBeGreaterThanOrEqual(3);
    expect(code).not.toMatch(/libs\/draco/);
    for (const file of ["draco_decoder.wasm", "draco_wasm_wrapper.js", "draco_decoder.js"]) {
      expect(code).toContain(`"/assets/draco/${file}"`);
    }
  });

  it("leaves other code alone", () => {
    const code = "const worker = new URL('./worker.js', import.meta.url);";
    expect(rewriteDecoderUrls(code, "/assets/draco/")).toEqual({ code, replaced: 0 });
  });
});
