// React Router's production build in the web build. The package publishes a production build beside its
// development one (the same code without its development warnings and their texts) but exports only the
// development one to bundlers, which then ship the warnings to every browser. The dev server keeps the warnings.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

export function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "solerx:react-router-production",
    enforce: "pre",
    apply: "build",
    resolveId(source) {
      if (source !== "react-router") return null;
      const packageDir = dirname(require.resolve("react-router/package.json"));
      return join(packageDir, "dist", "production", "index.mjs");
    },
  };
}
