import { randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run for every workspace; browser tests live in e2e/ and run under Playwright instead.
// Every test runs on the embedded database and, when TEST_DATABASE_URL names a PostgreSQL server, the data layer's
// tests once more on it (project "postgres", serverFilesOnPostgres), so the data layer is proven on both.
// CI also writes a JSON report, which .ci/run reads to print the suite's closing count.
const postgresUrl = process.env.TEST_DATABASE_URL;
// This run's name, given to every project's workers (their env) and kept here for the global teardown: the
// migrated and seeded databases it prepares are its own (apps/server/src/test/test-run.ts), removed at the end.
const testRun = process.env.SOLERX_TEST_RUN || randomBytes(4).toString("hex");
process.env.SOLERX_TEST_RUN = testRun;

/**
 * The server test files the "postgres" project runs again, on PostgreSQL: those whose subject is what the database
 * does, where PGlite (PostgreSQL 17 in WebAssembly, one connection) and a PostgreSQL server (another version, a pool
 * of connections, notifications between them) can differ. That is the data layer itself (db/, areas/, retention/)
 * and the files below, each for its SQL: the migrations, the lists and records the database builds as JSON, the
 * tenancy lookups, the kept data's change notifications, transactions of orders and saves, the provider's storage,
 * a restart on the same database, the sweep of files no row owns. Every other server test reaches the same
 * statements through the same repository, so a second run of it on PostgreSQL proves nothing more of the data
 * layer: the insole and PDF routes, the heavy-work pool, shutdown, input bounds, fuzzing and property tests of the
 * request bodies, sign-in limits and token lifetimes (docs/test-suite.md "What changed").
 * A new file in the data layer's folders that opens a database is on both without a change here.
 */
const OPENS_DATABASE = /\b(createTestApp|createTestDatabase|createPostgresDatabase|TEST_DATABASE_URL)\b/;
const POSTGRES_FOLDERS = ["apps/server/src/db/", "apps/server/src/areas/", "apps/server/src/retention/"];
const POSTGRES_FILES = [
  "apps/server/src/app.test.ts",
  "apps/server/src/seed.test.ts",
  "apps/server/src/restart.test.ts",
  "apps/server/src/blobs/orphans.test.ts",
  "apps/server/src/oidc/adapter.test.ts",
  "apps/server/src/oidc/device-flow.test.ts",
  "apps/server/src/plugins/access-cache.test.ts",
  "apps/server/src/plugins/owner-cache.test.ts",
  "apps/server/src/plugins/tenancy-lookups.test.ts",
  "apps/server/src/routes/audit/audit.test.ts",
  "apps/server/src/routes/lab/lab.test.ts",
  "apps/server/src/routes/lab/lab-reach.test.ts",
  "apps/server/src/routes/order/order.test.ts",
  "apps/server/src/routes/order/order-flags.test.ts",
  "apps/server/src/routes/order/order-record.test.ts",
  "apps/server/src/routes/profile/database-failure.test.ts",
  "apps/server/src/routes/profile/idempotent-writes.test.ts",
  "apps/server/src/routes/profile/patient-list-kept.test.ts",
  "apps/server/src/routes/profile/patient-list-patched.test.ts",
  "apps/server/src/routes/profile/profile.test.ts",
  "apps/server/src/routes/profile/records.test.ts",
  "apps/server/src/routes/savedrx/savedrx.test.ts",
  "apps/server/src/routes/savedrx/savedrx-names.test.ts",
  "apps/server/src/routes/store/store.test.ts",
  "apps/server/src/routes/tenancy-walk.test.ts",
];

/** The test files under `root` (recursively) that `keep` chooses. */
function testFiles(root: string, keep: (file: string) => boolean): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file.replaceAll("\\", "/")}`)
    .filter(keep)
    .sort();
}

function serverFilesOnPostgres(): string[] {
  const inFolders = testFiles(
    "apps/server/src",
    (file) =>
      POSTGRES_FOLDERS.some((folder) => file.startsWith(folder)) &&
      // Those that open a database through the switch test-app.ts reads: the rest of these folders (the batching,
      // the retention dates, the embedded database's own turn-taking) never reach PostgreSQL's choice.
      OPENS_DATABASE.test(readFileSync(file, "utf8")),
  );
  const missing = POSTGRES_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`vitest.config.ts: no such PostgreSQL test file: ${missing.join(", ")}`);
  return [...new Set([...inFolders, ...POSTGRES_FILES])].sort();
}

/**
 * The geometry's files that need a module graph of their own: they set the package's WASM loaders
 * (configureDraco), mock its modules, or measure the WASM memory of the whole process.
 */
const GEOMETRY_ISOLATED = [
  "packages/geometry/src/draco-wasm.test.ts",
  "packages/geometry/src/insole/generate-insole-once.test.ts",
  "packages/geometry/src/insole/generate-modified.test.ts",
  "packages/geometry/src/insole/wasm-memory.test.ts",
];
/** What a web test file shares through its modules when files share a graph: a DOM, mocks, stubs, the clock, msw. */
const TOUCHES_SHARED_STATE = /@vitest-environment|vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|msw/;

/** The files that share a module graph per worker beside the domain's: the geometry's and the web's pure ones. */
function sharedGraphFiles(): string[] {
  const missing = GEOMETRY_ISOLATED.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`vitest.config.ts: no such geometry test file: ${missing.join(", ")}`);
  return [
    ...testFiles("packages/geometry/src", (file) => !GEOMETRY_ISOLATED.includes(file)),
    ...testFiles("apps/web/src", (file) => !TOUCHES_SHARED_STATE.test(readFileSync(file, "utf8"))),
  ];
}
const shared = sharedGraphFiles();

export default defineConfig({
  test: {
    // e2e/*.spec.ts are Playwright's; e2e/*.test.ts are the browser tests' helpers' own unit tests.
    exclude: ["**/node_modules/**", "e2e/**/*.spec.ts"],
    testTimeout: 30_000,
    globalSetup: ["apps/server/src/test/prepared-databases.ts"],
    // At least two files at a time: Vitest's default (one less than the CPUs) runs one on a 2-CPU machine, where much
    // of a server test's time is spent waiting on the database; two took the suite from 3.6 to 2.7 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "test-results/unit.json" },
    projects: [
      {
        // The domain's rules are pure functions of their arguments: its files share one module graph per worker
        // instead of each importing it afresh (51 small files took 42 s isolated, 6 s shared, on a loaded machine),
        // and so do the geometry's and the web's pure functions (sharedGraphFiles).
        extends: true,
        test: {
          name: "shared",
          include: ["packages/domain/src/**/*.test.ts", ...shared],
          isolate: false,
          env: { TEST_DATABASE_URL: "", SOLERX_TEST_RUN: testRun },
        },
      },
      {
        // The server's files share one module graph per worker too: each builds its own app, database and data
        // folder (test/test-app.ts) and puts back what it changes of the process (the heavy-work pool's limits, the
        // clock, the environment). Isolated, a third of their time was importing the server afresh per file
        // (83 files: 230 s isolated, 158 s shared, on the 2-core machine). The heavy-work pool is then one per
        // worker across files, as it is one per server process.
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          isolate: false,
          env: { TEST_DATABASE_URL: "", SOLERX_TEST_RUN: testRun },
        },
      },
      {
        // The rest on a module graph per file: the web's screen tests share mocks and stores through their modules,
        // and some of the geometry's set the WASM loaders and mock its modules.
        extends: true,
        test: {
          name: "isolated",
          exclude: ["**/node_modules/**", "e2e/**/*.spec.ts", ...shared],
          include: [
            "packages/geometry/src/**/*.test.ts",
            "apps/agent/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/src/**/*.test.tsx",
            "apps/web/vite-plugins/**/*.test.ts",
            "scripts/**/*.test.ts",
            "e2e/**/*.test.ts",
          ],
          env: { TEST_DATABASE_URL: "", SOLERX_TEST_RUN: testRun },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: serverFilesOnPostgres(),
                isolate: false,
                env: { TEST_DATABASE_URL: postgresUrl, SOLERX_TEST_RUN: testRun },
              },
            },
          ]
        : []),
    ],
  },
});
