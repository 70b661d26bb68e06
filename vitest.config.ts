import { defineConfig } from "vitest/config";

// One Vitest run for every workspace; browser tests live in e2e/ and run under Playwright instead.
// CI also writes a JSON report, which .ci/run reads to print the suite's closing count.
export default defineConfig({
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "apps/*/src/**/*.test.ts",
      "apps/web/src/**/*.test.tsx",
      "scripts/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "e2e/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "test-results/unit.json" },
  },
});
