// `npm run faults`: the long fault-injection run of issue 17 point 7 (e2e/fault-run.ts): FAULTS_EDITS random edits
// (1,000 by default) of a patient through the real web app in Chromium, behind a proxy that drops, delays and cuts
// the record writes, with the server killed (SIGKILL) and started again FAULTS_RESTARTS times (6); FAULTS_SEED to
// replay a run, FAULTS_PORT for the proxy (the server takes the next port). Needs the built web app (the npm
// script builds it). Prints what it tried; exits 1 when the database does not hold exactly the last edits.
import { chromium } from "@playwright/test";
import { runFaultInjection } from "../e2e/fault-run";

const edits = Number(process.env.FAULTS_EDITS ?? 1000);
const restarts = Number(process.env.FAULTS_RESTARTS ?? 6);
const seed = process.env.FAULTS_SEED ? Number(process.env.FAULTS_SEED) : Date.now() % 2 ** 31;
const proxyPort = Number(process.env.FAULTS_PORT ?? 8191);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
let failed = true;
try {
  console.error(`faults: ${edits} edits, ${restarts} restarts, seed ${seed}`);
  const report = await runFaultInjection(browser, {
    edits,
    restarts,
    seed,
    proxyPort,
    serverPort: proxyPort + 1,
    log: (line) => console.error(`  ${line}`),
  });
  console.log(JSON.stringify(report, null, 2));
  const lost = JSON.stringify(report.found) !== JSON.stringify(report.expected);
  failed = lost || report.otherChanges.length > 0 || report.staleAnswers > 0;
  console.error(
    failed
      ? `faults: FAILED (last edits ${lost ? "not" : ""} held, other changes ${report.otherChanges.length}, 412s ${report.staleAnswers})`
      : `faults: every last edit held and nothing else, in ${Math.round(report.ms / 1000)} s`,
  );
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
