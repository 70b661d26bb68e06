import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One Vitest run for every workspace; browser tests live in e2e/ and run under Playwright instead.
// The server's tests run on the embedded database always and, when TEST_DATABASE_URL names a PostgreSQL server,
// once more on it (project "postgres"), so the data layer is proven on both.
// CI also writes a JSON report, which .ci/run reads to print the suite's closing count.
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 30_000,
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
                include: ["apps/server/src/**/*.test.ts"],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
