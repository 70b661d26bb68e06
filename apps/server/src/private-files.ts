// DATA_DIR is for the product's user alone: the embedded database in it holds the signing keys, the cookie keys
// and the password hashes. Folders are 0700 and files 0600 whatever the umask, and a tree left looser by an
// older version (or a copy) is tightened at start rather than refused, so an upgrade needs no manual step.
import { existsSync } from "node:fs";
import { chmod, mkdir, readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { localBlobRoot } from "./blobs/local-store";
import type { ServerConfig } from "./config";

/** Files and folders created by this process are its user's alone: PGlite writes its own files, with no mode. */
export const PRIVATE_UMASK = 0o077;

/**
 * Creates `dir` if missing; makes it and every folder under it 0700 and every file 0600. The folders named in
 * `leaveOut` are not entered, nor changed. Links are left alone.
 */
export async function makePrivate(dir: string, leaveOut: readonly string[] = []): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const skipped = new Set(leaveOut.map((path) => resolve(path)));
  const walk = async (folder: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (skipped.has(path)) continue;
      if (entry.isDirectory()) {
        await chmod(path, 0o700);
        await walk(path);
      } else if (entry.isFile()) await chmod(path, 0o600);
    }
  };
  await walk(resolve(dir));
}

/**
 * What the server (and the seed command) runs first: the private umask for every file the process writes later
 * (new database pages, the WAL, blobs), then DATA_DIR (but for its blob store) and the embedded database's folder
 * tightened. On PostgreSQL an existing DATA_DIR is still tightened, but none is created.
 */
export async function keepDataPrivate(
  config: Pick<ServerConfig, "dataDir" | "pgliteDataDir" | "databaseUrl">,
): Promise<void> {
  process.umask(PRIVATE_UMASK);
  // The one exception: the local blob store holds a file per scan, which would make every start slower as scans
  // grow, and it writes its folders 0700 and its files 0600 itself (blobs/local-store.ts).
  const blobs = localBlobRoot(config.dataDir);
  if (!config.databaseUrl || existsSync(config.dataDir)) await makePrivate(config.dataDir, [blobs]);
  const pglite = config.pgliteDataDir;
  if (!config.databaseUrl && !pglite.startsWith("memory://")) await makePrivate(pglite);
}
