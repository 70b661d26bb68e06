// Reads the unit and browser test reports and prints the suite's closing line; fails when no browser test ran.
import { readFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(file, "utf8"));
const unit = read("test-results/unit.json");
const e2e = read("test-results/e2e.json");

const e2ePassed = e2e.stats.expected;
const e2eFailed = e2e.stats.unexpected + e2e.stats.flaky;
const passed = unit.numPassedTests + e2ePassed;
const failed = unit.numFailedTests + e2eFailed;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;

if (e2ePassed === 0) {
  console.error("ci: the browser tests did not run");
  process.exit(1);
}
console.log(`unit tests: ${unit.numPassedTests} passed; browser tests: ${e2ePassed} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
