// The mock update's download: its progress steps, and a new pace (mock control) applied to the download under way,
// so a test can hold a download at 0 % for as long as it looks and then let it finish.
import type { AgentEvent } from "@solerx/domain/scan";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMockUpdater } from "./softpaq-updater";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function percents(events: AgentEvent[]): number[] {
  return events.flatMap((event) => (event.type === "DownloadProgress" ? [event.percent] : []));
}

describe("the mock update's download", () => {
  it("reports ten steps over its duration, then is ready to install", () => {
    const updater = createMockUpdater({ version: "0.4.0", update: "optional", downloadDurationMs: 1000 });
    const events: AgentEvent[] = [];
    updater.download((event) => events.push(event));
    vi.advanceTimersByTime(999);
    expect(events.at(-1)?.type).toBe("DownloadProgress");
    vi.advanceTimersByTime(1);
    expect(percents(events)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(events.at(-1)).toEqual({ type: "ReadyToInstall", version: "0.5.0" });
    expect(updater.install()).toBe(true);
  });

  it("takes a new pace at once for the download under way", () => {
    const updater = createMockUpdater({ version: "0.4.0", update: "optional", downloadDurationMs: 600_000 });
    const events: AgentEvent[] = [];
    updater.download((event) => events.push(event));
    vi.advanceTimersByTime(30_000);
    expect(percents(events)).toEqual([0]);
    updater.control({ downloadDurationMs: 100 });
    vi.advanceTimersByTime(100);
    expect(percents(events)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(events.at(-1)?.type).toBe("ReadyToInstall");
  });
});
