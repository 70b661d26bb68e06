import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run for every workspace; browser tests live in e2e/ and run under Playwright instead.
// The server's tests run on the embedded database always and, when TEST_DATABASE_URL names a PostgreSQL server,
// once more on it (project "postgres"), so the data layer is proven on both.
// CI also writes a JSON report, which .ci/run reads to print the suite's closing count.
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * The server test files the "postgres" project runs again: those whose database is chosen by TEST_DATABASE_URL,
 * that is, every file that names the switch (createTestApp, createTestDatabase, createPostgresDatabase or
 * TEST_DATABASE_URL itself; test/test-app.ts is the one place that reads it). A file that names none of them never
 * opens PostgreSQL, so a second run of it repeats the first exactly: the PDF drawing, the geometry, the worker pool,
 * plugins on a bare Fastify with fakes, and the tests of the embedded install (backup, private files, the embedded
 * database's own behaviour), which build on testConfig's PGlite whatever the variable says. A test that reaches
 * the database through a new helper must name the switch (call createTestApp) for this rule to see it.
 */
function serverFilesOnPostgres(): string[] {
  const root = "apps/server/src";
  const names = /\b(createTestApp|createTestDatabase|createPostgresDatabase|TEST_DATABASE_URL)\b/;
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${root}/${file.replaceAll("\\", "/")}`)
    .filter((file) => names.test(readFileSync(file, "utf8")))
    .sort();
}

export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 30_000,
    // V8 settings the geometry needs (packages/geometry/src/node-v8.ts), set in every test process first.
    setupFiles: ["packages/geometry/src/node-v8.ts"],
    // At least two files at a time: Vitest's default (one less than the CPUs) runs one on a 2-CPU machine, where much
    // of a server test's time is spent waiting on the database; two took the suite from 3.6 to 2.7 minutes there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "test-results/unit.json" },
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.tsx",
            "apps/web/vite-plugins/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          env: { TEST_DATABASE_URL: "" },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: serverFilesOnPostgres(),
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
