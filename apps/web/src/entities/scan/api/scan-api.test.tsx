// @vitest-environment jsdom
// The scan calls against a mocked network: the address each one asks, the contract each answer is parsed with,
// and the query hooks over them.
import "../../../testing/setup-dom";
import type { Scan, ScanProperties } from "@solerx/domain/scan";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { isApiError } from "../../../lib/api-client";
import { server, startMockNetwork } from "../../../testing/msw";
import { testId } from "../../../testing/scans";
import { scanKeys } from "../query-keys";
import { getScanProperties, useScanProperties } from "./get-scan-properties";
import { getScans, useScans } from "./get-scans";
import { getSurfaceModel, useSurfaceModel } from "./get-surface-model";

startMockNetwork();

const id = testId;
const SESSION = id(1);
const LEFT = id(2);

const scan = (measurementID: string, subtype: Scan["subtype"]): Scan => ({
  measurementID,
  subtype,
  isComplete: true,
  meta: { scanMode: "semi-weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" },
  createdAt: "2026-01-01T00:00:00.000Z",
  completedAt: "2026-01-01T00:00:01.000Z",
});

const properties: ScanProperties = {
  measurementID: LEFT,
  subtype: "SCAN_SUBTYPE_FLAT_LEFT_FOOT",
  units: "mm",
  source: "SERVER",
  footLength: 260,
  ballWidth: 100,
  heelWidth: 65,
  archHeight: null,
  navicularHeight: null,
  landmarks: {},
  mesh: { vertexCount: 10, triangleCount: 16, boundingBox: { min: [0, 0, 0], max: [260, 100, 60] } },
  fileSize: 1234,
};

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

describe("getScans", () => {
  it("asks GET /biometric/scans/{sessionID}/getScans and answers the session's scans", async () => {
    const list = [scan(LEFT, "SCAN_SUBTYPE_FLAT_LEFT_FOOT"), scan(id(3), "SCAN_SUBTYPE_FLAT_RIGHT_FOOT")];
    server.use(
      http.get("*/api/v1/biometric/scans/:sessionID/getScans", ({ params }) =>
        params.sessionID === SESSION ? HttpResponse.json(list) : HttpResponse.json([]),
      ),
    );
    await expect(getScans(SESSION)).resolves.toEqual(list);
  });

  it("refuses an answer that is not a scan list", async () => {
    server.use(http.get("*/api/v1/biometric/scans/:sessionID/getScans", () => HttpResponse.json([{ id: 1 }])));
    const error = await getScans(SESSION).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.kind).toBe("invalid-response");
  });

  it("useScans waits for a session id, then caches the list under the session's key", async () => {
    server.use(
      http.get("*/api/v1/biometric/scans/:sessionID/getScans", () =>
        HttpResponse.json([scan(LEFT, "SCAN_SUBTYPE_FLAT_LEFT_FOOT")]),
      ),
    );
    const { client, Wrapper } = wrapper();
    const { result, rerender } = renderHook(({ session }: { session: string | null }) => useScans(session), {
      wrapper: Wrapper,
      initialProps: { session: null as string | null },
    });
    expect(result.current.fetchStatus).toBe("idle");
    rerender({ session: SESSION });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(scanKeys.list(SESSION))).toHaveLength(1);
  });
});

describe("getSurfaceModel", () => {
  it("asks for the Draco encoding by default and for the one given otherwise", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get("*/api/v1/biometric/scans/:scanID/get3DScanSurfaceModel", ({ request, params }) => {
        const encoding = new URL(request.url).searchParams.get("encoding");
        asked.push(encoding);
        expect(params.scanID).toBe(LEFT);
        return HttpResponse.json({ data: "AAEC", encoding: (encoding ?? "draco").toUpperCase() });
      }),
    );
    await expect(getSurfaceModel(LEFT)).resolves.toEqual({ data: "AAEC", encoding: "DRACO" });
    await expect(getSurfaceModel(LEFT, "OBJ")).resolves.toEqual({ data: "AAEC", encoding: "OBJ" });
    expect(asked).toEqual(["draco", "obj"]);
  });

  it("shows the server's 404 text, Surface Model Not Found", async () => {
    server.use(
      http.get("*/api/v1/biometric/scans/:scanID/get3DScanSurfaceModel", () =>
        HttpResponse.json({ statusCode: 404, error: "Not Found", message: "Surface Model Not Found" }, { status: 404 }),
      ),
    );
    await expect(getSurfaceModel(LEFT)).rejects.toThrow("Surface Model Not Found");
  });

  it("useSurfaceModel keeps a model per scan and encoding", async () => {
    server.use(
      http.get("*/api/v1/biometric/scans/:scanID/get3DScanSurfaceModel", () =>
        HttpResponse.json({ data: "AAEC", encoding: "DRACO" }),
      ),
    );
    const { client, Wrapper } = wrapper();
    const { result } = renderHook(() => useSurfaceModel(LEFT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryData(scanKeys.surfaceModel(LEFT, "DRACO"))).toEqual({ data: "AAEC", encoding: "DRACO" });
    expect(client.getQueryState(scanKeys.surfaceModel(LEFT, "DRACO"))?.isInvalidated).toBe(false);
  });
});

describe("getScanProperties", () => {
  it("asks GET /biometric/scans/properties/{scanID} and parses the measurements", async () => {
    server.use(
      http.get("*/api/v1/biometric/scans/properties/:scanID", ({ params }) =>
        params.scanID === LEFT ? HttpResponse.json(properties) : new HttpResponse(null, { status: 404 }),
      ),
    );
    await expect(getScanProperties(LEFT)).resolves.toEqual(properties);
    await expect(getScanProperties(id(9))).rejects.toThrow("404 Not Found");
  });

  it("useScanProperties does nothing without a scan id", async () => {
    server.use(http.get("*/api/v1/biometric/scans/properties/:scanID", () => HttpResponse.json(properties)));
    const { Wrapper } = wrapper();
    const idle = renderHook(() => useScanProperties(null), { wrapper: Wrapper });
    expect(idle.result.current.fetchStatus).toBe("idle");
    const { result } = renderHook(() => useScanProperties(LEFT), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.footLength).toBe(260));
  });
});
