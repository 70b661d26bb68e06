// The local blob store's signed addresses over the app: a PUT needs the server's signature for that method, key,
// size limit and expiry; a tampered, expired, re-purposed or oversized upload is refused and stores nothing.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { UploadUrlResponse } from "@solerx/domain/scan";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeUpload, demoPatient, dracoBox, injectable, putFile, requestUpload } from "../test/scans";
import type { Tokens } from "../test/sign-in";
import { createTestApp, type TestApp } from "../test/test-app";
import { loadBlobUrlSecrets, sign } from "./signing";

let testApp: TestApp;
let demo: Tokens;
let upload: UploadUrlResponse;

function withQuery(url: string, change: (query: URLSearchParams) => void): string {
  const parsed = new URL(url);
  change(parsed.searchParams);
  return parsed.toString();
}

/** The upload's file path under DATA_DIR/blobs. */
function uploadPath(): string {
  const key = new URL(upload.url).pathname.replace(/^\/blobs\//, "");
  return join(testApp.config.dataDir, "blobs", ...key.split("/"));
}

beforeAll(async () => {
  testApp = await createTestApp();
  const patient = await demoPatient(testApp.app);
  demo = patient.demo;
  upload = (await requestUpload(testApp.app, demo, patient.sessionID)).json();
});
afterAll(() => testApp?.close());

describe("PUT /blobs/<key> (the local store's signed upload address)", () => {
  it("refuses a tampered signature, key, limit or expiry with 403 and stores nothing", async () => {
    const bytes = await dracoBox();
    const tampered = [
      withQuery(upload.url, (q) => q.set("signature", `${q.get("signature")?.slice(0, -2)}AA`)),
      withQuery(upload.url, (q) => q.set("max", String(upload.maxBytes * 2))),
      withQuery(upload.url, (q) => q.set("expires", String(Number(q.get("expires")) + 3600))),
      upload.url.replace(upload.measurementID, "00000000-0000-4000-8000-000000000000"),
      withQuery(upload.url, (q) => q.delete("max")),
    ];
    for (const url of tampered) {
      const response = await putFile(testApp.app, url, bytes);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe("The upload address is not valid");
    }
    expect(existsSync(uploadPath())).toBe(false);
    const missingSignature = await putFile(
      testApp.app,
      withQuery(upload.url, (q) => q.delete("signature")),
      bytes,
    );
    expect(missingSignature.statusCode).toBe(400);
    const early = await completeUpload(testApp.app, demo, upload.measurementID);
    expect(early.json().message).toBe("Precondition Failed file was not uploaded");
  });

  it("refuses an expired address with 403 The upload address has expired", async () => {
    const key = new URL(upload.url).pathname.replace(/^\/blobs\//, "");
    const secrets = await loadBlobUrlSecrets(testApp.db);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = sign(secrets, { method: "PUT", key, expires, maxBytes: upload.maxBytes });
    const url = `/blobs/${key}?expires=${expires}&max=${upload.maxBytes}&signature=${signature}`;
    const response = await putFile(testApp.app, `http://localhost${url}`, await dracoBox());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("The upload address has expired");
    expect(existsSync(uploadPath())).toBe(false);
  });

  it("refuses more than the signed limit (declared or streamed) with 413, and an empty body with 400", async () => {
    const key = new URL(upload.url).pathname.replace(/^\/blobs\//, "");
    const secrets = await loadBlobUrlSecrets(testApp.db);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const small = `/blobs/${key}?${new URLSearchParams({
      expires: String(expires),
      max: "100",
      signature: sign(secrets, { method: "PUT", key, expires, maxBytes: 100 }),
    })}`;
    const declared = await putFile(testApp.app, `http://localhost${small}`, new Uint8Array(101));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe("The scan file is larger than the limit");
    // No Content-Length: the limit holds while streaming, and the partial file is removed.
    const streamed = await testApp.app.inject({
      method: "PUT",
      url: small,
      headers: { "content-type": "application/octet-stream", "transfer-encoding": "chunked" },
      payload: Buffer.alloc(5000, 1),
    });
    expect(streamed.statusCode).toBe(413);
    const empty = await putFile(testApp.app, upload.url, new Uint8Array());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The scan file is empty");
    expect(existsSync(uploadPath())).toBe(false);
    expect(existsSync(join(uploadPath(), ".."))).toBe(true);
    const { readdirSync } = await import("node:fs");
    expect(readdirSync(join(uploadPath(), ".."))).toEqual([]);
  });

  it("takes the file whatever its content type, and the upload then completes", async () => {
    const bytes = await dracoBox();
    const response = await testApp.app.inject({
      method: "PUT",
      url: injectable(upload.url),
      headers: { "content-type": "model/x-draco" },
      payload: Buffer.from(bytes),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await completeUpload(testApp.app, demo, upload.measurementID)).statusCode).toBe(200);
  });

  it("streams a chunked upload over a real socket, and cuts one off past the limit", async () => {
    // A scan of its own: the earlier test's scan is complete, and its address takes no more files.
    const patient = await demoPatient(testApp.app);
    upload = (await requestUpload(testApp.app, patient.demo, patient.sessionID)).json();
    const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    const key = new URL(upload.url).pathname.replace(/^\/blobs\//, "");
    const secrets = await loadBlobUrlSecrets(testApp.db);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const urlFor = (maxBytes: number) =>
      `${address}/blobs/${key}?${new URLSearchParams({
        expires: String(expires),
        max: String(maxBytes),
        signature: sign(secrets, { method: "PUT", key, expires, maxBytes }),
      })}`;
    const chunked = (chunks: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(64 * 1024).fill(i));
          controller.close();
        },
      });
    const send = (url: string, chunks: number) =>
      fetch(url, { method: "PUT", body: chunked(chunks), duplex: "half" } as RequestInit);
    const accepted = await send(urlFor(1024 * 1024), 16);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ size: 1024 * 1024 });
    const refused = await send(urlFor(1024 * 1024), 17).catch(() => undefined);
    // The server answers 413 once the limit is passed (or closes the socket mid-body); the file stays as it was.
    if (refused) expect(refused.status).toBe(413);
    const { statSync } = await import("node:fs");
    expect(statSync(uploadPath()).size).toBe(1024 * 1024);
  });

  it("answers 404 for a key the server never makes, and for methods it does not sign", async () => {
    const traversal = await testApp.app.inject({ method: "PUT", url: "/blobs/../etc/passwd?expires=1&signature=x" });
    expect([400, 403, 404]).toContain(traversal.statusCode);
    const upper = await testApp.app.inject({ method: "PUT", url: "/blobs/Uploads/X.drc?expires=1&signature=x" });
    expect(upper.statusCode).toBe(404);
    const deleted = await testApp.app.inject({ method: "DELETE", url: injectable(upload.url) });
    expect(deleted.statusCode).toBe(404);
  });
});
