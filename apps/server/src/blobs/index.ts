// The server's blob store, chosen by BLOB_URL: S3 when it is s3://bucket[/prefix], otherwise files under
// DATA_DIR/blobs. Also the limits of scan files and of their signed addresses (docs/decisions.md).
import type { ServerConfig } from "../config";
import type { Db } from "../db/database";
import type { BlobStore } from "./blob-store";
import { LocalBlobStore, localBlobRoot } from "./local-store";
import { parseS3Url, S3BlobStore } from "./s3-store";
import { loadBlobUrlSecrets } from "./signing";

export { LocalBlobStore } from "./local-store";
export { S3BlobStore } from "./s3-store";

/**
 * Largest scan file: 32 MiB. A Draco foot of 150,000 triangles is about 1 MB; an uncompressed one about 3 MB;
 * the limit leaves room for denser scanners while keeping one upload from filling a disk.
 */
export const SCAN_FILE_MAX_BYTES = 32 * 1024 * 1024;
/** An upload address lasts 15 minutes: a scan takes seconds, a slow clinic line a few minutes for 32 MiB. */
export const UPLOAD_URL_SECONDS = 15 * 60;
/** A download address lasts 5 minutes: it is fetched at once by the page that asked for it. */
export const DOWNLOAD_URL_SECONDS = 5 * 60;

export async function createBlobStore(
  config: Pick<ServerConfig, "blobUrl" | "s3Endpoint" | "dataDir" | "publicUrl">,
  db: Db,
): Promise<BlobStore> {
  if (config.blobUrl) return new S3BlobStore(parseS3Url(config.blobUrl), { endpoint: config.s3Endpoint });
  return new LocalBlobStore(localBlobRoot(config.dataDir), config.publicUrl, await loadBlobUrlSecrets(db));
}
