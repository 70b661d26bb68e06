// Where the server keeps files (scan meshes): a key-value store of bytes with short-lived signed addresses, so
// a scanner agent or a browser sends and fetches files straight to and from the store, never through the API's
// JSON. Two stores: local files under DATA_DIR/blobs (local-store.ts) and S3 (s3-store.ts).

export interface SignedUrl {
  url: string;
  expiresAt: Date;
}

/** A blob as a listing shows it. */
export interface ListedBlob {
  key: string;
  modifiedAt: Date;
}

export interface BlobStore {
  /** The origin browsers send files to when it is not the server's own (S3), for the CSP's connect-src. */
  readonly externalOrigin: string | undefined;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there is no such blob. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size in bytes, or undefined when there is no such blob. */
  size(key: string): Promise<number | undefined>;
  /** An address to PUT the blob's bytes to, until it expires; the local store also refuses more than maxBytes. */
  uploadUrl(key: string, options: { expiresInSeconds: number; maxBytes: number }): Promise<SignedUrl>;
  /** An address to GET the blob's bytes from, until it expires. */
  downloadUrl(key: string, options: { expiresInSeconds: number }): Promise<SignedUrl>;
  /** Every blob of the store (the local store's unfinished uploads too, as "<key>.<random>.part"). */
  list(): AsyncIterable<ListedBlob>;
}

/** The local store's unfinished upload: the temporary file a write goes to before it is renamed into place. */
export function isPartialUpload(key: string): boolean {
  return key.endsWith(".part");
}

/**
 * Keys are made by the server (scans/<company>/<session>/<measurement>.drc): lower-case letters, digits, - _ .
 * in segments separated by single slashes, none of them "." or "..". Checked on every call, so no key can leave
 * the store's folder or bucket prefix.
 */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split("/").some((part) => part === "." || part === "..");
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid blob key: ${JSON.stringify(key)}`);
}
