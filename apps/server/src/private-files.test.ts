// DATA_DIR holds the signing keys, cookie keys and password hashes (inside the embedded database): every folder
// under it must be 0700 and every file 0600, whatever the umask the server was started with.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { keepDataPrivate } from "./private-files";
import { DEMO_PASSWORD } from "./seed";
import { signIn } from "./test/sign-in";
import { testConfig } from "./test/test-app";

/** Every path under `dir` (itself included) whose mode is not 0700 for a folder or 0600 for a file. */
function looseModes(dir: string): string[] {
  const loose: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) loose.push(`${path} ${mode.toString(8)}`);
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (stat.isFile() && mode !== 0o600) loose.push(`${path} ${mode.toString(8)}`);
  };
  visit(dir);
  return loose;
}

let parent: string;
let previousUmask: number;
beforeEach(() => {
  // A common default umask: without care, folders come out 0755 and files 0644, readable by every local user.
  previousUmask = process.umask(0o022);
  parent = mkdtempSync(join(tmpdir(), "solerx-private-"));
});
afterEach(() => {
  process.umask(previousUmask);
  rmSync(parent, { recursive: true, force: true });
});

describe("private data files", () => {
  it("creates the embedded database's folders 0700 and files 0600 under a 0022 umask", async () => {
    const dataDir = join(parent, "data");
    const config = testConfig({ dataDir, pgliteDataDir: join(dataDir, "pglite"), databaseUrl: undefined });
    // The start-up path of main.ts: private files first, then the app (migrations, keys, demo logins).
    await keepDataPrivate(config);
    const app = await buildApp(config);
    try {
      await signIn(app, "demo@solerx.test", DEMO_PASSWORD);
    } finally {
      await app.close();
    }
    expect(statSync(join(dataDir, "pglite")).isDirectory()).toBe(true);
    expect(looseModes(dataDir)).toEqual([]);
  });

  it("tightens an existing DATA_DIR with looser modes, and a PGLITE_DATA_DIR outside it", async () => {
    const dataDir = join(parent, "data");
    const pgliteDataDir = join(parent, "elsewhere", "pglite");
    mkdirSync(join(dataDir, "exports"), { recursive: true });
    writeFileSync(join(dataDir, "exports", "report.csv"), "report");
    mkdirSync(pgliteDataDir, { recursive: true });
    writeFileSync(join(pgliteDataDir, "old.conf"), "conf");
    for (const dir of [dataDir, join(dataDir, "exports"), pgliteDataDir]) chmodSync(dir, 0o755);
    chmodSync(join(dataDir, "exports", "report.csv"), 0o644);
    chmodSync(join(pgliteDataDir, "old.conf"), 0o666);

    await keepDataPrivate({ dataDir, pgliteDataDir, databaseUrl: undefined });

    expect(looseModes(dataDir)).toEqual([]);
    expect(looseModes(pgliteDataDir)).toEqual([]);
  });

  it("leaves DATA_DIR/blobs unwalked (the blob store keeps it private itself) while tightening the rest", async () => {
    const dataDir = join(parent, "data");
    const blobs = join(dataDir, "blobs");
    mkdirSync(join(blobs, "scans"), { recursive: true });
    writeFileSync(join(blobs, "scans", "scan.drc"), "scan");
    mkdirSync(join(dataDir, "exports"), { recursive: true });
    writeFileSync(join(dataDir, "exports", "report.csv"), "report");
    for (const dir of [dataDir, blobs, join(blobs, "scans"), join(dataDir, "exports")]) chmodSync(dir, 0o755);
    chmodSync(join(blobs, "scans", "scan.drc"), 0o644);
    chmodSync(join(dataDir, "exports", "report.csv"), 0o644);

    await keepDataPrivate({ dataDir, pgliteDataDir: "memory://", databaseUrl: undefined });

    expect(looseModes(dataDir)).toEqual([
      `${blobs} 755`,
      `${join(blobs, "scans")} 755`,
      `${join(blobs, "scans", "scan.drc")} 644`,
    ]);
  });

  it("on PostgreSQL, tightens an existing DATA_DIR but creates none", async () => {
    const missing = join(parent, "missing");
    await keepDataPrivate({ dataDir: missing, pgliteDataDir: join(missing, "pglite"), databaseUrl: "postgres://db/x" });
    expect(() => statSync(missing)).toThrow();
  });
});
