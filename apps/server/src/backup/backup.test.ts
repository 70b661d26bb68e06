// Issue 17 point 9, backup and restore of the embedded install: `npm run backup` copies the embedded database and
// the blob folder into a backup folder with a manifest; `npm run restore` brings one back into an empty DATA_DIR,
// where a server then finds every patient, scan (with its file) and order. Neither touches a running server's data,
// and a restore never writes over a DATA_DIR that holds data.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { ServerConfig } from "../config";
import { DEMO_PASSWORD } from "../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../test/orders";
import { bearer, signIn } from "../test/sign-in";
import { createTempDataDir, testConfig } from "../test/test-app";
import { backupEmbedded, restoreEmbedded } from "./backup";
import { holdServerLock } from "./server-lock";

const folders: string[] = [];
function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

let source: ReturnType<typeof createTempDataDir>;
let config: ServerConfig;
let patient: ScannedPatient;
let orderID: string;

beforeAll(async () => {
  source = createTempDataDir();
  config = testConfig(source.settings);
  const app = await buildApp(config);
  try {
    const demo = await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
    patient = await scannedPatient(app, demo, await firstStore(app, demo), { firstName: "Backed", lastName: "Up" });
    const placed = await placeOrder(app, demo, orderBody(patient));
    expect(placed.statusCode, placed.body).toBe(201);
    orderID = placed.json().orderID;
  } finally {
    await app.close();
  }
});
afterAll(() => {
  source?.remove();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("backup and restore of the embedded install", () => {
  it("restores into an empty folder where the server finds every patient, scan and order", async () => {
    const backup = await backupEmbedded(config, tempFolder("solerx-backups-"));
    expect(existsSync(join(backup.folder, "manifest.json"))).toBe(true);
    expect(backup.manifest.counts).toMatchObject({ orders: 1 });
    expect(backup.manifest.counts.scans).toBeGreaterThanOrEqual(2);

    const target = join(tempFolder("solerx-restored-"), "data");
    const restored = await restoreEmbedded(backup.folder, target);
    expect(restored.counts).toEqual(backup.manifest.counts);
    expect(statSync(target).mode & 0o777).toBe(0o700);

    const app = await buildApp(testConfig({ dataDir: target, pgliteDataDir: join(target, "pglite") }));
    try {
      const demo = await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
      const get = (url: string) => app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });
      const { store } = patient;
      const list = (await get(`/profile/patients/${store.storeID}?companyID=${store.companyID}`)).json();
      expect(list.patients.map((p: { userID: string }) => p.userID)).toContain(patient.userID);
      const scans = (await get(`/biometric/scans/${patient.sessionID}/getScans`)).json() as { measurementID: string }[];
      expect(scans.map((scan) => scan.measurementID).sort()).toEqual([patient.leftScanID, patient.rightScanID].sort());
      const model = await get(`/biometric/scans/${patient.leftScanID}/get3DScanSurfaceModel?encoding=stl`);
      expect(model.statusCode, model.body.slice(0, 200)).toBe(200);
      expect((await get(`/order/${orderID}`)).json().orderID).toBe(orderID);
    } finally {
      await app.close();
    }
  });

  it("never restores over a DATA_DIR that holds data, and changes nothing there", async () => {
    const backup = await backupEmbedded(config, tempFolder("solerx-backups-"));
    const target = tempFolder("solerx-busy-");
    mkdirSync(join(target, "pglite"));
    writeFileSync(join(target, "pglite", "PG_VERSION"), "17");
    await expect(restoreEmbedded(backup.folder, target)).rejects.toThrow(/not empty/);
    expect(readdirSync(target)).toEqual(["pglite"]);
  });

  it("refuses to back up while a server runs on the DATA_DIR", async () => {
    const release = await holdServerLock(config.dataDir);
    try {
      await expect(backupEmbedded(config, tempFolder("solerx-backups-"))).rejects.toThrow(/server is running/);
    } finally {
      await release();
    }
  });
});
