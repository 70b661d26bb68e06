// Moves the build's source maps out of the served folder into a sibling (dist-sourcemaps), keeping their paths:
// browsers never get them, while error reporting can still upload them to turn stack traces back into source.
import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

export function sourceMapsAside(mapsDir: string): Plugin {
  return {
    name: "solerx:source-maps-aside",
    apply: "build",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options, bundle) {
        if (!options.dir) return;
        const outDir = options.dir;
        // A map of an earlier build would name bundles that no longer exist.
        await rm(mapsDir, { recursive: true, force: true });
        for (const fileName of Object.keys(bundle).filter((name) => name.endsWith(".map"))) {
          const target = join(mapsDir, fileName);
          await mkdir(dirname(target), { recursive: true });
          await rename(join(outDir, fileName), target);
        }
      },
    },
  };
}
