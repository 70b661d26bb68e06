// @vitest-environment jsdom
// The page's mock scan runs the upload flow: register, fetch the sample, PUT it, finalize; each failing step is
// named as the spec's internal errors name it, and nothing after it is called.
import "../../../testing/setup-dom";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { server, startMockNetwork } from "../../../testing/msw";
import { testId } from "../../../testing/scans";
import { MockScanError, uploadMockScan } from "./upload-mock-scan";

startMockNetwork();

const SESSION = testId(1);
const SCAN = testId(2);
const SAMPLE = new Uint8Array([0x44, 0x52, 0x41, 0x43, 0x4f, 1, 2, 3]);

function flow(overrides: { register?: number; sample?: number; put?: number; complete?: number } = {}) {
  const calls: string[] = [];
  let query: URLSearchParams | null = null;
  let putBody: Uint8Array | null = null;
  server.use(
    http.get("*/api/v1/biometric/scans/file/upload_url", ({ request }) => {
      calls.push("register");
      query = new URL(request.url).searchParams;
      if (overrides.register) return HttpResponse.json({ message: "no" }, { status: overrides.register });
      return HttpResponse.json({
        measurementID: SCAN,
        url: "http://localhost/blobs/uploads/x.drc?signature=s",
        method: "PUT",
        expiresAt: "2026-01-01T00:15:00.000Z",
        maxBytes: 1000,
      });
    }),
    http.get("*/assets/mockscans/:file", ({ params }) => {
      calls.push(`sample ${String(params.file)}`);
      if (overrides.sample) return new HttpResponse(null, { status: overrides.sample });
      return HttpResponse.arrayBuffer(SAMPLE.buffer);
    }),
    http.put("*/blobs/uploads/x.drc", async ({ request }) => {
      calls.push("put");
      putBody = new Uint8Array(await request.arrayBuffer());
      return new HttpResponse(null, { status: overrides.put ?? 201 });
    }),
    http.patch(`*/api/v1/agent/scans/file/${SCAN}/complete_upload`, () => {
      calls.push("complete");
      if (overrides.complete) return HttpResponse.json({ message: "no" }, { status: overrides.complete });
      return HttpResponse.json({
        measurementID: SCAN,
        subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
        isComplete: true,
        meta: { scanMode: "weighted", product: "AFO", scannerType: "MOCK_SCANNER" },
      });
    }),
  );
  return { calls, query: () => query, putBody: () => putBody };
}

describe("uploadMockScan", () => {
  it("registers the foot's scan with the settings, PUTs the sample and finalizes it", async () => {
    const network = flow();
    const scan = await uploadMockScan(SESSION, "right", { scanMode: "weighted", product: "AFO" });
    expect(scan.isComplete).toBe(true);
    expect(network.calls).toEqual(["register", "sample rightscan.drc", "put", "complete"]);
    expect(Object.fromEntries(network.query() ?? [])).toMatchObject({
      session_id: SESSION,
      subtype: "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
      scanMode: "weighted",
      product: "AFO",
    });
    expect(network.putBody()).toEqual(SAMPLE);
  });

  it.each([
    [{ register: 403 }, "creating the upload", ["register"]],
    [{ sample: 404 }, "fetching the data", ["register", "sample leftscan.drc"]],
    [{ put: 403 }, "uploading", ["register", "sample leftscan.drc", "put"]],
    [{ complete: 422 }, "finalizing", ["register", "sample leftscan.drc", "put", "complete"]],
  ] as const)("names the failing step (%o → %s) and stops there", async (overrides, step, calls) => {
    const network = flow(overrides);
    const failure = await uploadMockScan(SESSION, "left", { scanMode: "semi-weighted", product: "INSOLE" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(MockScanError);
    expect((failure as MockScanError).step).toBe(step);
    expect(network.calls).toEqual(calls);
  });
});
