// @vitest-environment jsdom
// The scan loading hook against a mocked network: it waits for the session id, loads the latest scans through
// the cache, clears, and releases its blob links when replaced or unmounted.
import "../../testing/setup-dom";
import type { Scan } from "@solerx/domain/scan";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { server, startMockNetwork } from "../../testing/msw";
import { scanPropertiesFixture, testId } from "../../testing/scans";
import type { BlobLinks } from "./lib/scan-loading";
import { scanKeys } from "./query-keys";
import { useScanLoading } from "./use-scan-loading";

startMockNetwork();

const id = testId;
const SESSION = id(100);
const scan = (n: number, left: boolean): Scan => ({
  measurementID: id(n),
  subtype: left ? "SCAN_SUBTYPE_FLAT_LEFT_FOOT" : "SCAN_SUBTYPE_FLAT_RIGHT_FOOT",
  isComplete: true,
  meta: { scanMode: "weighted", product: "INSOLE", scannerType: "MOCK_SCANNER" },
});

function network(list: Scan[]) {
  const asked: string[] = [];
  server.use(
    http.get("*/api/v1/biometric/scans/:sessionID/getScans", ({ params }) => {
      asked.push(`scans ${params.sessionID}`);
      return HttpResponse.json(list);
    }),
    http.get("*/api/v1/biometric/scans/:scanID/get3DScanSurfaceModel", ({ params }) => {
      asked.push(`surface ${params.scanID}`);
      return HttpResponse.json({ data: btoa(String(params.scanID)), encoding: "DRACO" });
    }),
    http.get("*/api/v1/biometric/scans/properties/:scanID", ({ params }) =>
      HttpResponse.json(scanPropertiesFixture(String(params.scanID))),
    ),
  );
  return asked;
}

function setup() {
  const live = new Set<string>();
  let made = 0;
  const blobs: BlobLinks = {
    create: (bytes) => {
      made += 1;
      const url = `blob:${new TextDecoder().decode(bytes)}#${made}`;
      live.add(url);
      return url;
    },
    revoke: (url) => void live.delete(url),
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { live, blobs, wrapper, client };
}

describe("useScanLoading", () => {
  it("waits without a session id, then loads the latest scans of the session", async () => {
    const asked = network([scan(1, true), scan(2, false)]);
    const { blobs, wrapper, live } = setup();
    const { result, rerender } = renderHook(({ session }) => useScanLoading(session, { blobs }), {
      wrapper,
      initialProps: { session: null as string | null },
    });
    expect(result.current.status).toBe("waiting");
    expect(asked).toEqual([]);
    rerender({ session: SESSION });
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.set.left?.scan.measurementID).toBe(id(1));
    expect(result.current.set.right?.scan.measurementID).toBe(id(2));
    expect(result.current.set.scanMode).toBe("weighted");
    expect([...live].map((url) => url.split("#")[0]).sort()).toEqual([`blob:${id(1)}`, `blob:${id(2)}`]);
  });

  it("clears a foot, reloads without fetching the same model twice, and releases its links on unmount", async () => {
    const asked = network([scan(1, true), scan(2, false)]);
    const { blobs, wrapper, live } = setup();
    const { result, unmount } = renderHook(() => useScanLoading(SESSION, { blobs }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    act(() => result.current.clear("left"));
    expect(result.current.set.left).toBeNull();
    expect([...live].map((url) => url.split("#")[0])).toEqual([`blob:${id(2)}`]);
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.set.left).not.toBeNull());
    expect(asked.filter((call) => call === `surface ${id(1)}`)).toHaveLength(1);
    expect(asked.filter((call) => call.startsWith("scans"))).toHaveLength(2);
    expect(live.size).toBe(2);
    unmount();
    expect(live.size).toBe(0);
  });

  it("follows the cache's properties of a foot (an orientation correction's answer), keeping its mesh and link", async () => {
    network([scan(1, true), scan(2, false)]);
    const { blobs, wrapper, client, live } = setup();
    const { result } = renderHook(() => useScanLoading(SESSION, { blobs }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    const before = result.current.set;
    const corrected = scanPropertiesFixture(id(2), { footLength: 271, unmeasurable: null });
    act(() => client.setQueryData(scanKeys.properties(id(2)), corrected));
    await waitFor(() => expect(result.current.set.right?.properties).toEqual(corrected));
    expect(result.current.set.right?.url).toBe(before.right?.url);
    expect(result.current.set.left).toBe(before.left);
    expect(live.size).toBe(2);
    // A reload keeps the corrected figures: the held foot is the same scan.
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe("loaded"));
    expect(result.current.set.right?.properties.footLength).toBe(271);
  });

  it("reports a failed call", async () => {
    server.use(http.get("*/api/v1/biometric/scans/:sessionID/getScans", () => new HttpResponse(null, { status: 404 })));
    const { blobs, wrapper } = setup();
    const { result } = renderHook(() => useScanLoading(SESSION, { blobs }), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(String(result.current.error)).toContain("404 Not Found");
  });
});
