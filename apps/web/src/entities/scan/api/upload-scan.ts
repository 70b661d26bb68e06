// The scan upload flow the page runs itself (spec 000 §7 "Biometric and scan upload"), for a mock scan's sample and
// for a scan file the clinician loads (issue 33 point 1): GET /biometric/scans/file/upload_url registers a scan of
// the session and answers where to send its file; the file's bytes go in one PUT to that address (its progress
// reported as it goes), checked first against the address's limit; PATCH /agent/scans/file/{measurementID}/
// complete_upload then has the server read and measure it. Each failure names the step it failed in.
import type { Product, ScannerType } from "@solerx/domain/common";
import {
  BiometricUploadUrlQuery,
  CompleteUploadResponse,
  type Foot,
  type ScanFileFormat,
  scanSubtypeOf,
  UploadUrlResponse,
} from "@solerx/domain/scan";
import { ApiError, apiRequest } from "../../../lib/api-client";

/** The step that failed: the spec's internal errors name the mock scan's four; a file is checked before it goes. */
export type ScanUploadStep =
  | "creating the upload"
  | "fetching the data"
  | "checking the file"
  | "uploading"
  | "finalizing";

export class ScanUploadError extends Error {
  override readonly name: string = "ScanUploadError";
  constructor(
    readonly step: ScanUploadStep,
    options?: ErrorOptions,
  ) {
    super(`Scan upload failed while ${step}`, options);
  }
}

/** A file larger than the upload address takes: refused before a byte is sent. */
export class ScanFileTooLargeError extends ScanUploadError {
  override readonly name = "ScanFileTooLargeError";
  constructor(
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super("checking the file");
  }
}

/** What the scan is registered as. */
export interface ScanUploadTarget {
  sessionId: string;
  foot: Foot;
  /** As the session's settings keep it (lower case, hyphens). */
  scanMode: string;
  product: Product;
  /** The server's default (MOCK_SCANNER) when absent. */
  scannerType?: ScannerType;
  /** The file's format (from its extension); Draco (the server's default) for the mock scan's sample. */
  format?: ScanFileFormat;
}

/** The query of GET …/upload_url for the target, the domain's defaults filled in. */
export function uploadUrlQuery(target: ScanUploadTarget): BiometricUploadUrlQuery {
  return BiometricUploadUrlQuery.parse({
    session_id: target.sessionId,
    subtype: scanSubtypeOf(target.foot),
    scanMode: target.scanMode,
    product: target.product,
    ...(target.scannerType ? { scannerType: target.scannerType } : {}),
    ...(target.format ? { format: target.format } : {}),
  });
}

/** The bytes to send: a file as it is, or where to fetch them (the mock scan's sample). */
export type ScanSource = Blob | (() => Promise<Blob>);

export interface ScanUploadOptions {
  /** Bytes sent so far of the total, as the PUT goes. */
  onProgress?(sent: number, total: number): void;
  /** The PUT is done: the server now reads and measures the file (complete_upload). */
  onFinalizing?(): void;
  signal?: AbortSignal;
}

async function step<T>(name: ScanUploadStep, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ScanUploadError(name, { cause: error });
  }
}

async function fetchedBlob(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return response.blob();
}

/** The mock scan's sample, fetched from the app's own files. */
export function fetchedSource(url: string): ScanSource {
  return () => fetchedBlob(url);
}

/**
 * One PUT of the bytes, Content-Type application/octet-stream, through XMLHttpRequest (fetch reports no upload
 * progress). A refusal is an ApiError read from the answer's body, as the API client reads one.
 */
export function putScanFile(
  url: string,
  body: ArrayBuffer,
  { onProgress, signal }: Pick<ScanUploadOptions, "onProgress" | "signal"> = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(ApiError.aborted());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const done = () => signal?.removeEventListener("abort", abort);
    request.open("PUT", url);
    request.setRequestHeader("Content-Type", "application/octet-stream");
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
    }
    request.onload = () => {
      done();
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(body.byteLength, body.byteLength);
        resolve();
      } else {
        reject(ApiError.fromResponse(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () => {
      done();
      reject(new ApiError("network", 0, "Network error", "Network error"));
    };
    request.onabort = () => {
      done();
      reject(ApiError.aborted());
    };
    signal?.addEventListener("abort", abort, { once: true });
    request.send(body);
  });
}

/** Registers the scan, sends its bytes and completes it; the scan as complete_upload answers it. */
export async function uploadScan(
  target: ScanUploadTarget,
  source: ScanSource,
  options: ScanUploadOptions = {},
): Promise<CompleteUploadResponse> {
  const { signal } = options;
  const upload = await step("creating the upload", () =>
    apiRequest({
      path: "/biometric/scans/file/upload_url",
      query: uploadUrlQuery(target),
      schema: UploadUrlResponse,
      signal,
    }),
  );
  const body = typeof source === "function" ? await step("fetching the data", source) : source;
  if (body.size > upload.maxBytes) throw new ScanFileTooLargeError(body.size, upload.maxBytes);
  // Sent as bytes read into memory (at most maxBytes): every XMLHttpRequest takes those, as the page's and a
  // test's do not all take one another's Blob.
  await step("uploading", async () => putScanFile(upload.url, await body.arrayBuffer(), options));
  options.onFinalizing?.();
  return step("finalizing", () =>
    apiRequest({
      method: "PATCH",
      path: `/agent/scans/file/${encodeURIComponent(upload.measurementID)}/complete_upload`,
      schema: CompleteUploadResponse,
      signal,
    }),
  );
}

/** The server's own words of a failed upload, when it gave any (a refused file's 422: why it is not a scan). */
export function serverMessageOf(error: unknown): string | null {
  const cause = error instanceof ScanUploadError ? error.cause : error;
  return cause instanceof ApiError && cause.kind === "http" ? cause.serverMessage : null;
}

/** The upload was cancelled (the clinician closed it), not refused. */
export function isCancelledUpload(error: unknown): boolean {
  const cause = error instanceof ScanUploadError ? error.cause : error;
  return cause instanceof ApiError && cause.kind === "aborted";
}
