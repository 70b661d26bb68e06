// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the server sends
// compressed bytes without compressing them on each request; it picks the copy from the browser's Accept-Encoding.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm)$/;

// Once per build, so the slowest, smallest settings are worth it.
const VARIANTS = [
  {
    extension: ".br",
    compress: (data: Buffer) =>
      promisify(brotliCompress)(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: ".gz", compress: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }) },
];

/** Compresses one file; a copy that would not be smaller is left out, so the server sends the file itself. */
async function precompressFile(path: string): Promise<void> {
  const data = await readFile(path);
  for (const { extension, compress } of VARIANTS) {
    const compressed = await compress(data);
    if (compressed.length < data.length) await writeFile(`${path}${extension}`, compressed);
  }
}

export function precompress(): Plugin {
  return {
    name: "solerx:precompress",
    apply: "build",
    // After every file is written, the public folder's copies included.
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options) {
        if (!options.dir) return;
        const outDir = options.dir;
        const files = (await readdir(outDir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
        await Promise.all(files.map((name) => precompressFile(join(outDir, name))));
      },
    },
  };
}
