// The phases of `npm test` (scripts/test.ts runs them in this order, timed, stopping at the first that fails): the
// lint first (Biome, the import boundaries, the web's route literals: package.json's "lint", the one place they are
// named), then the type check, the build, the unit tests and the browser tests. test-phases.test.ts holds them.

export interface Phase {
  name: string;
  /** Commands run side by side (each an npm script or a command line). */
  commands: string[][];
}

const tsc = (project: string) => ["npx", "tsc", "-p", project];
/**
 * The TypeScript programs `npm test` checks, two at a time: the Node side in one program (tsconfig.node.json: the
 * domain, the geometry, the server, the agent and the scripts, whose folders' own tsconfig.json are the same
 * options for editors), the web app (the DOM's types) and the browser tests. One program checks each shared file
 * once: the five folders checked apart took 32 s of tsc, together 10 s (the server's check went through the domain
 * and the geometry again, the scripts' through the server).
 */
export const TYPECHECK_PROJECTS = ["tsconfig.node.json", "apps/web", "e2e"];
/** The folders whose own tsconfig.json the Node program stands for. */
export const NODE_PROGRAM_FOLDERS = ["packages/domain", "packages/geometry", "apps/server", "apps/agent", "scripts"];

export const PHASES: Phase[] = [
  { name: "lint", commands: [["npm", "run", "--silent", "lint"]] },
  { name: "typecheck", commands: TYPECHECK_PROJECTS.map(tsc) },
  { name: "build", commands: [["npm", "run", "--silent", "build"]] },
  { name: "unit", commands: [["npx", "vitest", "run"]] },
  { name: "browser", commands: [["npx", "playwright", "test"]] },
];
