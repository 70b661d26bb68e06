// Issue 17 point 7, bounded: 50 random edits through the real web app while a fault proxy drops, delays and cuts
// the record writes and the server is killed and started again twice; afterwards the database holds every last
// edit and nothing else (e2e/fault-run.ts). The long run is `npm run faults`. Ports: E2E_FAULTS_PORT (the proxy)
// and the next one (its server), away from the suite's server.
import { expect, test } from "@playwright/test";
import { runFaultInjection } from "./fault-run";

const proxyPort = Number(process.env.E2E_FAULTS_PORT ?? 8191);

test("no edit is lost under dropped, delayed and cut requests and a server killed mid-run", async ({
  browser,
}, testInfo) => {
  test.setTimeout(420_000);
  const seed = Number(process.env.FAULTS_SEED ?? 17);
  const report = await runFaultInjection(browser, {
    edits: 50,
    seed,
    restarts: 2,
    proxyPort,
    serverPort: proxyPort + 1,
  });
  // What was tried, in the test's report and its output.
  const summary = JSON.stringify(report, null, 2);
  console.log(`fault injection: ${summary}`);
  await testInfo.attach("fault-report.json", { body: summary, contentType: "application/json" });
  expect(report.found).toEqual(report.expected);
  expect(report.otherChanges).toEqual([]);
  expect(report.staleAnswers).toBe(0);
  expect(report.restarts).toBe(2);
  // The proxy did break writes of every kind.
  for (const kind of ["drop", "cutRequest", "cutAnswer", "dropAnswer", "delayed"] as const) {
    expect(report.proxy[kind], kind).toBeGreaterThan(0);
  }
});
