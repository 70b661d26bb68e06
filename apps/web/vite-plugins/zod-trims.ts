// The JSON Schema generator inside zod's classic schemas, out of the web build. Zod 4 gives every schema a
// toJSONSchema() method (and its Standard Schema jsonSchema), which ties the whole generator into each bundle that
// builds a schema; the web app only parses with its schemas and never asks one for JSON Schema (the server does,
// for its OpenAPI document, and keeps the real generator). Measured in the browser: KB of gzip of the first
// download (docs/decisions.md "Issue 16 point 9"). A call of toJSONSchema in the web app would throw, saying so.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const NOT_IN_THE_WEB = "throw new Error('JSON Schema is not generated in the web app (vite-plugins/zod-trims.ts)')";

/** A module exporting each name the real one exports, as functions that throw when called. */
function stubOf(realPath: string): string {
  const source = readFileSync(realPath, "utf8");
  const names = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:const|function|let|class)\s+([A-Za-z_$][\w$]*)/g)) {
    if (match[1]) names.add(match[1]);
  }
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of (match[1] ?? "").split(",")) {
      const name = part
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return [...names].map((name) => `export const ${name} = () => { ${NOT_IN_THE_WEB}; };`).join("\n");
}

export function zodTrims(): Plugin {
  const trims = new Map<string, string>([
    ["../core/json-schema-processors.js", "\0solerx:zod-json-schema-processors"],
    ["../core/to-json-schema.js", "\0solerx:zod-to-json-schema"],
  ]);
  const real = new Map<string, string>();
  return {
    name: "solerx:zod-trims",
    enforce: "pre",
    apply: "build",
    resolveId(source, importer) {
      const id = trims.get(source);
      if (!id || !importer || !CLASSIC_SCHEMAS.test(importer)) return null;
      real.set(id, resolve(dirname(importer), source));
      return id;
    },
    load(id) {
      const path = real.get(id);
      return path ? stubOf(path) : null;
    },
  };
}
