// DATA_DIR is for the product's user alone: the embedded database in it holds the signing keys, the cookie keys
// and the password hashes. Folders are 0700 and files 0600 whatever the umask, and a tree left looser by an
// older version (or a copy) is tightened at start rather than refused, so an upgrade needs no manual step.
import { existsSync } from "node:fs";
import { chmod, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { ServerConfig } from "./config";

/** Files and folders created by this process are its user's alone: PGlite writes its own files, with no mode. */
export const PRIVATE_UMASK = 0o077;

/** Creates `dir` if missing; makes it and every folder under it 0700 and every file 0600. Links are left alone. */
export async function makePrivate(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(path, 0o700);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/**
 * What the server (and the seed command) runs first: the private umask for every file the process writes later
 * (new database pages, the WAL, blobs), then DATA_DIR and the embedded database's folder tightened. On PostgreSQL
 * an existing DATA_DIR is still tightened, but none is created.
 */
export async function keepDataPrivate(
  config: Pick<ServerConfig, "dataDir" | "pgliteDataDir" | "databaseUrl">,
): Promise<void> {
  process.umask(PRIVATE_UMASK);
  if (!config.databaseUrl || existsSync(config.dataDir)) await makePrivate(config.dataDir);
  const pglite = config.pgliteDataDir;
  if (!config.databaseUrl && !pglite.startsWith("memory://")) await makePrivate(pglite);
}
