// One fresh process's answer from the geometry for the case that went wrong under load (docs/v8-maglev-fault):
// the insole property test's first two cases at fast-check seed 19 (generate-insole.property.test.ts; the second,
// "path 1", a right non-weighted size 12 foot with an intrinsic 5° valgus forefoot post, is the one whose post
// measured 0°), made as the test makes them; then that foot as a scanner would send it, oriented, measured and
// given the same insole. Prints one JSON line: a sha256 over every number that came out (the oriented frame, the
// measurements, the insoles' mesh bytes and their checks), one per part, and the checks.
//
// The making is pipeline.ts's. No V8 setting is taken (the product takes none since the fault was designed out);
// pass V8 flags on the command line to try one (run.ts --node-arg=...).
//
//   npx tsx scripts/geometry-proof/make-one.ts [--only=property|scan] [--preview]
//
// --preview makes every insole the browser's insole worker's way (InsoleInput.preview: the solids checked in
// JavaScript, manifold-3d not loaded), the way browser.ts runs it in Chromium.
import { createHash } from "node:crypto";
import { make } from "./pipeline";

export async function makeOne(only?: "property" | "scan", preview = false) {
  const made = await make(only, preview);
  const parts: Record<string, string> = {};
  for (const [name, bytes] of made.collected.parts) {
    const h = createHash("sha256");
    for (const b of bytes) h.update(b);
    parts[name] = h.digest("hex").slice(0, 16);
  }
  return {
    hash: createHash("sha256").update(JSON.stringify(parts)).digest("hex"),
    parts,
    missed: made.missed,
    checks: made.checks,
    ms: made.ms,
    node: process.version,
    v8: process.versions.v8,
    // The node arguments but tsx's loader (--import URL).
    execArgv: process.execArgv.filter((arg, i, all) => !arg.includes("tsx") && !all[i + 1]?.includes("tsx")),
    preview: made.preview,
  };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("make-one.ts")) {
  const onlyArg = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  if (onlyArg !== undefined && onlyArg !== "property" && onlyArg !== "scan") {
    console.error("--only takes property or scan");
    process.exit(2);
  }
  const answer = await makeOne(onlyArg, process.argv.includes("--preview"));
  console.log(JSON.stringify(answer));
}
