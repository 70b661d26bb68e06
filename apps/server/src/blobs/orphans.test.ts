// Issue 17 point 4, files nothing owns: an upload address takes a file only while its scan waits for one (not after
// the scan completed, nor after its patient was deleted), and a sweep at start and daily removes the files no row
// owns (a part file a killed upload left, a file of a row that went) while keeping every file a row owns.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UploadUrlResponse } from "@solerx/domain/scan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobFiles, completeUpload, demoPatient, dracoBox, putFile, requestUpload, uploadScan } from "../test/scans";
import { bearer } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { LocalBlobStore } from "./local-store";
import { ORPHAN_GRACE_MS, sweepOrphanBlobs } from "./orphans";

let testApp: TestApp;

/** Writes a file into the blob folder as if long ago (older than the sweep's grace). */
function strayFile(dataDir: string, relative: string, ageMs = ORPHAN_GRACE_MS + 60_000): void {
  const path = join(dataDir, "blobs", ...relative.split("/"));
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, "stray");
  const then = new Date(Date.now() - ageMs);
  utimesSync(path, then, then);
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

describe("an upload address is used once", () => {
  it("refuses a PUT after its scan completed (409) and keeps the completed file as it was", async () => {
    const { demo, sessionID } = await demoPatient(testApp.app);
    const upload: UploadUrlResponse = (await requestUpload(testApp.app, demo, sessionID)).json();
    expect((await putFile(testApp.app, upload.url, await dracoBox())).statusCode).toBe(200);
    expect((await completeUpload(testApp.app, demo, upload.measurementID)).statusCode).toBe(200);
    const before = blobFiles(testApp.config.dataDir);
    const again = await putFile(testApp.app, upload.url, await dracoBox(300));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Scan was already completed");
    expect(blobFiles(testApp.config.dataDir)).toEqual(before);
  });

  it("refuses a PUT after its patient was deleted (404) and writes nothing", async () => {
    const { demo, userID, sessionID } = await demoPatient(testApp.app);
    const upload: UploadUrlResponse = (await requestUpload(testApp.app, demo, sessionID)).json();
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/v1/profile/user/${userID}/delete`,
      headers: bearer(demo.accessToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const late = await putFile(testApp.app, upload.url, await dracoBox());
    expect(late.statusCode).toBe(404);
    expect(blobFiles(testApp.config.dataDir).filter((file) => file.includes(sessionID))).toEqual([]);
  });
});

describe("the sweep of files no row owns", () => {
  it("removes old orphans and part files, and keeps owned files and young orphans", async () => {
    const { demo, sessionID } = await demoPatient(testApp.app);
    await uploadScan(testApp.app, demo, sessionID);
    await uploadScan(testApp.app, demo, sessionID, { complete: false });
    const owned = blobFiles(testApp.config.dataDir).filter((file) => file.includes(sessionID));
    expect(owned).toHaveLength(2);
    const dataDir = testApp.config.dataDir;
    strayFile(dataDir, `scans/${sessionID}/gone-scan.drc`);
    strayFile(dataDir, `${owned[0]}.0a1b2c.part`);
    strayFile(dataDir, `scans/${sessionID}/just-put.drc`, 1000);
    const store = new LocalBlobStore(join(dataDir, "blobs"), testApp.config.publicUrl, ["secret"]);
    const removed = await sweepOrphanBlobs(testApp.db, store, { now: new Date() });
    expect(removed.sort()).toEqual([`${owned[0]}.0a1b2c.part`, `scans/${sessionID}/gone-scan.drc`].sort());
    expect(blobFiles(testApp.config.dataDir).filter((file) => file.includes(sessionID))).toEqual(
      [...owned, `scans/${sessionID}/just-put.drc`].sort(),
    );
  });

  it("runs when the server starts: the part file a killed upload left is gone after the restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "solerx-sweep-"));
    try {
      strayFile(dataDir, "scans/company/session/measurement.drc.9f8e7d.part", 5_000);
      strayFile(dataDir, "scans/company/session/orphan.drc");
      const restarted = await createTestApp({ dataDir });
      try {
        // The start's sweep runs beside the first requests: wait for its outcome.
        await expect.poll(() => blobFiles(dataDir)).toEqual([]);
      } finally {
        await restarted.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
