// .ci/run's closing lines: each phase's time (test-results/phases.json, written by `npm test`, beside the install
// and the whole run, given as arguments in seconds), then the suite's count from the unit and browser reports.
// Fails when no browser test ran.
import { existsSync, readFileSync } from "node:fs";

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const [installSeconds, totalSeconds] = process.argv.slice(2).map(Number);

const phases = read("test-results/phases.json") ?? [];
console.log("\nci phase   seconds");
console.log(`${"install".padEnd(10)} ${String(installSeconds).padStart(7)}`);
for (const { phase, seconds, ok } of phases) {
  console.log(`${phase.padEnd(10)} ${String(Math.round(seconds)).padStart(7)}${ok ? "" : "  FAILED"}`);
}
console.log(`${"total".padEnd(10)} ${String(totalSeconds).padStart(7)}`);

const unit = read("test-results/unit.json");
const e2e = read("test-results/e2e.json");
if (!unit || !e2e || e2e.stats.expected === 0) {
  console.error("ci: the browser tests did not run");
  process.exit(1);
}
const e2ePassed = e2e.stats.expected;
const e2eFailed = e2e.stats.unexpected + e2e.stats.flaky;
const passed = unit.numPassedTests + e2ePassed;
const failed = unit.numFailedTests + e2eFailed;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
console.log(`unit tests: ${unit.numPassedTests} passed; browser tests: ${e2ePassed} passed`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed === 0 ? 0 : 1);
