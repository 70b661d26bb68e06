import type { ScannerDevice } from "@solerx/domain/scan";
import { describe, expect, it } from "vitest";
import { createTelemetry } from "./telemetry";

const device: ScannerDevice = {
  id: "mock-1",
  name: "SoleRx Mock Scanner",
  model: "MOCK",
  model_id: "1",
  serial: "S1",
  firmware: "1.0",
  state: "available",
  type: "MOCK_SCANNER",
  version: "1",
};
const store = "3f1b7a52-1d5a-4c53-9d59-1f0f5d7b3c11";

/** A fetch that records calls and answers each after `delays[n]` ms (the first call slowest). */
function recordingFetch(delays: number[]) {
  const calls: string[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = `${init?.method} ${String(url).replace(/^.*\/telemetry/, "")}`;
    await new Promise((resolve) => setTimeout(resolve, delays[calls.length] ?? 0));
    calls.push(call);
    return new Response(null, { status: 200 });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe("agent telemetry", () => {
  it("registers the devices once a token arrives after SendTelemetryData, before any scan's report", async () => {
    const { calls, fetch } = recordingFetch([50, 0]);
    const logs: string[] = [];
    const telemetry = createTelemetry({
      serverUrl: "http://server",
      fetch,
      agentVersion: () => "0.1.0",
      log: (line) => logs.push(line),
    });
    telemetry.start(store, [device]);
    expect(calls).toEqual([]);
    telemetry.useToken("token");
    telemetry.scan({
      device,
      guid: "6f1b7a52-1d5a-4c53-9d59-1f0f5d7b3c11",
      side: "LEFT",
      scanMode: "SEMI_WEIGHTED",
      startedAt: new Date().toISOString(),
      durationMs: 10,
      result: "SUCCESS",
    });
    await expect.poll(() => calls.length).toBe(2);
    // The registration answers slower than the scan would: the order still holds.
    expect(calls).toEqual(["PUT /devices", "POST /scans"]);
    expect(logs).toEqual([]);
  });

  it("sends nothing before SendTelemetryData names the site", async () => {
    const { calls, fetch } = recordingFetch([]);
    const telemetry = createTelemetry({ serverUrl: "http://server", fetch, agentVersion: () => "1", log: () => {} });
    telemetry.useToken("token");
    telemetry.device(device);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});
