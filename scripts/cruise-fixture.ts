// The import rules of .dependency-cruiser.cjs run on a fixture tree (scripts/fixtures/<name>/apps/...), so a test
// can show that each rule fails what it forbids and passes what it allows.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cruise, type IReporterOutput } from "dependency-cruiser";

const require = createRequire(import.meta.url);
const config = require("../.dependency-cruiser.cjs") as { forbidden: unknown[] };

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

export async function fixtureViolations(name: string): Promise<Violation[]> {
  const result: IReporterOutput = await cruise(["apps"], {
    baseDir: fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)),
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
