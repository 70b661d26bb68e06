// The fault-injection run of issue 17 point 7, shared by the bounded browser test (e2e/no-edit-lost.spec.ts) and
// the long script (`npm run faults`, scripts/faults.ts). A server of its own (own DATA_DIR and port) behind the
// fault proxy (e2e/fault-proxy.ts); the real web app in Chromium, signed in through the proxy, makes a patient,
// then makes random edits of its notes (Notes modal) and names (Edit patient modal) while the proxy drops, delays
// and cuts the record writes, and the server is killed (SIGKILL) and started again mid-run. Then, faults off and
// every save settled, the API is read straight from the server: each field holds its last edit, every other field
// what it held before, and no write was ever refused as stale (a retry applied twice would be).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { fromProfileNotes } from "@solerx/domain/patient";
import { seededRandom } from "@solerx/geometry";
import { type FaultCounts, type FaultRates, startFaultProxy } from "./fault-proxy";
import { createPatient } from "./patient-steps";
import { signInToFirstStore } from "./sign-in-steps";

const REPO_ROOT = join(import.meta.dirname, "..");

/** Waits on the app's state, never on time; the long run shares a loaded machine, so each wait may be long. */
const expect = baseExpect.configure({ timeout: 60_000 });

export interface FaultRunOptions {
  edits: number;
  seed: number;
  /** Times the server is killed (SIGKILL) and started again, spread over the run. */
  restarts: number;
  serverPort: number;
  proxyPort: number;
  rates?: FaultRates;
  maxDelayMs?: number;
  log?: (line: string) => void;
}

export interface FaultReport {
  seed: number;
  edits: { notes: number; firstName: number; lastName: number };
  restarts: number;
  proxy: FaultCounts;
  /** Answers the browser saw: 412 would be a write refused as stale (none may be). */
  staleAnswers: number;
  /** Times the run waited for the app's No internet connection modal to go (the server was down). */
  offlineWaits: number;
  expected: { notes: string; firstName: string; lastName: string };
  found: { notes: string; firstName: string; lastName: string };
  /** Fields that hold something else than before the run, beside the three edited. */
  otherChanges: string[];
  ms: number;
}

export const DEFAULT_RATES: FaultRates = { drop: 0.08, cutRequest: 0.08, cutAnswer: 0.1, dropAnswer: 0.08, delay: 0.2 };

/** The record writes are the requests the proxy breaks: POST /api/v1/profile/…. */
function isRecordWrite(request: { method?: string | undefined; url?: string | undefined }): boolean {
  return request.method === "POST" && (request.url ?? "").startsWith("/api/v1/profile/");
}

class ServerProcess {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(join(tmpdir(), "solerx-faults-"));

  constructor(
    private readonly port: number,
    private readonly publicUrl: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): void {
    this.child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: "127.0.0.1",
        PUBLIC_URL: this.publicUrl,
        DATA_DIR: this.dataDir,
        LOG_LEVEL: "error",
        SIGN_IN_RATE_LIMIT: "1000",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }

  async up(timeoutMs = 180_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.child?.exitCode != null) throw new Error(`the server exited with ${this.child.exitCode}`);
      const ok = await fetch(`${this.url}/check.txt`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the server did not answer within ${timeoutMs} ms`);
  }

  /** SIGKILL: no shutdown of its own, whatever it was doing. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

const WORDS = ["heel", "arch", "pain", "left", "right", "forefoot", "pronation", "support", "runner", "daily"];
const LETTERS = "abcdefghijklmnopqrstuvwxyz";

const offlineModal = (page: Page) => page.getByRole("dialog", { name: "No internet connection" });

/** The No internet connection modal covers the app while the server is away: wait for it to go. */
async function whenConnected(page: Page): Promise<boolean> {
  const modal = offlineModal(page);
  if (!(await modal.isVisible())) return false;
  await expect(modal).toBeHidden({ timeout: 180_000 });
  return true;
}

/**
 * Clicks until `isDone` answers true (a dialog shown, or hidden). The run kills the server at times of its own, and the
 * app's check may find it gone just as a button is clicked: the No internet connection modal then comes up over
 * the app in that frame and the click does nothing (seen twice: Edit patient opened no dialog; Notes' Save left the
 * typed notes in their open dialog). As a clinician would, this waits for the modal to go and clicks again.
 */
async function clickUntil(page: Page, button: Locator, isDone: () => Promise<boolean>): Promise<void> {
  const offline = offlineModal(page);
  for (;;) {
    await button.click();
    await expect.poll(async () => (await isDone()) || (await offline.isVisible()), { timeout: 60_000 }).toBe(true);
    if (await isDone()) return;
    await whenConnected(page);
    if (await isDone()) return;
  }
}

const opens = (page: Page, opener: Locator, dialog: Locator) => clickUntil(page, opener, () => dialog.isVisible());
const closes = (page: Page, save: Locator, dialog: Locator) => clickUntil(page, save, () => dialog.isHidden());

async function editNotes(page: Page, notes: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Notes" });
  await opens(page, page.getByRole("banner").getByRole("button", { name: "Notes" }), dialog);
  const save = dialog.getByRole("button", { name: "Save" });
  await expect(save).toBeEnabled({ timeout: 60_000 });
  await dialog.getByRole("textbox", { name: "Notes about this patient" }).fill(notes);
  await closes(page, save, dialog);
}

async function editName(page: Page, field: "First name" | "Last name", value: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Edit patient" });
  await opens(page, page.getByRole("button", { name: "Edit patient" }), dialog);
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  await expect(save).toBeEnabled({ timeout: 60_000 });
  await dialog.getByRole("textbox", { name: new RegExp(`^${field}`) }).fill(value);
  await closes(page, save, dialog);
}

interface Snapshot {
  user: Record<string, unknown>;
  profile: Record<string, unknown>;
}

async function readRecord(serverUrl: string, bearer: string, userId: string): Promise<Snapshot> {
  const get = async (path: string) => {
    const response = await fetch(`${serverUrl}/api/v1/profile${path}`, { headers: { authorization: bearer } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  const user = await get(`/user/${userId}`);
  const profile = (await get(`/user/${userId}/fitStationMedicalProfile`)).medicalProfile as Record<string, unknown>;
  return { user, profile };
}

/** Fields that differ between the two snapshots, beside the edited ones and what every write moves. */
function otherChanges(before: Snapshot, after: Snapshot): string[] {
  const moving = new Set(["version", "updatedAt", "updated_at", "lastUpdated", "sessionsStatuses"]);
  const changed: string[] = [];
  const compare = (where: string, a: Record<string, unknown>, b: Record<string, unknown>, edited: string[]) => {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (edited.includes(key) || moving.has(key)) continue;
      if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changed.push(`${where}.${key}`);
    }
  };
  compare("user", before.user, after.user, ["firstName", "lastName", "name", "fullName"]);
  compare("medicalProfile", before.profile, after.profile, ["notes"]);
  return changed;
}

export async function runFaultInjection(browser: Browser, options: FaultRunOptions): Promise<FaultReport> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const random = seededRandom(options.seed);
  const proxyUrl = `http://127.0.0.1:${options.proxyPort}`;
  const server = new ServerProcess(options.serverPort, proxyUrl);
  const proxy = await startFaultProxy({
    port: options.proxyPort,
    targetPort: options.serverPort,
    // Its own stream, so the proxy's draws do not shift with the edits'.
    seed: options.seed ^ 0x5eed,
    rates: options.rates ?? DEFAULT_RATES,
    maxDelayMs: options.maxDelayMs ?? 1200,
    faulted: isRecordWrite,
  });
  const context = await browser.newContext({ baseURL: proxyUrl, viewport: { width: 1366, height: 850 } });
  try {
    server.start();
    await server.up();
    log(`server up on ${server.url}, proxy ${proxyUrl}`);
    const page = await context.newPage();
    let bearer = "";
    let staleAnswers = 0;
    page.on("request", (request) => {
      bearer = request.headers().authorization ?? bearer;
    });
    page.on("response", (response) => {
      if (response.status() === 412) staleAnswers += 1;
    });
    // The app's own errors go to the log: a run that stops should say why.
    page.on("pageerror", (error) => log(`page error: ${error.message}`));
    page.on("console", (message) => {
      // The proxy's cut answers show as failed loads: those are the run's own doing.
      const text = message.text();
      if (message.type() === "error" && !text.startsWith("Failed to load resource")) {
        log(`console error: ${text.slice(0, 300)}`);
      }
    });

    await signInToFirstStore(page);
    const firstName = "Fay";
    const lastName = "Faults";
    await createPatient(page, firstName, lastName);
    const userId = new URL(page.url()).searchParams.get("id") ?? "";
    // The first notes, so the profile exists before the run (its other fields are then what must not change).
    await editNotes(page, "before the run");
    await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved");
    const before = await readRecord(server.url, bearer, userId);

    const expected = { notes: "before the run", firstName, lastName };
    const edits = { notes: 0, firstName: 0, lastName: 0 };
    const restartAt = new Set(
      Array.from({ length: options.restarts }, (_, i) =>
        Math.floor(((i + 1) * options.edits) / (options.restarts + 1)),
      ),
    );
    let restarts = 0;
    let offlineWaits = 0;
    let restarting: Promise<void> = Promise.resolve();
    proxy.setEnabled(true);
    const failureShot = join(tmpdir(), `solerx-faults-${options.seed}.png`);
    for (let edit = 0; edit < options.edits; edit += 1) {
      if (restartAt.has(edit)) {
        await restarting;
        await server.kill();
        restarts += 1;
        log(`edit ${edit}: server killed, starting again`);
        server.start();
        restarting = server.up();
      }
      if (await whenConnected(page)) offlineWaits += 1;
      const roll = random();
      try {
        await makeEdit(edit, roll);
      } catch (error) {
        // What the page showed when the run stopped, for the one reading its log.
        await page.screenshot({ path: failureShot }).catch(() => {});
        log(`edit ${edit} failed; the page: ${failureShot}`);
        throw error;
      }
      if ((edit + 1) % 50 === 0) log(`${edit + 1} edits, proxy ${JSON.stringify(proxy.counts)}`);
    }
    async function makeEdit(edit: number, roll: number): Promise<void> {
      if (roll < 0.5) {
        const notes = `Edit ${edit} ${Array.from({ length: 3 }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ")}`;
        await editNotes(page, notes);
        expected.notes = notes;
        edits.notes += 1;
      } else {
        const field = roll < 0.75 ? "firstName" : "lastName";
        const value = `${field === "firstName" ? "Fay" : "Faults"}${Array.from({ length: 5 }, () => LETTERS[Math.floor(random() * 26)]).join("")}`;
        await editName(page, field === "firstName" ? "First name" : "Last name", value);
        expected[field] = value;
        edits[field] += 1;
      }
    }
    await restarting;
    proxy.setEnabled(false);
    // Every save settles: the queue's retries (backing off up to 30 s) find the server again.
    await whenConnected(page);
    await expect(page.locator("[data-save-status]")).toHaveAttribute("data-save-status", "saved", {
      timeout: 180_000,
    });
    const after = await readRecord(server.url, bearer, userId);
    const found = {
      notes: fromProfileNotes(String(after.profile.notes ?? "")),
      firstName: String(after.user.firstName),
      lastName: String(after.user.lastName),
    };
    return {
      seed: options.seed,
      edits,
      restarts,
      proxy: { ...proxy.counts },
      staleAnswers,
      offlineWaits,
      expected,
      found,
      otherChanges: otherChanges(before, after),
      ms: Date.now() - started,
    };
  } finally {
    await context.close();
    await proxy.stop();
    await server.stop();
  }
}
