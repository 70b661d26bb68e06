// What a new user's browser downloads from the first visit to the patient list, measured as Chromium loads it:
// the app built as it is, served by the real server (a server of its own on a fresh database, e2e/seeded-server.ts),
// and the demo operator signing in through the real sign-in (the app's Sign In page, the provider's page, the
// store choice) until the patient list shows and no file has been asked for QUIET_MS. The quiet wait takes in
// what the app fetches once its first screen is up (the modals it may need later): a new user downloads that too.
// Every script response counts once, as the browser fetches a file once (the bundles are cached for good), its
// body gzip-compressed at level 9. Target: at most 200 KB of JavaScript; CSS is reported beside it.
// BENCH_BUNDLE_PORT sets the server's port (8291).
import { execFileSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import type { Page, Request, Response } from "@playwright/test";
import { startSeededServer } from "../../e2e/seeded-server";
import { launchChromium, signInToPatientList } from "./browser";
import { type Figure, round } from "./measure";

/** No file in flight and none asked for this long: the visit is over (the app's later fetches start 1.5 s in). */
const QUIET_MS = 3000;
/** Requests of the page's code rather than its files. */
const API_CALLS = new Set(["fetch", "xhr", "eventsource", "websocket", "ping"]);
/** A visit that never goes quiet is a fault to report, not a figure. */
const GIVE_UP_MS = 120_000;

export interface Download {
  url: string;
  kind: "script" | "style";
  /** The body's size gzip-compressed at level 9. */
  gzipBytes: number;
}

/** JavaScript or CSS by what the browser asked for or what the server answered; anything else is not counted. */
export function downloadKind(resourceType: string, contentType: string | undefined): Download["kind"] | null {
  if (resourceType === "script" || /javascript/i.test(contentType ?? "")) return "script";
  if (resourceType === "stylesheet" || /text\/css/i.test(contentType ?? "")) return "style";
  return null;
}

/** KB of gzip of one kind, each address once (a second response for a file is the browser's cache). */
export function gzipKb(downloads: readonly Download[], kind: Download["kind"]): number {
  const bytes = new Map<string, number>();
  for (const download of downloads) {
    if (download.kind === kind && !bytes.has(download.url)) bytes.set(download.url, download.gzipBytes);
  }
  return round([...bytes.values()].reduce((sum, size) => sum + size, 0) / 1024);
}

/** Records every script and style response of the page, and tells when the network has been quiet. */
function recordDownloads(page: Page) {
  const reads: Promise<Download | null>[] = [];
  const pending = new Set<Request>();
  let lastActivity = performance.now();
  const settle = (request: Request) => {
    pending.delete(request);
    lastActivity = performance.now();
  };
  page.on("request", (request) => {
    // The app's own calls (the API, its connectivity check) are not what is measured, and some are cut off by
    // the navigations of the sign-in without a word: only the page's files are waited for.
    if (API_CALLS.has(request.resourceType())) return;
    pending.add(request);
    lastActivity = performance.now();
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  page.on("response", (response: Response) => {
    // A redirect's request gets no finished event of its own.
    if (response.status() >= 300 && response.status() < 400) settle(response.request());
    const kind = downloadKind(response.request().resourceType(), response.headers()["content-type"]);
    if (!kind || response.status() !== 200) return;
    reads.push(
      response.body().then(
        (body) => ({ url: response.url(), kind, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  return {
    async quiet(): Promise<void> {
      const started = performance.now();
      while (pending.size > 0 || performance.now() - lastActivity < QUIET_MS) {
        if (performance.now() - started > GIVE_UP_MS) {
          const open = [...pending].map((request) => `${request.resourceType()} ${request.url()}`);
          throw new Error(`the network never went quiet; still in flight: ${open.join(", ")}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async downloads(): Promise<Download[]> {
      return (await Promise.all(reads)).filter((download) => download !== null);
    },
  };
}

export async function webBundle(): Promise<Figure[]> {
  // The figure is of the code as it is: build it first (progress on standard error).
  execFileSync("npm", ["run", "build", "-w", "@solerx/web"], { stdio: ["ignore", 2, 2] });
  console.error("web-bundle: starting a server on a fresh database…");
  const server = await startSeededServer({ port: Number(process.env.BENCH_BUNDLE_PORT ?? 8291), patients: 20 });
  const browser = await launchChromium();
  try {
    // A new browser profile: nothing cached, as for a new user.
    const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
    const recorder = recordDownloads(page);
    console.error("web-bundle: signing in to the patient list…");
    await signInToPatientList(page, server.baseURL);
    await recorder.quiet();
    const downloads = await recorder.downloads();
    for (const download of downloads) {
      console.error(`web-bundle: ${(download.gzipBytes / 1024).toFixed(1).padStart(6)} KB ${download.url}`);
    }
    // The operator's first move on the list: what loads then (the insole preview's toggle waits for it,
    // docs/decisions.md "Design Inspection") is reported beside the figure, so the gate hides nothing.
    await page.mouse.move(400, 400);
    await page.mouse.move(420, 420);
    await recorder.quiet();
    const afterMove = await recorder.downloads();
    return [
      { metric: "gzip_kb", value: gzipKb(downloads, "script"), unit: "KB", target: "<=200" },
      { metric: "gzip_kb_after_first_move", value: gzipKb(afterMove, "script"), unit: "KB" },
      { metric: "css_gzip_kb", value: gzipKb(downloads, "style"), unit: "KB" },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
