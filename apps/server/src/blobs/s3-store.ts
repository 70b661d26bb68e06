// Blobs in S3 (BLOB_URL=s3://bucket[/prefix]), or an S3-compatible store at S3_ENDPOINT (path-style addresses).
// Credentials and region come from the usual AWS variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_REGION, or an instance role). Signed addresses are S3's own presigned URLs; S3 cannot cap a presigned
// PUT's size, so complete_upload checks the size and removes a file over the limit.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertValidKey, type BlobStore, type ListedBlob, type SignedUrl } from "./blob-store";

export interface S3Location {
  bucket: string;
  /** Prefix of every key in the bucket, "" or ending in "/". */
  prefix: string;
}

/** s3://bucket/some/prefix → { bucket, prefix: "some/prefix/" }. */
export function parseS3Url(blobUrl: string): S3Location {
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(blobUrl);
  if (!match?.[1]) throw new Error(`BLOB_URL is not s3://bucket[/prefix]: ${blobUrl}`);
  const prefix = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  return { bucket: match[1], prefix: prefix ? `${prefix}/` : "" };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

export class S3BlobStore implements BlobStore {
  readonly externalOrigin: string | undefined;
  private readonly client: S3Client;

  constructor(
    private readonly location: S3Location,
    options: { endpoint?: string | undefined; clientConfig?: S3ClientConfig } = {},
  ) {
    const region = process.env.AWS_REGION ?? "us-east-1";
    this.client = new S3Client({
      region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      // Presigned PUTs must not carry a checksum of an empty body (the SDK's default), or S3 refuses the upload.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      ...options.clientConfig,
    });
    this.externalOrigin = options.endpoint
      ? new URL(options.endpoint).origin
      : `https://${location.bucket}.s3.${region}.amazonaws.com`;
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return `${this.location.prefix}${key}`;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Body: bytes }),
    );
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== undefined;
  }

  async uploadUrl(key: string, options: { expiresInSeconds: number; maxBytes: number }): Promise<SignedUrl> {
    const command = new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000) };
  }

  async downloadUrl(key: string, options: { expiresInSeconds: number }): Promise<SignedUrl> {
    const command = new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) });
    const url = await getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000) };
  }

  async *list(): AsyncIterable<ListedBlob> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: this.location.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.location.prefix.length), modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  close(): void {
    this.client.destroy();
  }
}
