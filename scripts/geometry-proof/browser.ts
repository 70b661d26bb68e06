// run.ts's count in Chromium: pipeline.ts's making in N fresh dedicated Web Workers (each its own V8 isolate, as
// the web app's insole worker is), K at a time, in one page of the Chromium the browser tests use; how many distinct
// hashes came out, with the checks of every answer that is not the most common one. The insoles are made the
// browser worker's way (preview: the solids checked in JavaScript), so manifold-3d's WASM is not needed.
//
//   npx tsx scripts/geometry-proof/browser.ts --runs 200 --parallel 2 --burner
//   npx tsx scripts/geometry-proof/browser.ts --tree /tmp/oldtree ...   (another checkout's geometry, same layout)
//
// Flags: --runs N (200), --parallel K (2), --burner, --only=property|scan, --out FILE (answers as JSON lines),
// --tree DIR (the checkout whose scripts/geometry-proof/browser-worker.ts is bundled; this one by default),
// --chromium PATH (CHROMIUM_PATH, else the Chromium e2e/chromium.ts unpacks from @sparticuz/chromium).
import { spawn } from "node:child_process";
import { appendFileSync, openSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { chromiumPath } from "../../e2e/chromium";
import { type RunAnswer, report } from "./run";

const here = dirname(fileURLToPath(import.meta.url));

/** A dedicated worker as the page sees it (the scripts' tsconfig has Node's types, not the DOM's). */
interface PageWorker {
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: { message: string }) => void) | null;
  postMessage(message: unknown): void;
  terminate(): void;
}
type PageWorkerClass = new (url: string, options: { type: "module" }) => PageWorker;

function parse(argv: string[]) {
  const { values: v } = parseArgs({
    args: argv,
    options: {
      runs: { type: "string", default: "200" },
      parallel: { type: "string", default: "2" },
      burner: { type: "boolean", default: false },
      only: { type: "string" },
      out: { type: "string" },
      tree: { type: "string", default: join(here, "..", "..") },
      chromium: { type: "string" },
    },
  });
  return {
    runs: Number(v.runs),
    parallel: Number(v.parallel),
    burner: v.burner,
    only: v.only as "property" | "scan" | undefined,
    out: v.out,
    tree: v.tree,
    chromium: v.chromium,
  };
}

async function main(): Promise<void> {
  const o = parse(process.argv.slice(2));
  const bundle = await build({
    entryPoints: [join(o.tree, "scripts", "geometry-proof", "browser-worker.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "chrome120",
    // manifold-3d's Emscripten module imports node:module only when it runs in Node.
    external: ["node:*"],
    write: false,
    logLevel: "warning",
  });
  const worker = bundle.outputFiles[0]?.text ?? "";
  const server = createServer((request, response) => {
    if (request.url === "/worker.js") {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(worker);
    } else {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html><title>geometry-proof</title>");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const burner = o.burner ? spawn("yes", [], { stdio: ["ignore", openSync("/dev/null", "w"), "ignore"] }) : undefined;
  const browser = await chromium.launch({
    executablePath: o.chromium ?? (await chromiumPath()),
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const answers: RunAnswer[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(url);
    let next = 0;
    const started = Date.now();
    const one = async () => {
      while (next < o.runs) {
        const index = next++;
        const answer = (await page.evaluate(
          (only) =>
            new Promise<unknown>((resolve) => {
              const PageWorker = (globalThis as unknown as { Worker: PageWorkerClass }).Worker;
              const w = new PageWorker("/worker.js", { type: "module" });
              w.onmessage = (event) => {
                w.terminate();
                resolve(event.data);
              };
              w.onerror = (event) => {
                w.terminate();
                resolve({ hash: "error:worker", error: event.message });
              };
              w.postMessage({ only, preview: true });
            }),
          o.only,
        )) as RunAnswer;
        const kept = { ...answer, run: index };
        answers.push(kept);
        if (o.out) appendFileSync(o.out, `${JSON.stringify(kept)}\n`);
        process.stderr.write(
          `\r${answers.length}/${o.runs} runs, ${new Set(answers.map((a) => a.hash)).size} distinct, ${Math.round((Date.now() - started) / 1000)} s   `,
        );
      }
    };
    await Promise.all(Array.from({ length: o.parallel }, one));
  } finally {
    await browser.close();
    server.close();
    if (burner && burner.exitCode === null) burner.kill("SIGKILL");
    process.stderr.write("\n");
  }
  console.log(`burner: ${o.burner ? "yes > /dev/null" : "none"}; parallel ${o.parallel} workers; tree ${o.tree}`);
  console.log(report(answers));
}

await main();
