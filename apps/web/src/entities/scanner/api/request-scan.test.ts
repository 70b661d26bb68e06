// @vitest-environment jsdom
// The scan request to the local agent against a mocked network: the spec's body and headers, the result, and
// each failure as its dialog.
import "../../../testing/setup-dom";
import { SCAN_ERRORS } from "@solerx/domain/scan";
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApiClient } from "../../../lib/api-client";
import { server, startMockNetwork } from "../../../testing/msw";
import { requestAgentScan } from "./request-scan";

startMockNetwork();
beforeEach(() => configureApiClient({ getAccessToken: async () => "operator-token" }));
afterEach(() => configureApiClient({ getAccessToken: async () => null }));

const address = { host: "localhost", port: 5000, secure: false };
const SCAN_URL = "http://localhost:5000/hpagent/api/v1/scanner/:id/scan";
const SESSION = "00000000-0000-4000-8000-000000000001";
const STORE = "00000000-0000-4000-8000-000000000002";
const input = {
  sessionId: SESSION,
  locationId: STORE,
  foot: "left" as const,
  scanMode: "non-weighted",
  scannerModel: "iQUBE",
};

describe("requestAgentScan", () => {
  it("posts the spec's body with UUID, Content-Type and the bearer token, and answers the result", async () => {
    let seen: { id: unknown; headers: Headers; body: unknown } | null = null;
    server.use(
      http.post(SCAN_URL, async ({ request, params }) => {
        seen = { id: params.id, headers: request.headers, body: await request.json() };
        return HttpResponse.json({ uuid: "req-1", name: "leftscan", measurementID: "m-1" });
      }),
    );
    const outcome = await requestAgentScan(address, "dev-1", input, { uuid: "req-1" });
    expect(outcome).toEqual({ ok: true, result: { uuid: "req-1", name: "leftscan", measurementID: "m-1" } });
    const request = seen as unknown as { id: unknown; headers: Headers; body: unknown };
    expect(request.id).toBe("dev-1");
    expect(request.headers.get("uuid")).toBe("req-1");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("authorization")).toBe("Bearer operator-token");
    expect(request.body).toEqual({
      session_id: SESSION,
      name: "leftscan",
      scan_mode: "SEMI_WEIGHTED",
      body_part: "FOOT",
      product: "INSOLE",
      foot: "LEFT",
      side: "BOTH",
      location_id: STORE,
    });
  });

  it("answers an error code's dialog", async () => {
    server.use(
      http.post(SCAN_URL, () =>
        HttpResponse.json(
          { statusCode: 409, error: "Conflict", message: SCAN_ERRORS.SCANNER_BUSY.message, code: "SCANNER_BUSY" },
          { status: 409 },
        ),
      ),
    );
    expect(await requestAgentScan(address, "dev-1", input)).toEqual({
      ok: false,
      dialog: { title: "Scan Error", body: "Scanner is busy or is not connected" },
    });
  });

  it("answers the USB Agent error when the agent does not answer", async () => {
    server.use(http.post(SCAN_URL, () => HttpResponse.error()));
    expect(await requestAgentScan(address, "dev-1", input)).toEqual({
      ok: false,
      dialog: { title: "USB Agent error", body: "Error while connecting to USB Agent" },
    });
  });
});
