// The default blob store: files under DATA_DIR/blobs, private to the server's user (folders 0700, files 0600),
// written to a temporary file and renamed into place, so a reader never sees half a file and a refused upload
// leaves nothing. Its signed addresses point at the server's own /blobs routes (routes.ts).
import { randomBytes } from "node:crypto";
import type { Dirent } from "node:fs";
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey, type BlobStore, type ListedBlob, type SignedUrl } from "./blob-store";
import { type SignedFields, sign, type Verdict, verify } from "./signing";

/** The local store's folder: DATA_DIR/blobs. */
export function localBlobRoot(dataDir: string): string {
  return join(dataDir, "blobs");
}

export type ReceiveResult = { size: number } | "tooLarge" | "empty";

/** Stops a stream once more than `limit` bytes went through it. */
class TooLarge extends Error {}

export class LocalBlobStore implements BlobStore {
  readonly externalOrigin = undefined;

  constructor(
    /** DATA_DIR/blobs. */
    readonly root: string,
    /** The server's public address; the signed addresses are `${publicUrl}/blobs/<key>?…`. */
    private readonly publicUrl: string,
    private readonly secrets: readonly string[],
  ) {}

  pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, ...key.split("/"));
  }

  private async folderFor(path: string): Promise<void> {
    // mkdir's mode is filtered by the umask and leaves existing folders alone: each level is set explicitly.
    const parts = dirname(path).slice(this.root.length).split("/").filter(Boolean);
    let folder = this.root;
    for (const part of [null, ...parts]) {
      if (part) folder = join(folder, part);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await chmod(folder, 0o700);
    }
  }

  /** The temporary file of a write; isPartialUpload (blob-store.ts) knows its name. */
  private temporaryPath(path: string): string {
    return `${path}.${randomBytes(6).toString("hex")}.part`;
  }

  async *list(): AsyncIterable<ListedBlob> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true, encoding: "utf8" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => undefined);
      if (info) yield { key: relative(this.root, path).split(sep).join("/"), modifiedAt: info.mtime };
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await this.folderFor(path);
    const partial = this.temporaryPath(path);
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  /** Streams a body into the blob; more than maxBytes (or nothing) is refused and leaves the blob as it was. */
  async receive(key: string, source: Readable, maxBytes: number): Promise<ReceiveResult> {
    const path = this.pathOf(key);
    await this.folderFor(path);
    const partial = this.temporaryPath(path);
    // The file is made before the stream starts: a write stream opening it lazily could create it after a refused
    // body's clean-up below had already run, and leave a stray part file behind.
    const file = await open(partial, "wx", 0o600);
    let size = 0;
    try {
      await pipeline(
        source,
        async function* limit(chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            if (size > maxBytes) throw new TooLarge();
            yield chunk;
          }
        },
        file.createWriteStream(),
      );
    } catch (error) {
      await file.close().catch(() => undefined);
      await rm(partial, { force: true });
      if (error instanceof TooLarge) return "tooLarge";
      throw error;
    }
    if (size === 0) {
      await rm(partial, { force: true });
      return "empty";
    }
    await rename(partial, path);
    return { size };
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  private signedUrl(fields: SignedFields): SignedUrl {
    const query = new URLSearchParams({
      expires: String(fields.expires),
      ...(fields.method === "PUT" ? { max: String(fields.maxBytes) } : {}),
      signature: sign(this.secrets, fields),
    });
    return { url: `${this.publicUrl}/blobs/${fields.key}?${query}`, expiresAt: new Date(fields.expires * 1000) };
  }

  async uploadUrl(key: string, options: { expiresInSeconds: number; maxBytes: number }): Promise<SignedUrl> {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    return this.signedUrl({ method: "PUT", key, expires, maxBytes: options.maxBytes });
  }

  async downloadUrl(key: string, options: { expiresInSeconds: number }): Promise<SignedUrl> {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
    return this.signedUrl({ method: "GET", key, expires, maxBytes: 0 });
  }

  /** Whether a request to /blobs/<key> carries a valid, unexpired signature for its method. */
  check(fields: SignedFields, signature: string): Verdict {
    return verify(this.secrets, fields, signature);
  }
}
