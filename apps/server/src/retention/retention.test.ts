// The privacy policy's retention as a daily job on a clock the test moves (issue 17 point 9): a patient whose
// relationship ended is blocked a year after the last activity (kept, no longer shown or editable by the clinic),
// purged three years later with its sessions, scans and their files; its orders stay, with their own copy of what
// the lab needs, until six years after their last step; the audit log is never touched; recent patients and
// patients with an open order are left alone.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBlobStore } from "../blobs/index";
import { addSyntheticPatients, DEMO_PASSWORD } from "../seed";
import { firstStore, orderBody, placeOrder, type ScannedPatient, scannedPatient } from "../test/orders";
import { blobFiles } from "../test/scans";
import { bearer, signIn, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { RETENTION_FIRST_RUN_MS, RETENTION_INTERVAL_MS, runRetention } from "./job";
import { yearsBefore } from "./rules";

/** The job's timer as the test holds it: each scheduled pass, fired when the test says. */
interface Scheduled {
  ms: number;
  fire: () => void;
}
const scheduled: Scheduled[] = [];
let onSchedule: ((timer: Scheduled) => void) | undefined;
let clock = new Date();

let testApp: TestApp;
let demo: Tokens;
const START = new Date();
const yearsAfterStart = (years: number, days = 1) =>
  new Date(yearsBefore(START, -years).getTime() + days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  testApp = await createTestApp(
    {},
    {
      retention: {
        now: () => clock,
        startTimer: (ms, fire) => {
          const timer = { ms, fire };
          scheduled.push(timer);
          onSchedule?.(timer);
          return () => {};
        },
      },
    },
  );
  demo = await signIn(testApp.app, "demo@solerx.test", DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp?.close();
});

/** Runs the job's scheduled pass at `now`, as its timer would; resolves when it has scheduled the next one. */
async function dailyPassAt(now: Date): Promise<void> {
  clock = now;
  const timer = scheduled.at(-1);
  if (!timer) throw new Error("the job scheduled no pass");
  const next = new Promise<Scheduled>((resolve) => {
    onSchedule = resolve;
  });
  timer.fire();
  expect((await next).ms).toBe(RETENTION_INTERVAL_MS);
}

/** Stamps every row of the patient's with `at`: its last activity was then. */
async function activityAt(userID: string, at: Date): Promise<void> {
  const { db } = testApp;
  await db.updateTable("users").set({ created_at: at, updated_at: at }).where("id", "=", userID).execute();
  await db.updateTable("profiles").set({ updated_at: at }).where("user_id", "=", userID).execute();
  const sessions = db.selectFrom("sessions").select("id").where("user_id", "=", userID);
  await db.updateTable("sessions").set({ created_at: at }).where("user_id", "=", userID).execute();
  await db.updateTable("session_statuses").set({ created_at: at }).where("session_id", "in", sessions).execute();
  await sql`update scans set created_at = ${at}, completed_at = case when completed_at is null then null else ${at}::timestamptz end
    where session_id in (select id from sessions where user_id = ${userID})`.execute(db);
  const orders = db.selectFrom("orders").select("id").where("user_id", "=", userID);
  await db.updateTable("order_events").set({ at }).where("order_id", "in", orders).execute();
  await db.updateTable("orders").set({ created_at: at, updated_at: at }).where("user_id", "=", userID).execute();
}

async function auditLog() {
  return (await sql<{ patient_id: string | null }>`select * from audit_log order by id`.execute(testApp.db)).rows;
}

async function fileKeys(userID: string) {
  const scans = await testApp.db
    .selectFrom("scans as sc")
    .innerJoin("sessions as x", "x.id", "sc.session_id")
    .select(["sc.blob_key"])
    .where("x.user_id", "=", userID)
    .execute();
  return scans.map((scan) => scan.blob_key).filter((key) => key !== null);
}

const get = (url: string) => testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });

async function listed(patient: ScannedPatient): Promise<string[]> {
  const list = await get(`/profile/patients/${patient.store.storeID}?companyID=${patient.store.companyID}`);
  return (list.json() as { patients: { userID: string }[] }).patients.map((p) => p.userID);
}

describe("retention", () => {
  it("blocks, then purges a patient whose relationship ended; keeps orders their six years; never touches the audit log", {
    timeout: 120_000,
  }, async () => {
    const { db, config } = testApp;
    const at = await firstStore(testApp.app, demo);
    const ended = await scannedPatient(testApp.app, demo, at, { firstName: "Ended", lastName: "NoOrder" });
    const ordered = await scannedPatient(testApp.app, demo, at, { firstName: "Ended", lastName: "Ordered" });
    const recent = await scannedPatient(testApp.app, demo, at, { firstName: "Recent", lastName: "Patient" });
    const open = await scannedPatient(testApp.app, demo, at, { firstName: "Open", lastName: "Order" });
    const placed = await placeOrder(testApp.app, demo, orderBody(ordered, { firstName: "Ended", lastName: "Ordered" }));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderID: string = placed.json().orderID;
    expect((await placeOrder(testApp.app, demo, orderBody(open))).statusCode).toBe(201);
    // The lab shipped the first order; the second is still being made.
    await db.updateTable("orders").set({ status: "Shipped" }).where("id", "=", orderID).execute();
    const orderFiles = await db
      .selectFrom("order_attachments")
      .select("blob_key")
      .where("order_id", "=", orderID)
      .execute();
    expect(orderFiles.length).toBeGreaterThan(0);
    const endedFiles = await fileKeys(ended.userID);
    const orderedFiles = await fileKeys(ordered.userID);
    const recentFiles = await fileKeys(recent.userID);
    expect([endedFiles.length, orderedFiles.length, recentFiles.length]).toEqual([2, 2, 2]);
    for (const key of [...endedFiles, ...orderedFiles, ...recentFiles])
      expect(blobFiles(config.dataDir)).toContain(key);
    const audit = await auditLog();
    expect(audit.some((entry) => entry.patient_id === ended.userID)).toBe(true);

    // Started with the server, first a few minutes after the start.
    expect(scheduled.map((timer) => timer.ms)).toEqual([RETENTION_FIRST_RUN_MS]);
    // Every day the recent patient has something done: its last activity a month before the clock.
    const passAt = async (now: Date) => {
      await activityAt(recent.userID, new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000));
      await dailyPassAt(now);
    };

    // A year and a day later: nothing done for the two ended patients; the open order keeps its patient.
    await passAt(yearsAfterStart(0, 364));
    expect(await listed(ended)).toContain(ended.userID);
    await passAt(yearsAfterStart(1));
    const users = async () =>
      db
        .selectFrom("users")
        .select(["id", "first_name", "blocked_at", "purged_at"])
        .where("id", "in", [ended.userID, ordered.userID, recent.userID, open.userID])
        .execute();
    const blockedAt = Object.fromEntries(
      (await users()).map((user) => [user.id, user.blocked_at?.toISOString() ?? null]),
    );
    expect(blockedAt).toEqual({
      [ended.userID]: yearsAfterStart(1).toISOString(),
      [ordered.userID]: yearsAfterStart(1).toISOString(),
      [recent.userID]: null,
      [open.userID]: null,
    });
    // Blocked: kept, but the clinic no longer sees or changes it, nor its sessions and scans.
    const shown = await listed(ended);
    expect(shown).not.toContain(ended.userID);
    expect(shown).not.toContain(ordered.userID);
    expect(shown).toEqual(expect.arrayContaining([recent.userID, open.userID]));
    expect((await get(`/profile/patient/${ended.userID}`)).statusCode).toBe(404);
    expect((await get(`/profile/session/${ended.sessionID}`)).statusCode).toBe(404);
    const edit = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/profile/user/${ended.userID}/update`,
      headers: bearer(demo.accessToken),
      payload: { firstName: "Changed", lastName: "Name", gender: "UNKNOWN" },
    });
    expect(edit.statusCode).toBe(404);
    expect((await get(`/profile/patient/${recent.userID}`)).statusCode).toBe(200);
    for (const key of [...endedFiles, ...orderedFiles]) expect(blobFiles(config.dataDir)).toContain(key);

    // Three years blocked: purged, files too; the order stays with its own copy and its pres.pdf.
    await passAt(yearsAfterStart(4, 0));
    expect((await users()).find((user) => user.id === ended.userID)?.purged_at).toBeNull();
    await passAt(yearsAfterStart(4));
    const afterPurge = await users();
    expect(afterPurge.map((user) => user.id)).not.toContain(ended.userID);
    expect(afterPurge.find((user) => user.id === ordered.userID)).toMatchObject({
      first_name: "",
      purged_at: yearsAfterStart(4),
    });
    const left = async (table: "sessions" | "profiles" | "memberships", userID: string) =>
      (await db.selectFrom(table).select("user_id").where("user_id", "=", userID).execute()).length;
    expect(await left("sessions", ended.userID)).toBe(0);
    expect(await left("profiles", ordered.userID)).toBe(0);
    expect(await left("memberships", ordered.userID)).toBe(0);
    expect(await fileKeys(ordered.userID)).toEqual([]);
    const files = blobFiles(config.dataDir);
    for (const key of [...endedFiles, ...orderedFiles]) expect(files).not.toContain(key);
    for (const key of recentFiles) expect(files).toContain(key);
    for (const { blob_key } of orderFiles) expect(files).toContain(blob_key);
    const order = await db.selectFrom("orders").selectAll().where("id", "=", orderID).executeTakeFirstOrThrow();
    expect([order.first_name, order.last_name, order.weight]).toEqual(["Ended", "Ordered", 150]);
    const orders = await get(`/order/list/${ordered.store.storeID}`);
    expect(JSON.stringify(orders.json())).toContain(orderID);
    // The clinic and the lab still read the order, its pres.pdf too; the scans' files are gone (404, not a 5xx).
    expect((await get(`/order/${orderID}`)).statusCode).toBe(200);
    expect((await get(`/order/${orderID}/attachment/pres.pdf`)).statusCode).toBe(200);
    const lab = await signIn(testApp.app, "lab@solerx.test", DEMO_PASSWORD);
    const asLab = (url: string) => testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(lab.accessToken) });
    expect((await asLab(`/lab/orders/${orderID}`)).statusCode).toBe(200);
    expect((await asLab(`/lab/orders/${orderID}/scans/left?format=STL`)).statusCode).toBe(404);

    // Six years after its last step the order goes too, its file with it, and the rest of the patient.
    await passAt(yearsAfterStart(6));
    expect(await db.selectFrom("orders").select("id").where("id", "=", orderID).execute()).toEqual([]);
    for (const { blob_key } of orderFiles) expect(blobFiles(config.dataDir)).not.toContain(blob_key);
    expect((await users()).map((user) => user.id).sort()).toEqual([recent.userID, open.userID].sort());

    // The audit log: every entry as it was written, the purged patients' included.
    expect((await auditLog()).slice(0, audit.length)).toEqual(audit);
    expect(await listed(recent)).toContain(recent.userID);
    for (const key of recentFiles) expect(blobFiles(config.dataDir)).toContain(key);
  });

  it("leaves the demo data and synthetic patients of a start alone", async () => {
    const fresh = await createTestApp();
    try {
      await addSyntheticPatients(fresh.db, 50);
      const before = await sql`select id, updated_at from users order by id`.execute(fresh.db);
      const blobs = await createBlobStore(fresh.config, fresh.db);
      const outcome = await runRetention(fresh.db, blobs, new Date());
      expect(outcome).toMatchObject({ blocked: 0, purged: 0, ordersRemoved: 0, blobKeys: [] });
      const after = await sql`select id, updated_at, blocked_at from users order by id`.execute(fresh.db);
      expect(after.rows.map((row) => (row as { blocked_at: Date | null }).blocked_at)).toEqual(
        before.rows.map(() => null),
      );
    } finally {
      await fresh.close();
    }
  });
});
