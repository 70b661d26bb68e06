// `npm test` runs every check CI relies on: the lint (Biome and dependency-cruiser's import boundaries) before
// anything else, a type check of every TypeScript project, the build, the unit and the browser tests. A phase
// dropped or a project left out would let a broken boundary or a type error land unnoticed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_PROGRAM_FOLDERS, PHASES, TYPECHECK_PROJECTS } from "./test-phases";

interface TsConfig {
  extends: string;
  include: string[];
  compilerOptions?: { types?: string[] };
}

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;

describe("npm test's phases", () => {
  it("is scripts/test.ts, whose phases run lint, typecheck, build, unit and browser in that order", () => {
    expect(scripts.test).toBe("tsx scripts/test.ts");
    expect(PHASES.map((phase) => phase.name)).toEqual(["lint", "typecheck", "build", "unit", "browser"]);
  });

  it("lints with Biome and the import boundaries over apps and packages", () => {
    expect(PHASES[0]?.commands).toEqual([["npm", "run", "--silent", "lint"]]);
    expect(scripts.lint).toMatch(/^biome check \. && depcruise --config \.dependency-cruiser\.cjs apps packages\b/);
  });

  it("type-checks every TypeScript project of the repository", () => {
    const projects = ["packages", "apps"]
      .flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`))
      .concat(["e2e", "scripts"])
      .filter((folder) => existsSync(`${folder}/tsconfig.json`));
    expect([...TYPECHECK_PROJECTS, ...NODE_PROGRAM_FOLDERS].sort()).toEqual(["tsconfig.node.json", ...projects].sort());
    expect(scripts.typecheck).toBe("tsx scripts/test.ts typecheck");
  });

  it("checks each of the Node program's folders with the files and options of its own tsconfig.json", () => {
    const json = (path: string) => JSON.parse(readFileSync(path, "utf8")) as TsConfig;
    const node = json("tsconfig.node.json");
    for (const folder of NODE_PROGRAM_FOLDERS) {
      const own = json(`${folder}/tsconfig.json`);
      expect(own.extends, folder).toMatch(/tsconfig\.base\.json$/);
      for (const include of own.include) expect(node.include, folder).toContain(join(folder, include));
      // "types" left out takes every @types package, Node's among them: the Node program's ["node"] is as strict
      // or more.
      expect(own.compilerOptions?.types ?? ["node"], folder).toEqual(node.compilerOptions?.types);
      expect(
        Object.keys(own.compilerOptions ?? {}).filter((key) => key !== "types"),
        folder,
      ).toEqual([]);
    }
  });
});
