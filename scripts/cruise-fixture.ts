// The import rules of .dependency-cruiser.cjs run over a fixture tree under scripts/fixtures/, as `npm run lint`
// runs them over the repository: the rule tests prove each rule fails where it should, and only there.
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

/** Every violation of the rules in scripts/fixtures/<fixture>, cruising the given folders of it (its apps/ by default). */
export async function fixtureViolations(fixture: string, folders: string[] = ["apps"]): Promise<Violation[]> {
  const result: IReporterOutput = await cruise(folders, {
    baseDir: fileURLToPath(new URL(`./fixtures/${fixture}`, import.meta.url)),
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
