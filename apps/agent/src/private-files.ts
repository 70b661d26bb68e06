// The agent's data folder (the device's tokens) is for the PC's user who runs it alone: 0700 folders, 0600 files,
// and a folder left looser is tightened at start. The server has the same few lines (apps may not share code).
import { chmod, mkdir, readdir } from "node:fs/promises";
import { join } from "node:path";

/** What main.ts sets first, so every file the agent writes is private whatever the PC's umask. */
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
