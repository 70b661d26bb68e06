// @vitest-environment jsdom
// The upload of a scan file: the registration's query (the scanner, the scan mode and the file's format), the
// bytes PUT as they are with their progress, a file over the address's limit refused before a byte is sent, and a
// refusal's words as the server gave them.
import "../../../testing/setup-dom";
import { SCAN_UPLOAD_MESSAGES } from "@solerx/domain/common";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { testId } from "../../../testing/scans";
import {
  isCancelledUpload,
  ScanFileTooLargeError,
  ScanUploadError,
  serverMessageOf,
  uploadScan,
  uploadUrlQuery,
} from "./upload-scan";

startMockNetwork();

const SESSION = testId(1);
const SCAN = testId(2);
const BYTES = new Uint8Array([0x73, 0x6f, 0x6c, 0x69, 0x64, 0x20, 1, 2, 3, 4]);

function flow({
  maxBytes = 1000,
  complete,
}: {
  maxBytes?: number;
  complete?: { status: number; message: string };
} = {}) {
  const calls: string[] = [];
  let query: Record<string, string> = {};
  let put: { body: Uint8Array; type: string | null } | null = null;
  server.use(
    http.get("*/api/v1/biometric/scans/file/upload_url", ({ request }) => {
      calls.push("register");
      query = Object.fromEntries(new URL(request.url).searchParams);
      return HttpResponse.json({
        measurementID: SCAN,
        url: "http://localhost/blobs/uploads/x.stl?signature=s",
        method: "PUT",
        expiresAt: "2026-01-01T00:15:00.000Z",
        maxBytes,
      });
    }),
    http.put("*/blobs/uploads/x.stl", async ({ request }) => {
      calls.push("put");
      put = { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get("content-type") };
      return new HttpResponse(null, { status: 201 });
    }),
    http.patch(`*/api/v1/agent/scans/file/${SCAN}/complete_upload`, () => {
      calls.push("complete");
      if (complete) {
        return HttpResponse.json(
          { statusCode: complete.status, error: "Unprocessable Entity", message: complete.message },
          { status: complete.status },
        );
      }
      return HttpResponse.json({
        measurementID: SCAN,
        subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
        isComplete: true,
        meta: { scanMode: "weighted", product: "INSOLE", scannerType: "TRUEDEPTH" },
      });
    }),
  );
  return { calls, query: () => query, put: () => put };
}

const target = {
  sessionId: SESSION,
  foot: "right",
  scanMode: "weighted",
  product: "INSOLE",
  scannerType: "TRUEDEPTH",
  format: "stl",
} as const;

describe("uploadUrlQuery", () => {
  it("names the session, the foot's subtype, the settings, the scanner and the file's format", () => {
    expect(uploadUrlQuery(target)).toEqual({
      session_id: SESSION,
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      scanMode: "weighted",
      product: "INSOLE",
      scannerType: "TRUEDEPTH",
      format: "stl",
    });
  });

  it("gives the mock scan's sample the defaults: the mock scanner, Draco", () => {
    const query = uploadUrlQuery({ sessionId: SESSION, foot: "left", scanMode: "foambox", product: "AFO" });
    expect(query).toEqual({
      session_id: SESSION,
      subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
      scanMode: "foambox",
      product: "AFO",
      scannerType: "MOCK_SCANNER",
      format: "drc",
    });
  });
});

describe("uploadScan with a file", () => {
  it("registers it, PUTs its bytes as octet-stream with their progress, then completes it", async () => {
    const network = flow();
    const progress: [number, number][] = [];
    let finalizing = 0;
    const scan = await uploadScan(target, new File([BYTES], "foot.stl"), {
      onProgress: (sent, total) => progress.push([sent, total]),
      onFinalizing: () => {
        finalizing += 1;
      },
    });
    expect(scan.isComplete).toBe(true);
    expect(network.calls).toEqual(["register", "put", "complete"]);
    expect(network.query()).toMatchObject({ scannerType: "TRUEDEPTH", format: "stl", scanMode: "weighted" });
    expect(network.put()?.body).toEqual(BYTES);
    expect(network.put()?.type).toBe("application/octet-stream");
    expect(progress.at(-1)).toEqual([BYTES.length, BYTES.length]);
    expect(finalizing).toBe(1);
  });

  it("refuses a file over the address's limit before sending a byte", async () => {
    const network = flow({ maxBytes: BYTES.length - 1 });
    const failure = await uploadScan(target, new File([BYTES], "foot.stl")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScanFileTooLargeError);
    expect(failure).toMatchObject({ step: "checking the file", size: BYTES.length, maxBytes: BYTES.length - 1 });
    expect(network.calls).toEqual(["register"]);
  });

  it("gives the server's words of a refused file (422 at complete_upload)", async () => {
    const message = "The uploaded file is not a valid STL mesh";
    flow({ complete: { status: 422, message } });
    const failure = await uploadScan(target, new File([BYTES], "foot.stl")).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScanUploadError);
    expect((failure as ScanUploadError).step).toBe("finalizing");
    expect(serverMessageOf(failure)).toBe(message);
    expect(isCancelledUpload(failure)).toBe(false);
  });

  it("gives a known refusal's words too (a file too large for the store, 413)", async () => {
    flow({ complete: { status: 413, message: SCAN_UPLOAD_MESSAGES.tooLarge } });
    const failure = await uploadScan(target, new File([BYTES], "foot.stl")).catch((error: unknown) => error);
    expect(serverMessageOf(failure)).toBe(SCAN_UPLOAD_MESSAGES.tooLarge);
  });

  it("stops at once when cancelled, and says it was cancelled", async () => {
    const network = flow();
    const abort = new AbortController();
    abort.abort();
    const failure = await uploadScan(target, new File([BYTES], "foot.stl"), { signal: abort.signal }).catch(
      (error: unknown) => error,
    );
    expect(isCancelledUpload(failure)).toBe(true);
    expect(network.calls).not.toContain("put");
  });
});
