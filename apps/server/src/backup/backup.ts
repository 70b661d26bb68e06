// Backup and restore of the embedded install (issue 17 point 9): the PGlite database (its own dump, a tar) and the
// local blob folder, with a manifest of what they hold and each file's checksum. A server running on the DATA_DIR
// is refused (stop it first: PGlite allows one process), and a restore goes only into an empty DATA_DIR, so no
// saved data is ever written over. PostgreSQL and S3 installs use their own tools (docs/operations.md).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { localBlobRoot } from "../blobs/local-store";
import type { ServerConfig } from "../config";
import { makePrivate } from "../private-files";
import { runningServerPid } from "./server-lock";

export interface BackupCounts {
  patients: number;
  scans: number;
  orders: number;
  files: number;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  version: string;
  counts: BackupCounts;
  /** Every blob file, relative to blobs/, with its size and SHA-256. */
  files: { path: string; size: number; sha256: string }[];
}

const DATABASE_FILE = "database.tar.gz";
const MANIFEST_FILE = "manifest.json";
const BLOBS_FOLDER = "blobs";

type BackupConfig = Pick<ServerConfig, "dataDir" | "pgliteDataDir" | "databaseUrl" | "blobUrl" | "version">;

function assertEmbedded(config: Pick<ServerConfig, "databaseUrl" | "blobUrl">): void {
  if (config.databaseUrl || config.blobUrl) {
    throw new Error(
      "this install keeps its data in PostgreSQL or S3: back it up with pg_dump and the bucket's versioning or " +
        "`aws s3 sync` (docs/operations.md)",
    );
  }
}

async function databaseCounts(pglite: PGlite): Promise<Omit<BackupCounts, "files">> {
  const { rows } = await pglite.query<{ patients: number; scans: number; orders: number }>(
    `select (select count(*) from users where user_type = 'PATIENT')::int as patients,
            (select count(*) from scans)::int as scans,
            (select count(*) from orders)::int as orders`,
  );
  const [counts] = rows;
  if (!counts) throw new Error("the database answered no counts");
  return counts;
}

/** Every file under the folder (relative, with / separators), part files of unfinished uploads left out. */
async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true, encoding: "utf8" });
    return entries
      .filter((entry) => entry.isFile() && !entry.name.endsWith(".part"))
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function describeFiles(folder: string): Promise<BackupManifest["files"]> {
  const files: BackupManifest["files"] = [];
  for (const path of await filesUnder(folder)) {
    const bytes = await readFile(join(folder, ...path.split("/")));
    files.push({ path, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
  }
  return files;
}

/** Backs the embedded install up into a new folder under `into`; the folder and what it holds. */
export async function backupEmbedded(
  config: BackupConfig,
  into: string,
  now: Date = new Date(),
): Promise<{ folder: string; manifest: BackupManifest }> {
  assertEmbedded(config);
  const holder = runningServerPid(config.dataDir);
  if (holder !== undefined) {
    throw new Error(`a server is running on ${config.dataDir} (pid ${holder}): stop it, then back up`);
  }
  if (!existsSync(join(config.pgliteDataDir, "PG_VERSION"))) {
    throw new Error(`there is no embedded database at ${config.pgliteDataDir}`);
  }
  const folder = join(
    into,
    `solerx-backup-${now
      .toISOString()
      .replaceAll(":", "-")
      .replace(/\.\d+Z$/, "Z")}`,
  );
  await mkdir(folder, { recursive: true, mode: 0o700 });

  const pglite = await PGlite.create(config.pgliteDataDir);
  let counts: Omit<BackupCounts, "files">;
  try {
    counts = await databaseCounts(pglite);
    const dump = await pglite.dumpDataDir("gzip");
    await writeFile(join(folder, DATABASE_FILE), new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await pglite.close();
  }

  const blobs = localBlobRoot(config.dataDir);
  const files = await describeFiles(blobs);
  for (const file of files) {
    await cp(join(blobs, ...file.path.split("/")), join(folder, BLOBS_FOLDER, ...file.path.split("/")));
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now.toISOString(),
    version: config.version,
    counts: { ...counts, files: files.length },
    files,
  };
  await writeFile(join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await makePrivate(folder);
  return { folder, manifest };
}

/** Restores a backup folder into an empty (or missing) DATA_DIR; what the restored install holds. */
export async function restoreEmbedded(backupFolder: string, dataDir: string): Promise<{ counts: BackupCounts }> {
  const manifest = JSON.parse(await readFile(join(backupFolder, MANIFEST_FILE), "utf8")) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  const present = await readdir(dataDir).catch(() => []);
  if (present.length > 0) throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  const backedUp = join(backupFolder, BLOBS_FOLDER);
  const checked = await describeFiles(backedUp);
  if (JSON.stringify(checked) !== JSON.stringify(manifest.files)) {
    throw new Error("the backup's files do not match its manifest (a file is missing, changed or added)");
  }

  await makePrivate(dataDir);
  const dump = await readFile(join(backupFolder, DATABASE_FILE));
  const pglite = await PGlite.create(join(dataDir, "pglite"), { loadDataDir: new Blob([dump]) });
  let counts: Omit<BackupCounts, "files">;
  try {
    counts = await databaseCounts(pglite);
  } finally {
    await pglite.close();
  }
  for (const file of manifest.files) {
    await cp(join(backedUp, ...file.path.split("/")), join(localBlobRoot(dataDir), ...file.path.split("/")));
  }
  await makePrivate(dataDir);
  const restored = { ...counts, files: manifest.files.length };
  if (JSON.stringify(restored) !== JSON.stringify(manifest.counts)) {
    throw new Error(`restored ${JSON.stringify(restored)}, the backup says ${JSON.stringify(manifest.counts)}`);
  }
  return { counts: restored };
}
