// three's DRACOLoader names its default decoder files with new URL("../libs/draco/…", import.meta.url), which makes
// the bundler emit a hashed copy of each (about 1.5 MB, with their .br and .gz) that no one fetches: the scan viewer
// loads the decoder from /assets/draco/, copied there by scripts/copy-draco-decoder.ts. This points those defaults
// at the copies instead, so the build holds the decoder once.
import type { Plugin } from "vite";

const DRACO_LOADER = /[\\/]three[\\/]examples[\\/]jsm[\\/]loaders[\\/]DRACOLoader\.js$/;
const DECODER_URL =
  /new URL\(\s*(['"])\.\.\/libs\/draco\/((?:gltf\/)?[\w.]+)\1\s*,\s*import\.meta\.url\s*\)\.toString\(\)/g;

/** DRACOLoader's source with its decoder URLs as plain paths under `base`; how many it replaced. */
export function rewriteDecoderUrls(code: string, base: string): { code: string; replaced: number } {
  let replaced = 0;
  const rewritten = code.replace(DECODER_URL, (_match, _quote, file: string) => {
    replaced += 1;
    return JSON.stringify(`${base}${file}`);
  });
  return { code: rewritten, replaced };
}

export function dracoDecoderPaths(base = "/assets/draco/"): Plugin {
  return {
    name: "solerx:draco-decoder-paths",
    apply: "build",
    // Before Vite's own handling of new URL(…, import.meta.url) turns the files into emitted assets.
    enforce: "pre",
    transform(code, id) {
      if (!DRACO_LOADER.test(id)) return null;
      const result = rewriteDecoderUrls(code, base);
      if (result.replaced === 0) {
        this.warn("DRACOLoader no longer names its decoder with new URL(): the build may hold it twice");
      }
      return { code: result.code, map: null };
    },
  };
}
