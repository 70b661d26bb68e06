// The phases of `npm test` (scripts/test.ts runs them in this order, timed, stopping at the first that fails): the
// lint first (Biome, the import boundaries, the web's route literals: package.json's "lint", the one place they are
// named), then the type check, the build, the unit tests and the browser tests. test-phases.test.ts holds them.

export interface Phase {
  name: string;
  /** Commands run side by side (each an npm script or a command line). */
  commands: string[][];
}

const tsc = (project: string) => ["npx", "tsc", "-p", project];
/** Every TypeScript project, each checked by its own tsc (single-threaded: as many at a time as cores, two at least). */
export const TYPECHECK_PROJECTS = [
  "packages/domain",
  "packages/geometry",
  "apps/server",
  "apps/agent",
  "apps/web",
  "e2e",
  "scripts",
];

export const PHASES: Phase[] = [
  { name: "lint", commands: [["npm", "run", "--silent", "lint"]] },
  { name: "typecheck", commands: TYPECHECK_PROJECTS.map(tsc) },
  { name: "build", commands: [["npm", "run", "--silent", "build"]] },
  { name: "unit", commands: [["npx", "vitest", "run"]] },
  { name: "browser", commands: [["npx", "playwright", "test"]] },
];
