// The import rules of .dependency-cruiser.cjs, proven on a fixture: a feature that imports another feature fails
// the check that `npm test` runs, and so does a static import of the 3D scan viewer; an import that points down the
// layers, the viewer loaded with import() and its texts imported at once pass.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cruise, type IReporterOutput } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const config = require("../.dependency-cruiser.cjs") as { forbidden: unknown[] };
const fixture = fileURLToPath(new URL("./fixtures/web-layers", import.meta.url));

async function violations(): Promise<{ rule: string; from: string; to: string }[]> {
  const result: IReporterOutput = await cruise(["apps"], {
    baseDir: fixture,
    validate: true,
    ruleSet: { forbidden: config.forbidden } as never,
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === "string") throw new Error("expected a cruise result, got a report");
  return result.output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}

describe("web layering rules", () => {
  it("fail a feature that imports another feature and a static import of the scan viewer, and only those", async () => {
    const found = await violations();
    expect(found).toHaveLength(2);
    expect(found).toContainEqual({
      rule: "features-independent",
      from: "apps/web/src/features/alpha/alpha-screen.ts",
      to: "apps/web/src/features/beta/beta-screen.ts",
    });
    expect(found).toContainEqual({
      rule: "scan-viewer-lazy",
      from: "apps/web/src/features/delta/delta-screen.ts",
      to: "apps/web/src/components/scan-viewer/scan-viewer.ts",
    });
  });
});
