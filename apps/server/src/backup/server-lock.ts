// DATA_DIR/server.pid while a server runs on the embedded database. PGlite allows one process at a time, so the
// backup and restore scripts refuse a DATA_DIR a running server holds rather than read a database mid-write.
import { readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const LOCK_FILE = "server.pid";

/** The pid of the server running on this DATA_DIR, if one runs (a stale file of a killed server does not count). */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), "utf8").trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

/** Marks the DATA_DIR as held by this process; the function returned releases it. */
export async function holdServerLock(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  const holder = runningServerPid(dataDir);
  if (holder !== undefined && holder !== process.pid) {
    throw new Error(`a server is running on ${dataDir} (pid ${holder})`);
  }
  await writeFile(path, `${process.pid}\n`, { mode: 0o600 });
  return () => rm(path, { force: true });
}
