// What the onboarding agent keeps on disk: the device's id (made once) and the tokens it obtained. The token file
// is readable by its owner only (0600) in a folder only the owner may enter (0700); writes go through a temporary
// file and a rename, so a crash never leaves half a file.
import { randomUUID } from "node:crypto";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";

export const StoredTokens = z.object({
  /** The stack the tokens belong to. */
  issuer: z.string(),
  clientId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string().optional(),
  tokenType: z.string(),
  scope: z.string().optional(),
  /** When the access token expires (ISO 8601), if the provider said. */
  accessTokenExpiresAt: z.string().optional(),
  obtainedAt: z.string(),
});
export type StoredTokens = z.infer<typeof StoredTokens>;

const DeviceIdentity = z.object({ deviceId: z.string().min(1) });

export const TOKENS_FILE = "device-tokens.json";
const DEVICE_FILE = "device.json";

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // A damaged file counts as absent: the device is onboarded again rather than the agent refusing to start.
    if (error instanceof SyntaxError) return undefined;
    throw error;
  }
}

export class DeviceStore {
  constructor(readonly dir: string) {}

  private async ensureDir(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
  }

  private async writePrivate(name: string, value: unknown): Promise<void> {
    await this.ensureDir();
    const file = join(this.dir, name);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 });
    // The mode of writeFile applies only when it creates the file; make sure of it either way.
    await chmod(temporary, 0o600);
    await rename(temporary, file);
  }

  /** The device's id: made on first use, the same ever after. */
  async deviceId(): Promise<string> {
    const stored = DeviceIdentity.safeParse(await readJson(join(this.dir, DEVICE_FILE)));
    if (stored.success) return stored.data.deviceId;
    const deviceId = randomUUID();
    await this.writePrivate(DEVICE_FILE, { deviceId });
    return deviceId;
  }

  async readTokens(): Promise<StoredTokens | undefined> {
    const stored = StoredTokens.safeParse(await readJson(join(this.dir, TOKENS_FILE)));
    return stored.success ? stored.data : undefined;
  }

  async saveTokens(tokens: StoredTokens): Promise<void> {
    await this.writePrivate(TOKENS_FILE, tokens);
  }

  async clearTokens(): Promise<void> {
    await rm(join(this.dir, TOKENS_FILE), { force: true });
  }
}
