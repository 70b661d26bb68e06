// One answer from the geometry in the browser (issue 32 point 3): the web app's own built insole worker, started in
// a page of the app in Chromium, makes both sample scans' previews of a posted prescription; the same request through
// the same worker code (insole-worker-core.ts) in Node, on the same scan files, must give the same preview part for
// part: the meshes' bytes, the outline, the sections and the report's figures.
//
// The scans are oriented and their landmarks estimated in each engine (no landmarks are sent), so everything the
// preview is made of is computed on both sides. Chromium's V8 and Node's differ in the last bit of Math.sin, cos,
// exp, atan2 and others on some inputs (docs/v8-maglev-fault/README.md "Node and Chromium"): the preview agreeing
// here is what shows those differences do not reach what the clinician is shown.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { rxGeometry } from "@solerx/domain/design";
import { Prescription } from "@solerx/domain/prescription";
import { mockScanSamplePath } from "@solerx/domain/scan";
import { decodeScan } from "@solerx/geometry";
import type { InsoleRequest } from "../apps/web/src/entities/insole/insole-messages";
import { createInsoleWorkerCore } from "../apps/web/src/entities/insole/insole-worker-core";
import { answerDigest, previewDigest } from "./preview-digest";

const WEB_DIST = join(import.meta.dirname, "..", "apps", "web", "dist");

/** The built worker's address: the one file the web build names insole.worker-<hash>.js. */
function workerPath(): string {
  const names = readdirSync(join(WEB_DIST, "assets")).filter((name) => /^insole\.worker-[\w-]+\.js$/.test(name));
  if (names.length !== 1) throw new Error(`expected one built insole worker, found ${JSON.stringify(names)}`);
  return `/assets/${names[0]}`;
}

/** A varus rearfoot post on the left, a valgus forefoot post on the right, a deep heel seat: a posted pair. */
const RX = Prescription.parse({
  shellModifications: { shellRigidity: "semi", shellLength: "full", heelSeat: 20 },
  postingOptions: {
    left: { rearfootPost: { kind: "specify", degrees: 4 }, rearfootPostUndercut: "standard" },
    right: { forefootPost: { kind: "intrinsic", type: "valgus", degrees: 5 } },
  },
});

const REQUEST: InsoleRequest = {
  id: 1,
  channel: 1,
  scans: {
    left: { scanID: "left", url: mockScanSamplePath("left"), landmarks: {}, withFoot: true },
    right: { scanID: "right", url: mockScanSamplePath("right"), landmarks: {}, withFoot: true },
  },
  numbers: rxGeometry(RX, { weightLbs: 160 }),
};

test("the browser's insole worker and Node make the same preview of the same scans and prescription", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Any page of the app: the worker is started from its origin, as the app starts it.
  await page.goto("/");
  const worker = workerPath();
  const inBrowser = await page.evaluate(`(async () => {
    const previewDigest = ${previewDigest.toString()};
    const answerDigest = ${answerDigest.toString()};
    const worker = new Worker(${JSON.stringify(worker)}, { type: "module" });
    const answer = await new Promise((resolve, reject) => {
      worker.onmessage = (event) => resolve(event.data);
      worker.onerror = (event) => reject(new Error("the insole worker failed: " + event.message));
      worker.postMessage(${JSON.stringify(REQUEST)});
    });
    worker.terminate();
    return answerDigest(answer);
  })()`);

  const core = createInsoleWorkerCore({
    fetchScan: async (url) => readFileSync(join(WEB_DIST, url)),
    decode: decodeScan,
  });
  const inNode = await answerDigest(await core.answer(REQUEST));

  // Both feet made, with a post each: a preview worth comparing.
  const node = inNode as Record<"left" | "right", Record<string, string>>;
  expect(Object.keys(node).sort()).toEqual(["left", "right"]);
  expect(typeof node.left, JSON.stringify(inNode)).toBe("object");
  expect(typeof node.right, JSON.stringify(inNode)).toBe("object");
  expect(inBrowser).toEqual(inNode);
});
