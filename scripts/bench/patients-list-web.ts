// The patient list's web-side figures, reported with the server's under the bench "patients-list":
// - filter_keystroke_ms: the web app's own search (features/patients/lib/filter-patients, createRowSearch as the
//   screen runs it) over 100,000 synthetic rows, the median over the keystrokes of typing a name and a Reference
//   ID (each the median of 9 runs); target under one 60 Hz frame. Beside it: the worst keystroke, a full scan of
//   every row (a pasted search), and building the rows' search keys and default order, once per list.
// - first_rows_ms: in Chromium, from the start of navigation to /patients to the first patient row on screen, for
//   the demo operator signed in, on the real server with 100,000 seeded patients (a server of its own, see
//   e2e/seeded-server.ts); median of repeated loads. Target under a second. whole_list_ms is when the whole list
//   replaced the first page. BENCH_PATIENTS sets the store's size, BENCH_WEB_PORT the server's port (8290).
import { execFileSync } from "node:child_process";
import { createRowSearch, filterRows } from "../../apps/web/src/features/patients/lib/filter-patients";
import { toRows } from "../../apps/web/src/features/patients/lib/patient-rows";
import { DEFAULT_SORT, sortRows } from "../../apps/web/src/features/patients/lib/sort-patients";
import { syntheticPatients } from "../../apps/web/src/testing/synthetic-patients";
import { startSeededServer } from "../../e2e/seeded-server";
import { launchChromium, signInToPatientList } from "./browser";
import { type Figure, median, medianMs, round } from "./measure";

const TYPED = ["zoe", "ref-05432"];

export async function patientsListWeb(): Promise<Figure[]> {
  const count = Number(process.env.BENCH_PATIENTS ?? 100_000);
  return [...(await searchFigures(count)), ...(await browserFigures(count))];
}

async function searchFigures(count: number): Promise<Figure[]> {
  const patients = syntheticPatients(count);
  const started = performance.now();
  const rows = sortRows(toRows(patients), DEFAULT_SORT, new Map());
  const indexMs = performance.now() - started;
  // Typing as an operator does, through the screen's search (createRowSearch): each keystroke timed, 9 times over.
  const byKeystroke: number[][] = [];
  for (let run = 0; run < 9; run += 1) {
    let keystroke = 0;
    for (const word of TYPED) {
      const search = createRowSearch(rows);
      for (let length = 1; length <= word.length; length += 1) {
        const typed = word.slice(0, length);
        const at = performance.now();
        search(typed);
        const times = byKeystroke[keystroke] ?? [];
        times.push(performance.now() - at);
        byKeystroke[keystroke] = times;
        keystroke += 1;
      }
    }
  }
  const keystrokes = byKeystroke.map(median);
  // A search pasted or typed from nothing scans every row: the first keystroke's cost.
  const fullScan = await medianMs(async () => filterRows(rows, "ref-0"), 9);
  return [
    { metric: "filter_keystroke_ms", value: median(keystrokes), unit: "ms", target: "value<16" },
    { metric: "filter_keystroke_worst_ms", value: Math.max(...keystrokes), unit: "ms" },
    { metric: "filter_full_scan_ms", value: fullScan, unit: "ms" },
    { metric: "search_index_ms", value: round(indexMs), unit: "ms" },
  ];
}

/**
 * Records, on the page's own clock (0 = navigation start), the frame the first patient row is painted in. A string:
 * it runs in the page, and the scripts are typed for Node.
 */
const WATCH_FIRST_ROW = `
  new MutationObserver((changes, observer) => {
    if (!document.querySelector("tbody tr[data-index]")) return;
    observer.disconnect();
    requestAnimationFrame(() => { globalThis.firstRowAt = performance.now(); });
  }).observe(document, { childList: true, subtree: true });
`;

async function browserFigures(count: number): Promise<Figure[]> {
  // The figure is of the code as it is: build it first (progress on standard error).
  execFileSync("npm", ["run", "build", "-w", "@solerx/web"], { stdio: ["ignore", 2, 2] });
  console.error(`patients-list: seeding ${count} patients for the browser…`);
  const server = await startSeededServer({ port: Number(process.env.BENCH_WEB_PORT ?? 8290), patients: count });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
    await page.addInitScript({ content: WATCH_FIRST_ROW });
    await signInToPatientList(page, server.baseURL);
    const firstRows: number[] = [];
    const wholeList: number[] = [];
    const total = `${count.toLocaleString("en-US")} patients`;
    for (let run = 0; run < 6; run += 1) {
      await page.goto(`${server.baseURL}/patients`);
      await page.waitForFunction(() => (globalThis as { firstRowAt?: number }).firstRowAt !== undefined, null, {
        timeout: 60_000,
      });
      const firstRowAt = await page.evaluate(() => (globalThis as { firstRowAt?: number }).firstRowAt ?? Number.NaN);
      await page.getByRole("status").filter({ hasText: total }).waitFor({ timeout: 120_000 });
      const wholeAt = await page.evaluate(() => performance.now());
      // The first load fills the browser's cache of the app's files: a warm-up, as for any returning operator.
      if (run === 0) continue;
      firstRows.push(firstRowAt);
      wholeList.push(wholeAt);
    }
    return [
      { metric: "first_rows_ms", value: median(firstRows), unit: "ms", target: "value<1000" },
      { metric: "whole_list_ms", value: median(wholeList), unit: "ms" },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
