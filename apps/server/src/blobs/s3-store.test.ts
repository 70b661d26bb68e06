// The S3 blob store against s3rver on loopback: the store's own calls and presigned addresses, then the whole
// upload flow through the app with BLOB_URL=s3://bucket/prefix and S3_ENDPOINT, where S3 cannot cap a PUT's size
// and complete_upload refuses (and removes) a file over the limit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UploadUrlResponse } from "@solerx/domain/scan";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { completeUpload, demoPatient, dracoBox, requestUpload } from "../test/scans";
import { bearer, type Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { SCAN_FILE_MAX_BYTES } from "./index";
import { parseS3Url, S3BlobStore } from "./s3-store";

let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "solerx-s3rver-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: "scans" }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials, read by the SDK's default chain as they would be in production.
  // Put back at the end: the server's test files share their process (vitest.config.ts).
  vi.stubEnv("AWS_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("AWS_SECRET_ACCESS_KEY", "S3RVER");
  vi.stubEnv("AWS_REGION", "us-east-1");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe("parseS3Url", () => {
  it("reads the bucket and an optional prefix", () => {
    expect(parseS3Url("s3://scans")).toEqual({ bucket: "scans", prefix: "" });
    expect(parseS3Url("s3://scans/clinic/a/")).toEqual({ bucket: "scans", prefix: "clinic/a/" });
    expect(() => parseS3Url("https://scans")).toThrow("BLOB_URL");
  });
});

describe("S3BlobStore", () => {
  it("puts, gets, sizes and deletes objects under its prefix", async () => {
    const store = new S3BlobStore(parseS3Url("s3://scans/unit"), { endpoint });
    expect(await store.get("a/b.drc")).toBeUndefined();
    expect(await store.size("a/b.drc")).toBeUndefined();
    await store.put("a/b.drc", new Uint8Array([5, 6, 7]));
    expect(await store.get("a/b.drc")).toEqual(new Uint8Array([5, 6, 7]));
    expect(await store.size("a/b.drc")).toBe(3);
    expect(await store.exists("a/b.drc")).toBe(true);
    const outside = new S3BlobStore(parseS3Url("s3://scans"), { endpoint });
    expect(await outside.get("unit/a/b.drc")).toEqual(new Uint8Array([5, 6, 7]));
    // The orphan sweep's listing: keys under the prefix, without it, with their time.
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key)).toContain("a/b.drc");
    expect(listed.every((blob) => !blob.key.startsWith("unit/") && blob.modifiedAt instanceof Date)).toBe(true);
    await store.delete("a/b.drc");
    expect(await store.exists("a/b.drc")).toBe(false);
    await expect(store.put("../x", new Uint8Array([1]))).rejects.toThrow("invalid blob key");
    store.close();
    outside.close();
  });

  it("hands out presigned addresses that a plain HTTP client can PUT to and GET from", async () => {
    const store = new S3BlobStore(parseS3Url("s3://scans/unit"), { endpoint });
    const up = await store.uploadUrl("signed/c.drc", { expiresInSeconds: 60, maxBytes: 100 });
    expect(up.url.startsWith(`${endpoint}/scans/unit/signed/c.drc?`)).toBe(true);
    const put = await fetch(up.url, { method: "PUT", body: new Uint8Array([1, 2, 3, 4]) });
    expect(put.status).toBe(200);
    const down = await store.downloadUrl("signed/c.drc", { expiresInSeconds: 60 });
    const got = await fetch(down.url);
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    // (s3rver does not check SigV4 signatures, so a tampered address is S3's own business and not tested here.)
    expect(new URL(down.url).searchParams.get("X-Amz-Expires")).toBe("60");
    expect(store.externalOrigin).toBe(endpoint);
    store.close();
  });
});

describe("the upload flow on S3", () => {
  let testApp: TestApp;
  let demo: Tokens;
  let sessionID: string;
  let userID: string;
  const get = (url: string) => testApp.app.inject({ url: `/api/v1${url}`, headers: bearer(demo.accessToken) });

  beforeAll(async () => {
    testApp = await createTestApp({ blobUrl: "s3://scans/flow", s3Endpoint: endpoint });
    ({ demo, userID, sessionID } = await demoPatient(testApp.app));
  });
  afterAll(() => testApp?.close());

  it("uploads to S3 by the presigned address, completes, serves the model and a download address", async () => {
    const upload = (await requestUpload(testApp.app, demo, sessionID)).json() as UploadUrlResponse;
    expect(upload.url.startsWith(`${endpoint}/scans/flow/uploads/`)).toBe(true);
    const bytes = await dracoBox();
    expect((await fetch(upload.url, { method: "PUT", body: bytes })).status).toBe(200);
    const done = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(done.statusCode, done.body).toBe(200);
    const model = (await get(`/biometric/scans/${upload.measurementID}/get3DScanSurfaceModel`)).json();
    expect(model.data).toBe(Buffer.from(bytes).toString("base64"));
    const { url } = (await get(`/biometric/scans/${upload.measurementID}/download`)).json();
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(bytes);
    // The page may send mock scans to the bucket: its CSP lets it connect there.
    const page = await testApp.app.inject({ url: "/" });
    expect(page.headers["content-security-policy"]).toContain(endpoint);
  });

  it("refuses a file over the limit at complete_upload with 413 and removes it", async () => {
    const upload = (await requestUpload(testApp.app, demo, sessionID)).json() as UploadUrlResponse;
    const tooLarge = new Uint8Array(SCAN_FILE_MAX_BYTES + 1);
    expect((await fetch(upload.url, { method: "PUT", body: tooLarge })).status).toBe(200);
    const refused = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe("The scan file is larger than the limit");
    const again = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(again.json().message).toBe("Precondition Failed file was not uploaded");
  });

  it("deletes the patient's objects with the patient", async () => {
    const check = new S3BlobStore(parseS3Url("s3://scans/flow"), { endpoint });
    const keys = await testApp.db.selectFrom("scans").select(["upload_key", "blob_key"]).execute();
    const all = keys.flatMap((row) => [row.upload_key, row.blob_key]).filter((key): key is string => key !== null);
    const present = async () => (await Promise.all(all.map((key) => check.exists(key)))).filter(Boolean).length;
    expect(await present()).toBeGreaterThan(0);
    const deleted = await testApp.app.inject({
      method: "DELETE",
      url: `/api/v1/profile/user/${userID}/delete`,
      headers: bearer(demo.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await present()).toBe(0);
    check.close();
  });
});
