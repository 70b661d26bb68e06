// Every Node process that runs the geometry takes its V8 settings (node-v8.ts) before anything else it imports,
// so none of the geometry is compiled without them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../../../", import.meta.url);
const firstImport = (file: string) => readFileSync(new URL(file, root), "utf8").match(/^import .*$/m)?.[0];

describe("the geometry's V8 settings", () => {
  it.each([
    "apps/server/src/main.ts",
    "apps/server/src/workers/heavy-work-tasks.ts",
    "apps/agent/src/main.ts",
    "scripts/bench.ts",
  ])("are the first import of %s", (file) => {
    expect(firstImport(file)).toBe('import "@solerx/geometry/node-v8";');
  });

  it("are set up first in every unit test process", () => {
    expect(readFileSync(new URL("vitest.config.ts", root), "utf8")).toContain(
      'setupFiles: ["packages/geometry/src/node-v8.ts"]',
    );
  });
});
